// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import LoopComposerGTKTesting
import XCTest

/// The view model of TestingInAWindow.md's test.
@LoopActor
private final class CounterModel {
    @Observed var count = 0
}

// TestingInAWindow.md (LoopComposerGTKTesting): run, skipped without a display
final class CounterWindowTests: XCTestCase {
    func testTheWindowShowsTheCount() async throws {
        try await withGTKTestWindow(title: "counter") { window, loop in
            let model = CounterModel()
            let label = Label()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            try window.show(label)                 // a started GTKScreen, window presented
            model.count = 3
            try await loop.nextFlush()
            XCTAssertEqual(try window.native(for: label).property("label"), .string("Count: 3"))
            try await window.nextDrawnFrame()      // drawn: snapshotPNG(to:) works now
        }
    }
}

/// The view model of TestingInAWindow.md's wait on layout.
@LoopActor
private final class NameModel {
    @Observed var name = "Ada"
}

// TestingInAWindow.md (LoopComposerGTKTesting): the window's waitUntil, run
final class LongNameWindowTests: XCTestCase {
    func testTheLongNameIsLaidOut() async throws {
        try await withGTKTestWindow(width: 600, height: 80) { window, loop in
            let model = NameModel()
            let name = Label()
            name.bind(to: model) { [.text($0.name)] }
            try window.show(StackView(style: [.views([name, Spacer()]), .axis(.horizontal)]))
            try await loop.nextFlush()
            model.name = "Ada Lovelace, Countess of Lovelace"
            let native = try await window.waitUntil("the long name is laid out", on: name) {
                $0.allocatedSize.width > 200
            }
            XCTAssertEqual(native.property("label"), .string("Ada Lovelace, Countess of Lovelace"))
        }
    }
}
