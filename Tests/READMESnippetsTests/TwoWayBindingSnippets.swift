// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import Widgets
import XCTest

// TwoWayBindings.md: two-way bindings and onChange (a main.swift: compiled, and run by a test)
private func twoWayBindingSnippet() throws {
    @LoopActor final class MonitorModel {
        // Setting a wrapped (or @Observable) property in its own didSet runs didSet again: guard it.
        @Observed var filter = "" { didSet { if filter != filter.lowercased() { filter = filter.lowercased() } } }
        @Observed var paused = false { didSet { print(paused ? "worker paused" : "worker resumed") } }
    }

    let loop = try EventLoop()
    LoopActor.assumeIsolated {
        let model = MonitorModel()                    // an @Observable class with plain vars works the same
        let filterField: TextField = [.placeholder("Filter"), .width(24)]
        let pauseSwitch = Switch()
        filterField.bindText(to: model, \.filter)     // two-way, through the property: didSet runs for the user too
        pauseSwitch.bindIsOn(to: model, \.paused)
        filterField.onChange(of: model, \.filter) { print("filtering by \($0)") }   // once per flush, newest value

        filterField.userDidType("NGINX")              // what typing does; tests too
        pauseSwitch.userDidToggle()                   // prints "worker paused" at once
        assert(model.filter == "nginx" && model.paused)
        loop.runOnce()                                // the flush: the field shows "nginx", then onChange prints once
        assert(filterField.text == "nginx")
    }
    try loop.close()
}

final class TwoWayBindingSnippetsTests: XCTestCase {
    func testTwoWayBindingSnippetRuns() throws {
        try twoWayBindingSnippet()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}
