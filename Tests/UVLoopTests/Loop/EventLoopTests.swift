import Dispatch
import Foundation
import LoopComposerTesting
import LoopTestSupport
import XCTest

@testable import UVLoop

/// Records the work items sent by several threads, on the loop.
@LoopActor
private final class ExecutionOrderLog {
    private var nextSequence: [Int]
    private(set) var count = 0
    private(set) var outOfOrder = 0
    private(set) var offLoopThread = 0

    nonisolated init(threads: Int) {
        nextSequence = Array(repeating: 0, count: threads)
    }

    func record(thread: Int, sequence: Int, onLoopThread: Bool) {
        if sequence != nextSequence[thread] { outOfOrder += 1 }
        nextSequence[thread] = sequence + 1
        if !onLoopThread { offLoopThread += 1 }
        count += 1
    }
}

/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class EventLoopTests: XCTestCase {
    // MARK: run, stop, runOnce

    func testRunReturnsAfterStopFromAnotherThread() throws {
        let loop = try EventLoop()
        loop.keepsRunningWhenIdle = true  // nothing but stop() may end run()
        // Independent of stop(): on timeout, let run() return for lack of work.
        let watchdog = LoopWatchdog(loop) { loop.keepsRunningWhenIdle = false }
        let stopSent = LoopFlag()
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .zero) {
                Thread.detachNewThread {
                    stopSent.set()
                    loop.stop()
                }
            }
        }
        try loop.run()
        XCTAssertFalse(watchdog.fired, "run() did not return after stop() from another thread")
        XCTAssertTrue(stopSent.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testRunReturnsWhenOutOfWork() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        let fired = LoopTally()
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .milliseconds(1)) { fired.increment() }
        }
        try loop.run()  // no stop(): the fired one-shot timer was the last referenced handle
        XCTAssertFalse(watchdog.fired, "run() kept running with no work left")
        XCTAssertEqual(fired.count, 1)
        XCTAssertNoThrow(try loop.close())
    }

    func testRunWithNothingToDoReturnsAtOnce() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        try loop.run()
        XCTAssertFalse(watchdog.fired)
        XCTAssertNoThrow(try loop.close())
    }

    func testStopOnTheLoopThreadBeforeRunMakesRunReturnAtOnce() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop) { loop.keepsRunningWhenIdle = false }
        loop.keepsRunningWhenIdle = true
        loop.stop()
        try loop.run()
        XCTAssertFalse(watchdog.fired)
        XCTAssertNoThrow(try loop.close())
    }

    func testRunOnceTurnsExactlyOnce() throws {
        let loop = try EventLoop()
        let before = loop.turnCount
        XCTAssertFalse(loop.runOnce(), "nothing referenced: no work remains")
        XCTAssertEqual(loop.turnCount, before + 1)

        let timer = try LoopActor.assumeIsolated {
            try loop.schedule(after: .seconds(60)) { XCTFail("fired early") }
        }
        XCTAssertTrue(loop.runOnce(), "a pending timer is work that remains")
        XCTAssertEqual(loop.turnCount, before + 2)
        LoopActor.assumeIsolated { timer.dispose() }
        XCTAssertNoThrow(try loop.close())
    }

    func testBlockingRunOnceWaitsForTheNextEventAndTurnsOnce() throws {
        let loop = try EventLoop()
        while loop.runOnce() {}  // consume stray wake-ups, so the timer is the next event
        let fired = LoopTally()
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .milliseconds(5)) { fired.increment() }
        }
        let before = loop.turnCount
        loop.runOnce(blocking: true)
        XCTAssertEqual(fired.count, 1, "UV_RUN_ONCE waits for the timer")
        XCTAssertEqual(loop.turnCount, before + 1)
        XCTAssertNoThrow(try loop.close())
    }

    func testTimerScheduledBetweenRunsNeverFiresEarly() throws {
        let loop = try EventLoop()
        loop.runOnce()  // caches the loop's time…
        let stale = ContinuousClock.now
        while ContinuousClock.now - stale < .milliseconds(30) {}  // …and lets it go stale (busy, not asleep)
        let scheduled = ContinuousClock.now
        let firedAt = LoopLocked<ContinuousClock.Instant?>(nil)
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .milliseconds(20)) { firedAt.set(ContinuousClock.now) }
        }
        XCTAssertTrue(try loop.run(until: { firedAt.value != nil }, timeout: .seconds(5)))
        let elapsed = try XCTUnwrap(firedAt.value) - scheduled
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(20), "the timer fired early")
        XCTAssertNoThrow(try loop.close())
    }

    func testRunUntilReportsTimeoutWhenConditionNeverHolds() throws {
        let loop = try EventLoop()
        let start = ContinuousClock.now
        XCTAssertFalse(try loop.run(until: { false }, timeout: .milliseconds(20)))
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(20))
        XCTAssertNoThrow(try loop.close())
    }

    // MARK: execute and wake-ups

    func testExecuteFromEightThreadsRunsEverythingOnTheLoopThreadInPerThreadOrder() throws {
        let threads = 8
        let perThread = 10_000
        let loop = try EventLoop()
        let log = ExecutionOrderLog(threads: threads)
        for thread in 0..<threads {
            Thread.detachNewThread {
                for sequence in 0..<perThread {
                    loop.execute {
                        log.record(thread: thread, sequence: sequence, onLoopThread: loop.isLoopThread)
                    }
                }
            }
        }
        XCTAssertTrue(try loop.run(until: { log.count == threads * perThread }, timeout: .seconds(60)))
        LoopActor.assumeIsolated {
            XCTAssertEqual(log.count, threads * perThread)
            XCTAssertEqual(log.outOfOrder, 0, "work from one thread ran out of order")
            XCTAssertEqual(log.offLoopThread, 0, "work ran off the loop thread")
        }
        XCTAssertGreaterThanOrEqual(loop.wakeUpCount, threads * perThread)
        XCTAssertLessThan(loop.asyncCallbackCount, threads * perThread, "wake-ups were not coalesced")
        print("coalescing: \(loop.wakeUpCount) wake-ups, \(loop.asyncCallbackCount) async callbacks")
        XCTAssertNoThrow(try loop.close())
    }

    func testWorkSentWhileAWakeUpIsPendingSendsNoSecondWakeUp() throws {
        let loop = try EventLoop()
        loop.runOnce()   // whatever the loop owed itself from earlier tests
        let ran = LockedValue(0)
        let sendsBefore = loop.asyncSendCount
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for _ in 0..<100 { loop.execute { ran.withLock { $0 += 1 } } }
            sent.signal()
        }
        sent.wait()
        XCTAssertEqual(loop.asyncSendCount - sendsBefore, 1, "one uv_async_send for the batch")
        XCTAssertTrue(try loop.run(until: { ran.withLock { $0 } == 100 }, timeout: .seconds(5)))
        Thread.detachNewThread {
            loop.execute { ran.withLock { $0 += 1 } }
            sent.signal()
        }
        sent.wait()
        XCTAssertEqual(loop.asyncSendCount - sendsBefore, 2, "after the drain, the next work sends again")
        XCTAssertTrue(try loop.run(until: { ran.withLock { $0 } == 101 }, timeout: .seconds(5)))
        XCTAssertNoThrow(try loop.close())
    }

    func testWorkSentByWorkRunsInTheSameWakeUp() throws {
        let loop = try EventLoop()
        loop.runOnce()
        let order = LockedValue<[Int]>([])
        loop.execute {
            order.withLock { $0.append(1) }
            loop.execute { order.withLock { $0.append(3) } }
        }
        loop.execute { order.withLock { $0.append(2) } }
        let callbacksBefore = loop.asyncCallbackCount
        loop.runOnce(blocking: true)
        XCTAssertEqual(order.withLock { $0 }, [1, 2, 3], "work sent by work runs in the same drain")
        XCTAssertEqual(loop.asyncCallbackCount - callbacksBefore, 1)
        XCTAssertNoThrow(try loop.close())
    }

    func testKeepsRunningWhenIdleWaitsForCrossThreadWork() throws {
        let loop = try EventLoop()
        loop.keepsRunningWhenIdle = true
        let watchdog = LoopWatchdog(loop) { loop.keepsRunningWhenIdle = false }
        let ran = LoopFlag()
        Thread.detachNewThread {
            loop.execute {
                ran.set()
                loop.stop()
            }
        }
        try loop.run()
        XCTAssertFalse(watchdog.fired)
        XCTAssertTrue(ran.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testKeepsRunningWhenIdleSetFromAnotherThreadLetsRunReturn() throws {
        let loop = try EventLoop()
        loop.keepsRunningWhenIdle = true
        let watchdog = LoopWatchdog(loop)
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .zero) {
                Thread.detachNewThread { loop.keepsRunningWhenIdle = false }
            }
        }
        try loop.run()  // returns without stop(): nothing is referenced any more
        XCTAssertFalse(watchdog.fired)
        XCTAssertFalse(loop.keepsRunningWhenIdle)
        XCTAssertNoThrow(try loop.close())
    }

    func testWorkSentBeforeRunRunsInTheFirstTurn() throws {
        let loop = try EventLoop()
        let ran = LoopFlag()
        loop.execute { ran.set() }
        XCTAssertFalse(ran.isSet, "execute() never runs work inline")
        XCTAssertTrue(loop.runOnce() || ran.isSet)
        XCTAssertTrue(ran.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    // MARK: close

    func testCloseReturnsZeroWithTimersSignalsAndTheMainQueuePollStillOpen() throws {
        let loop = try EventLoop()
        XCTAssertTrue(loop.watchesMainQueue, "tests run on the main thread")
        let (timer, subscription) = try LoopActor.assumeIsolated {
            (
                try loop.schedule(after: .milliseconds(1), repeating: .milliseconds(1)) {},
                try loop.onUnixSignal(.windowChange) {}
            )
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertTrue(timer.isActive)
            XCTAssertTrue(subscription.isActive)
        }
        XCTAssertEqual(loop.openHandleCount, 5, "async, prepare, main-queue poll, timer, signal")
        XCTAssertNoThrow(try loop.close(), "uv_loop_close did not return 0")
        XCTAssertNil(EventLoop.current)
        XCTAssertEqual(loop.openHandleCount, 0)
        XCTAssertFalse(loop.watchesMainQueue)
    }

    func testCreatingASecondLoopWhileOneIsOpenThrows() throws {
        let loop = try EventLoop()
        XCTAssertTrue(EventLoop.current === loop)
        XCTAssertThrowsError(try EventLoop()) { error in
            XCTAssertEqual(error as? EventLoopError, .anotherLoopIsOpen)
        }
        XCTAssertTrue(EventLoop.current === loop, "the failed init must not replace the open loop")
        XCTAssertNoThrow(try loop.close())
        let next = try EventLoop()
        XCTAssertTrue(EventLoop.current === next)
        XCTAssertNoThrow(try next.close())
    }

    func testClosingTwiceAndRunningAfterCloseThrowClosed() throws {
        let loop = try EventLoop()
        XCTAssertNoThrow(try loop.close())
        XCTAssertThrowsError(try loop.close()) { error in
            XCTAssertEqual(error as? EventLoopError, .closed)
        }
        XCTAssertThrowsError(try loop.run()) { error in
            XCTAssertEqual(error as? EventLoopError, .closed)
        }
        XCTAssertThrowsError(try loop.run(until: { true }, timeout: .seconds(1))) { error in
            XCTAssertEqual(error as? EventLoopError, .closed)
        }
    }

    func testCloseRunsQueuedWorkThenDropsLaterWork() throws {
        let loop = try EventLoop()
        let ran = LoopTally()
        loop.execute { ran.increment() }
        XCTAssertNoThrow(try loop.close())
        XCTAssertEqual(ran.count, 1, "close() runs work queued before it")
        loop.execute { ran.increment() }
        loop.stop()
        XCTAssertEqual(ran.count, 1)
        let next = try EventLoop()
        next.runOnce()
        XCTAssertEqual(ran.count, 1, "work sent to a closed loop is dropped, not moved")
        XCTAssertNoThrow(try next.close())
    }

    func testSchedulingWhileClosingThrowsClosed() throws {
        let loop = try EventLoop()
        let result = LoopLocked<EventLoopError?>(nil)
        loop.execute {
            do {
                try loop.schedule(after: .zero) {}
            } catch {
                result.set(error as? EventLoopError)
            }
        }
        XCTAssertNoThrow(try loop.close())
        XCTAssertEqual(result.value, .closed)
    }

    // MARK: isLoopThread

    func testIsLoopThreadIsTrueOnlyOnTheCreatingThread() throws {
        let loop = try EventLoop()
        XCTAssertTrue(loop.isLoopThread)
        XCTAssertFalse(onOtherThread { loop.isLoopThread })
        XCTAssertNoThrow(try loop.close())
    }

    // MARK: idle

    func testIdleLoopUsesNoCPU() throws {
        let loop = try EventLoop()
        XCTAssertTrue(loop.watchesMainQueue, "idle must hold with the main-queue poll open too")
        // Some work first, so every wake-up path (main queue, execute, jobs) must settle.
        let settled = LoopTally()
        DispatchQueue.main.async { settled.increment() }
        loop.execute { settled.increment() }
        Task { @LoopActor in settled.increment() }
        XCTAssertTrue(try loop.run(until: { settled.count == 3 }, timeout: .seconds(5)))
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .seconds(2)) { loop.stop() }
        }
        let turnsBefore = loop.turnCount
        let wallStart = ContinuousClock.now
        let cpuStart = threadCPUTime()
        try loop.run()
        let cpu = threadCPUTime() - cpuStart
        let wall = ContinuousClock.now - wallStart
        let percent = 100 * (cpu / wall)
        let turns = loop.turnCount - turnsBefore
        print("idle: \(cpu) CPU over \(wall) wall = \(percent)%, \(turns) turns")
        XCTAssertGreaterThanOrEqual(wall, .seconds(2))
        XCTAssertLessThan(percent, 1, "the idle loop used \(percent)% CPU")
        XCTAssertLessThanOrEqual(turns, 10, "the idle loop kept turning")
        XCTAssertNoThrow(try loop.close())
    }
}
