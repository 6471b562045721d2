// The code of the Bindings catalog's landing page and OnChange.md, verbatim
// (READMESnippetsTests checks that every ```swift block of the documentation appears in
// this target). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import LoopComposerTestingCore
import XCTest

// Bindings.md: overview (a main.swift: compiled, and run by a test)
private func bindingsOverviewSnippet() throws {
    @LoopActor final class CounterModel {
        @Observed var count = 0
    }

    let loop = try EventLoop()
    try LoopActor.assumeIsolated {
        let model = CounterModel()
        let label = RecordingTarget()
        label.bind(to: model) { [.text("Count: \($0.count)")] }
        try loop.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) {
            model.count += 1
            if model.count == 3 { loop.stop() }
        }
    }
    try loop.run()
    try loop.close()
}

// OnChange.md (a main.swift: compiled, and run by a test)
private func onChangeSnippet() throws {
    @LoopActor final class UploadModel {
        @Observed var uploaded = 0
    }

    let loop = try EventLoop()
    LoopActor.assumeIsolated {
        let model = UploadModel()
        let status = RecordingTarget()                    // any LifetimeOwner: a widget, or this test double
        var received: [Int] = []
        status.onChange(of: model, \.uploaded) { received.append($0) }
        model.uploaded = 1
        model.uploaded = 2
        model.uploaded = 3                                // three sets in one turn
        loop.runOnce()                                    // one flush: the action runs once, with 3
        model.uploaded = 3                                // the value it last received: no call
        loop.runOnce()
        assert(received == [3])
    }
    try loop.close()
}

final class BindingsArticleSnippetsTests: XCTestCase {
    func testTheOverviewsLoopStopsByItself() throws {
        try bindingsOverviewSnippet()             // returns once the timer stopped the loop
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testTheOnChangeSnippetRunsTheActionOncePerFlush() throws {
        try onChangeSnippet()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}
