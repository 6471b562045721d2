import LoopComposerTesting
import XCTest

/// A wait on what a screen shows re-checks after each frame, not only after each flush.
final class TestLoopScreenWaitsTests: XCTestCase {
    func testAWaitOnTheScreenSeesAFrameHeldBackToTheFrameRate() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await withTestLoop { loop in
                let model = CounterModel()
                let label = Label()
                label.bind(to: model) { [.text("Count: \($0.count)")] }
                let terminal = MemoryTerminal(width: 12, height: 1)
                var options = TerminalScreenOptions()
                options.framesPerSecond = 2   // a frame every 500 ms at most
                let screen = TerminalScreen(root: label, device: terminal, options: options)
                try screen.start()
                try await loop.waitUntil("the first frame", on: screen) { $0 == ["Count: 0"] }

                model.count = 1   // flushed now, drawn up to 500 ms later
                do {
                    // Checked after flushes only: the flush comes, the frame after it does not.
                    try await loop.waitUntil("the terminal shows 1", timeout: .milliseconds(200)) {
                        terminal.screenLines == ["Count: 1"]
                    }
                    XCTFail("the frame was drawn within the flush's turn: nothing was held back")
                } catch {
                    XCTAssertTrue(error is TestWaitTimeout)
                }
                let lines = try await loop.waitUntil("the screen shows 1", on: screen) { $0 == ["Count: 1"] }
                XCTAssertEqual(lines, ["Count: 1"])
                screen.stop()
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "only the flush-based wait failed: \(recorder.messages)")
    }

    func testAWaitOnTheScreenThatNeverHoldsFailsWithWhatTheScreenShows() async throws {
        let recorder = TestFailureRecorder()
        let line: UInt = #line + 7
        try await recorder.recording {
            try await withTestLoop { loop in
                let label: Label = [.text("Idle")]
                let screen = TerminalScreen(root: label, device: MemoryTerminal(width: 8, height: 1))
                try screen.start()
                do {
                    try await loop.waitUntil("it says Busy", on: screen, timeout: .milliseconds(200)) { $0 == ["Busy"] }
                    XCTFail("the condition never holds")
                } catch {
                    XCTAssertTrue(error is TestWaitTimeout)
                }
                screen.stop()
            }
        }
        XCTAssertEqual(recorder.failures.map(\.line), [line], "\(recorder.failures)")
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix(#"waitUntil "it says Busy" on the screen: not within 0.2 seconds."#), message)
        XCTAssertTrue(message.contains(#"shows ["Idle"]"#), message)
    }
}
