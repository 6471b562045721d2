import Foundation
import LoopComposerGTKTesting
import XCTest

final class WithGTKTestWindowTests: XCTestCase {
    func testABoundLabelInTheWindowFollowsTheModel() async throws {
        try await withGTKTestWindow(title: "counter") { window, loop in
            let model = CounterModel()
            let label = Label()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            try window.show(label)
            try await loop.nextFlush()              // the binding's first values
            XCTAssertEqual(try window.native(for: label).property("label"), .string("Count: 0"))
            model.count = 3
            try await loop.nextFlush()
            XCTAssertEqual(try window.native(for: label).property("label"), .string("Count: 3"))
            try await window.nextDrawnFrame()
            XCTAssertTrue(window.window.isOpen)
            XCTAssertEqual(window.window.title, "counter")
        }
    }

    func testTheBodyRunsOnTheMainThreadFromATestOnThePool() async throws {
        let onMain = try await withGTKTestWindow { _, _ in Thread.isMainThread }
        XCTAssertTrue(onMain, "GTK's thread is the main thread")
    }

    @MainActor
    func testTheBodyRunsOnTheMainThreadFromAMainActorTest() async throws {
        let onMain = try await withGTKTestWindow { _, _ in Thread.isMainThread }
        XCTAssertTrue(onMain, "GTK's thread is the main thread")
    }

    func testASecondWindowOpensRightAfterTheFirstRun() async throws {
        let wasOpen = try await withGTKTestWindow { window, _ in
            try window.show(Label())
            return window.window.isOpen && !window.runtime.isShutDown
        }
        XCTAssertTrue(wasOpen)
        // Only one GTKRuntime may be open: the first was shut down with its loop.
        let secondOpened = try await withGTKTestWindow { window, _ in !window.runtime.isShutDown }
        XCTAssertTrue(secondOpened)
    }

    func testAFlushThatNeverComesFailsWithinItsTimeoutWithItsMessage() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow { window, loop in
                    try window.show(Label())
                    try await loop.nextFlush(timeout: .milliseconds(200))
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        XCTAssertTrue(recorder.messages.first?.hasPrefix("nextFlush: not within") == true, "\(recorder.messages)")
    }

    func testAConditionThatNeverHoldsFailsNamingWhatWasAwaited() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow { window, loop in
                    let label: Label = [.text("Count: 0")]
                    try window.show(label)
                    try await loop.waitUntil("the label shows 9", timeout: .milliseconds(200), state: { "\(label.text)" }) {
                        label.text == "Count: 9"
                    }
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.contains("waitUntil \"the label shows 9\""), message)
        XCTAssertTrue(message.contains("Count: 0"), message)
    }

    func testABodyThatOverrunsItsTimeoutFailsAndDoesNotHang() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow(timeout: .milliseconds(300)) { window, loop in
                    try window.show(Label())
                    // Longer than the body's timeout: the body is cancelled first.
                    try await loop.nextFlush(timeout: .seconds(5))
                }
            }
        }
        XCTAssertTrue(
            recorder.messages.contains { $0.hasPrefix("withGTKTestWindow: the test body did not finish within") },
            "\(recorder.messages)")
    }
}
