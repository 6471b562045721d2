import LoopComposerTesting
import Synchronization
import XCTest

final class TestLoopWaitsTests: XCTestCase {
    func testNextFlushReturnsTheStatisticsOfTheFlushThatShowedTheChange() async throws {
        try await withTestLoop { loop in
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("\($0.count)")] }
            try await loop.nextFlush()
            model.count = 1
            model.count = 2
            let statistics = try await loop.nextFlush()
            XCTAssertEqual(statistics.bindingsFlushed, 1)
            XCTAssertEqual(label.shown[.text], .text("2"))
        }
    }

    func testWaitUntilReturnsOnceAChangeFromAnotherThreadIsShown() async throws {
        final class Progress: Sendable { let value = SharedProperty(0) }
        let progress = Progress()
        try await withTestLoop { loop in
            let label = RecordingTarget()
            label.bind(to: progress) { [.text("\($0.value.value)")] }
            Thread.detachNewThread {
                for step in 1...100 { progress.value.value = step }
            }
            try await loop.waitUntil("the label shows 100", state: { "\(label.shown)" }) {
                label.shown[.text] == .text("100")
            }
        }
    }

    func testWaitUntilWhoseConditionNeverComesFailsWithWhatWasAwaitedAndTheState() async throws {
        let recorder = TestFailureRecorder()
        let line: UInt = #line + 9
        try await recorder.recording {
            try await withTestLoop { loop in
                let model = CounterModel()
                let label = RecordingTarget()
                label.bind(to: model) { [.text("Count: \($0.count)")] }
                try await loop.nextFlush()
                model.count = 1
                do {
                    try await loop.waitUntil("the label shows 5", timeout: .milliseconds(200), state: { "label shows \(label.shown)" }) {
                        label.shown[.text] == .text("Count: 5")
                    }
                    XCTFail("the wait returned")
                } catch let timeout as TestWaitTimeout {
                    XCTAssertTrue(timeout.message.contains("waitUntil \"the label shows 5\": not within 0.2 seconds"), timeout.message)
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        XCTAssertEqual(recorder.failures.first?.line, line)
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.contains(#"State: label shows [.text("Count: 1")]"#), message)
        XCTAssertTrue(message.contains("1 checks came after registration"), message)
    }

    func testAWaitThatTimedOutLeavesNoWaiterBehind() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await withTestLoop { loop in
                let model = CounterModel()
                let label = RecordingTarget()
                label.bind(to: model) { [.text("\($0.count)")] }
                try await loop.nextFlush()
                var checks = 0
                try? await loop.waitUntil("never", timeout: .milliseconds(100)) {
                    checks += 1
                    return false
                }
                let checksAtTimeout = checks
                model.count = 1
                try await loop.nextFlush()
                model.count = 2
                try await loop.nextFlush()
                XCTAssertEqual(checks, checksAtTimeout, "the condition is not checked after its wait timed out")
            }
        }
        XCTAssertEqual(recorder.failures.count, 1)
    }

    func testNextFlushTimesOutWhenNobodyRunsTheLoop() async throws {
        let idle = try IdleLoopThread()
        let recorder = TestFailureRecorder()
        let line: UInt = #line + 3
        await recorder.recording {
            do {
                try await TestLoop(idle.loop).nextFlush(timeout: .milliseconds(200))
                XCTFail("a flush came from a loop nobody runs")
            } catch {
                XCTAssertTrue(error is TestWaitTimeout, "\(error)")
            }
        }
        XCTAssertNil(idle.close(), "the abandoned registration does not keep the loop from closing")
        XCTAssertEqual(recorder.failures.map(\.line), [line])
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("nextFlush: not within 0.2 seconds. The loop never ran this wait"), message)
        XCTAssertTrue(message.contains("is anyone running the EventLoop? Run the test in withTestLoop."), message)
    }

    func testNextFlushWithNoChangeSaysNoBindingWasDirty() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await withTestLoop { loop in
                try? await loop.nextFlush(timeout: .milliseconds(100))
            }
        }
        XCTAssertEqual(recorder.failures.count, 1)
        XCTAssertTrue(recorder.messages.first?.contains("no flush with work came") == true, "\(recorder.messages)")
    }
}
