import LoopComposerTesting
import ServiceMonitorCore
import XCTest

final class MonitorViewTests: XCTestCase {
    func testTheStatusFollowsTheModelAndTheSwitchRunsPausedsDidSet() async throws {
        try await withTestLoop { loop in
            let model = MonitorModel(serviceCount: 5)
            let view = MonitorView(model: model)
            model.servicesUp = 3
            try await loop.nextFlush()
            XCTAssertEqual(view.status.text, "3 of 5 up")
            view.pause.userDidToggle()                       // the user flips the switch
            try await loop.waitUntil("the status says paused") { view.status.text == "paused" }
            XCTAssertEqual(model.pauseChanges, 1, "the edit went through the property, didSet ran")
        }
    }

    func testTheScreenShowsTheStatus() async throws {
        try await withTestLoop { _ in
            let model = MonitorModel(serviceCount: 2)
            let view = MonitorView(model: model)
            let terminal = MemoryTerminal(width: 24, height: 3)
            let screen = TerminalScreen(root: view.root, device: terminal)
            try screen.start()
            model.servicesUp = 2
            try await screen.nextFrame()                    // the first frame comes after the first flush
            XCTAssertEqual(terminal.screenLines.first, "2 of 2 up")
        }
    }

    func testAWaitForAStatusThatNeverComesFailsWithWhatItAwaited() async {
        let recorder = TestFailureRecorder()
        await recorder.recording {
            try? await withTestLoop { loop in
                let model = MonitorModel(serviceCount: 5)          // bindings hold their model weakly
                let view = MonitorView(model: model)
                try await loop.waitUntil("all five up", timeout: .milliseconds(200), state: { view.status.text }) {
                    view.status.text == "5 of 5 up"
                }
                _ = model
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.messages)")
        XCTAssertTrue(recorder.messages.first?.contains("all five up") == true, "\(recorder.messages)")
        XCTAssertTrue(recorder.messages.first?.contains("0 of 5 up") == true, "the state is in the message: \(recorder.messages)")
    }
}
