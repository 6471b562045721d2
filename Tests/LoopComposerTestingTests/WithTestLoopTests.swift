import Bindings
import Foundation
import LoopComposerTesting
import XCTest

@testable import LoopComposerTesting

final class WithTestLoopTests: XCTestCase {
    func testAPlainAsyncTestRunsTheBodyOnTheLoopThreadAndGetsItsResult() async throws {
        let result = try await withTestLoop { loop in
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            model.count = 3
            try await loop.nextFlush()
            XCTAssertEqual(EventLoop.current?.isLoopThread, true)
            XCTAssertFalse(Thread.isMainThread, "the loop has a thread of its own")
            return label.shown[.text]
        }
        XCTAssertEqual(result, .text("Count: 3"))
        XCTAssertNil(EventLoop.current, "the loop is closed when withTestLoop returns")
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testTheBodyResumesFromAWaitBeforeTheLoopFlushesAgain() async throws {
        try await withTestLoop { loop in
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            // An observer that changes the model at every flush keeps the loop flushing, turn
            // after turn, while the body waits and after.
            var flushes = 0
            let observation = BindingScheduler.current.observeFlushes { _ in
                flushes += 1
                if flushes < 200 { model.count += 1 }
            }
            model.count = 1
            try await loop.nextFlush()
            XCTAssertEqual(flushes, 1, "the body resumed after later flushes, not right after the one it waited for")
            XCTAssertEqual(label.shown[.text], .text("Count: 1"))
            observation.dispose()
            label.lifetime.end()
        }
    }

    @MainActor
    func testAMainActorTestRunsTheBodyWhileItsThreadWaits() async throws {
        XCTAssertTrue(Thread.isMainThread)
        let count = try await withTestLoop { loop in
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("\($0.count)")] }
            model.count = 7
            try await loop.waitUntil("the label shows 7") { label.shown[.text] == .text("7") }
            return model.count
        }
        XCTAssertEqual(count, 7)
        XCTAssertTrue(Thread.isMainThread, "back on the main actor")
    }

    func testTwoCallsInParallelTakeTurnsWithTheOneLoop() async throws {
        final class Order: Sendable {
            private let events = LockedValue<[String]>([])
            func append(_ event: String) { events.withLock { $0.append(event) } }
            var all: [String] { events.withLock { $0 } }
        }
        let order = Order()
        let (firstBegan, signalFirstBegan) = AsyncStream.makeStream(of: Void.self)
        async let first: Void = withTestLoop { loop in
            order.append("first began")
            signalFirstBegan.yield()
            // Keeps the loop open until the second call queues behind it (a loop timer).
            await withCheckedContinuation { (queued: CheckedContinuation<Void, Never>) in
                var timer: LoopTimer?
                timer = try? loop.eventLoop.schedule(after: .milliseconds(1), repeating: .milliseconds(1)) {
                    guard TestLoopQueue.shared.waitingCount == 1 else { return }
                    timer?.dispose()
                    queued.resume()
                }
            }
            order.append("first ended")
        }
        for await _ in firstBegan { break }
        try await withTestLoop { _ in order.append("second ran") }
        try await first
        XCTAssertEqual(order.all, ["first began", "first ended", "second ran"])
    }

    func testABodyThatStopsTheLoopStillRunsToItsEnd() async throws {
        let shown = try await withTestLoop { loop in
            loop.eventLoop.stop()                              // as an app's quit key would
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("\($0.count)")] }
            model.count = 2
            try await loop.nextFlush()
            return label.shown[.text]
        }
        XCTAssertEqual(shown, .text("2"))
    }

    func testTheBodysErrorIsRethrown() async {
        struct Boom: Error {}
        do {
            try await withTestLoop { _ in throw Boom() }
            XCTFail("the error was swallowed")
        } catch {
            XCTAssertTrue(error is Boom, "\(error)")
        }
    }

    func testABodyThatNeverEndsFailsAfterItsTimeoutAndTheLoopIsClosed() async {
        let recorder = TestFailureRecorder()
        let line: UInt = #line + 3
        await recorder.recording {
            do {
                try await withTestLoop(timeout: .milliseconds(200)) { _ in await Parking.forever() }
                XCTFail("a body that never ends returned")
            } catch {
                XCTAssertEqual(error as? TestLoopError, .bodyTimedOut(.milliseconds(200)))
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        XCTAssertEqual(recorder.failures.first?.line, line)
        XCTAssertTrue(recorder.messages.first?.contains("the test body did not finish within 0.2 seconds") == true,
                      "\(recorder.messages)")
        XCTAssertNil(EventLoop.current, "the loop was stopped and closed")
    }

    func testABodyStuckInALongerWaitIsCancelledAndEndsOnItsOwnLoop() async {
        final class Ending: Sendable { let error = LockedValue<String?>(nil) }
        let ending = Ending()
        let recorder = TestFailureRecorder()
        await recorder.recording {
            do {
                try await withTestLoop(timeout: .milliseconds(200)) { loop in
                    do {
                        try await loop.waitUntil("never", timeout: .seconds(60)) { false }
                    } catch {
                        ending.error.withLock { $0 = "\(type(of: error))" }
                        XCTAssertEqual(EventLoop.current?.isLoopThread, true, "the body ends on its own loop")
                    }
                }
            } catch {
                XCTAssertEqual(error as? TestLoopError, .bodyTimedOut(.milliseconds(200)))
            }
        }
        XCTAssertEqual(ending.error.withLock { $0 }, "CancellationError", "the wait ended when withTestLoop cancelled the body")
        XCTAssertEqual(recorder.failures.count, 1, "only the body's timeout is reported: \(recorder.failures)")
    }

    func testABodyStuckInTheSchedulersNextFlushEndsOnItsOwnLoop() async {
        final class Ending: Sendable { let onItsLoop = LockedValue<Bool?>(nil) }
        let ending = Ending()
        let recorder = TestFailureRecorder()
        let stuck: Void? = try? await recorder.recording {
            try await withTestLoop(timeout: .milliseconds(200)) { _ in
                await BindingScheduler.current.nextFlush { false }
                ending.onItsLoop.withLock { $0 = EventLoop.current?.isLoopThread == true }
            }
        }
        XCTAssertNil(stuck)
        XCTAssertEqual(ending.onItsLoop.withLock { $0 }, true, "cancelled, the wait ended before the loop closed")
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
    }

    func testALoopLeftOpenElsewhereFailsClearly() async throws {
        let idle = try IdleLoopThread()
        let recorder = TestFailureRecorder()
        await recorder.recording {
            do {
                try await withTestLoop { _ in XCTFail("ran beside another loop") }
            } catch {
                XCTAssertEqual(error as? TestLoopError, .anotherLoopIsOpen)
            }
        }
        XCTAssertNil(idle.close())
        XCTAssertEqual(recorder.failures.count, 1)
        XCTAssertTrue(recorder.messages.first?.contains("another EventLoop is open") == true, "\(recorder.messages)")
    }
}
