import LoopComposerTesting
import XCTest

final class TerminalScreenNextFrameTests: XCTestCase {
    func testNextFrameReturnsTheLinesShownAfterAChange() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let label = Label()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            let terminal = MemoryTerminal(width: 12, height: 2)
            let screen = TerminalScreen(root: label, device: terminal)
            try screen.start()
            model.count = 4
            let lines = try await screen.nextFrame()
            XCTAssertEqual(lines.first, "Count: 4")
            XCTAssertEqual(lines, terminal.screenLines)
            screen.stop()
        }
    }

    func testNextFrameWithNothingToDrawFailsSayingWhatTheScreenShows() async throws {
        let recorder = TestFailureRecorder()
        let line: UInt = #line + 11
        try await recorder.recording {
            try await withTestLoop { _ in
                let model = CounterModel()
                let label = Label()
                label.bind(to: model) { [.text("Idle \($0.count)")] }
                let screen = TerminalScreen(root: label, device: MemoryTerminal(width: 8, height: 1))
                try screen.start()
                let first = try await screen.nextFrame()            // the frame of the first flush
                XCTAssertEqual(first, ["Idle 0"])
                do {
                    try await screen.nextFrame(timeout: .milliseconds(200))
                    XCTFail("a frame came with nothing changed")
                } catch {
                    XCTAssertTrue(error is TestWaitTimeout)
                }
                screen.stop()
            }
        }
        XCTAssertEqual(recorder.failures.map(\.line), [line], "\(recorder.failures)")
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("nextFrame: not within 0.2 seconds."), message)
        XCTAssertTrue(message.contains("the screen is started"), message)
        XCTAssertTrue(message.contains(#"shows ["Idle 0"]"#), message)
    }
}
