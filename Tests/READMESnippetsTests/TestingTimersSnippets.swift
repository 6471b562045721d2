// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import LoopComposerTesting
import XCTest

/// The view model of TestingTimers.md's test.
@LoopActor
private final class CounterModel {
    @Observed var count = 0
}

// TestingTimers.md (LoopComposerTesting), also the example in `withTestLoop`'s doc comment: run
final class TestingTimersSnippets: XCTestCase {
    func testATickingTimerOnTheVirtualClockIsShownAfterEachFiringWithoutWaiting() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            let tick = try loop.eventLoop.schedule(after: .seconds(1), repeating: .seconds(1)) {
                model.count += 1
            }
            try await loop.advanceTime(by: .seconds(3))    // three firings, each flushed
            XCTAssertEqual(label.shown[.text], .text("Count: 3"))
            tick.dispose()
            label.lifetime.end()
        }
    }
}
