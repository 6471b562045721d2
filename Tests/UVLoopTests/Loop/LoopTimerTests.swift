import LoopComposerTesting
import LoopTestSupport
import XCTest

@testable import UVLoop

/// Holds a timer so that the timer's own action can dispose of it.
@LoopActor
private final class TimerSlot {
    var timer: LoopTimer?
    var firings = 0
    nonisolated init() {}
}

/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class LoopTimerTests: XCTestCase {
    func testOneShotTimerFiresOnceThenIsInactive() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        let fired = LoopTally()
        let handlesBefore = loop.openHandleCount
        let timer = try LoopActor.assumeIsolated {
            try loop.schedule(after: .milliseconds(2)) { fired.increment() }
        }
        LoopActor.assumeIsolated { XCTAssertTrue(timer.isActive) }
        try loop.run()
        XCTAssertFalse(watchdog.fired)
        XCTAssertEqual(fired.count, 1)
        LoopActor.assumeIsolated { XCTAssertFalse(timer.isActive) }
        loop.runOnce()  // more turns: still once
        XCTAssertEqual(fired.count, 1)
        XCTAssertEqual(loop.openHandleCount, handlesBefore, "a fired one-shot timer closes its handle")
        XCTAssertNoThrow(try loop.close())
    }

    func testRepeatingTimerFiresNTimesThenDisposeStopsIt() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        let slot = TimerSlot()
        try LoopActor.assumeIsolated {
            slot.timer = try loop.schedule(after: .milliseconds(1), repeating: .milliseconds(1)) {
                slot.firings += 1
                if slot.firings == 5 { slot.timer?.dispose() }
            }
        }
        try loop.run()  // returns once the disposed timer no longer keeps the loop alive
        XCTAssertFalse(watchdog.fired, "the repeating timer was not stopped by dispose()")
        LoopActor.assumeIsolated {
            XCTAssertEqual(slot.firings, 5)
            XCTAssertEqual(slot.timer?.isActive, false)
            slot.timer = nil
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testDisposedTimerNeverFires() throws {
        let loop = try EventLoop()
        let fired = LoopFlag()
        let later = LoopFlag()
        try LoopActor.assumeIsolated {
            let timer = try loop.schedule(after: .zero) { fired.set() }
            timer.dispose()
            XCTAssertFalse(timer.isActive)
            timer.dispose()  // twice: no effect
            try loop.schedule(after: .milliseconds(10)) { later.set() }
        }
        XCTAssertTrue(try loop.run(until: { later.isSet }, timeout: .seconds(5)))
        XCTAssertFalse(fired.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testTimerDisposedByAnotherTimerDueInTheSameTurnDoesNotFire() throws {
        let loop = try EventLoop()
        let slot = TimerSlot()
        let victimFired = LoopFlag()
        try LoopActor.assumeIsolated {
            // Both due at the same loop time; libuv runs them in start order.
            try loop.schedule(after: .milliseconds(5)) { slot.timer?.dispose() }
            slot.timer = try loop.schedule(after: .milliseconds(5)) { victimFired.set() }
        }
        let watchdog = LoopWatchdog(loop)
        try loop.run()
        XCTAssertFalse(watchdog.fired)
        XCTAssertFalse(victimFired.isSet)
        LoopActor.assumeIsolated { slot.timer = nil }
        XCTAssertNoThrow(try loop.close())
    }

    func testTimersFireInDeadlineOrder() throws {
        let loop = try EventLoop()
        let order = LoopLocked<[Int]>([])
        try LoopActor.assumeIsolated {
            for delay in [30, 10, 20] {
                try loop.schedule(after: .milliseconds(delay)) { order.set(order.value + [delay]) }
            }
        }
        XCTAssertTrue(try loop.run(until: { order.value.count == 3 }, timeout: .seconds(5)))
        XCTAssertEqual(order.value, [10, 20, 30])
        XCTAssertNoThrow(try loop.close())
    }

    func testNonPositiveRepeatIntervalThrowsEINVAL() throws {
        let loop = try EventLoop()
        for interval: Duration in [.zero, .milliseconds(-5)] {
            XCTAssertThrowsError(
                try LoopActor.assumeIsolated { try loop.schedule(after: .zero, repeating: interval) {} }
            ) { error in
                guard let error = error as? UVError else {
                    return XCTFail("expected a UVError, got \(error)")
                }
                XCTAssertEqual(error.name, "EINVAL")
                XCTAssertEqual(error.operation, "uv_timer_start")
            }
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testFireAndForgetTimerOutlivesItsLoopTimerObject() throws {
        let loop = try EventLoop()
        let fired = LoopFlag()
        try LoopActor.assumeIsolated {
            _ = try loop.schedule(after: .milliseconds(1)) { fired.set() }
        }
        XCTAssertTrue(try loop.run(until: { fired.isSet }, timeout: .seconds(5)))
        XCTAssertNoThrow(try loop.close())
    }

    func testDurationsBecomeWholeMillisecondsRoundedUp() {
        XCTAssertEqual(Duration.zero.loopMilliseconds, 0)
        XCTAssertEqual(Duration.seconds(-1).loopMilliseconds, 0)
        XCTAssertEqual(Duration.nanoseconds(1).loopMilliseconds, 1)
        XCTAssertEqual(Duration.milliseconds(1).loopMilliseconds, 1)
        XCTAssertEqual(Duration.microseconds(1_001).loopMilliseconds, 2)
        XCTAssertEqual(Duration.seconds(3).loopMilliseconds, 3_000)
        XCTAssertEqual(Duration.seconds(Int64.max).loopMilliseconds, UInt64.max)
    }
}

/// The same contract on a test loop's virtual clock: the timers fire as the test advances
/// the time, never by waiting.
final class LoopTimerVirtualClockTests: XCTestCase {
    func testOneShotTimerFiresOnceThenIsInactive() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var fired = 0
            let timer = try loop.eventLoop.schedule(after: .milliseconds(2)) { fired += 1 }
            XCTAssertTrue(timer.isActive)
            try await loop.advanceTime(by: .milliseconds(1))
            XCTAssertEqual(fired, 0, "not early")
            try await loop.advanceTime(by: .milliseconds(1))
            XCTAssertEqual(fired, 1)
            XCTAssertFalse(timer.isActive)
            try await loop.advanceTime(by: .seconds(1))
            XCTAssertEqual(fired, 1, "more time: still once")
        }
    }

    func testRepeatingTimerFiresNTimesThenDisposeStopsIt() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            let slot = TimerSlot()
            slot.timer = try loop.eventLoop.schedule(after: .milliseconds(1), repeating: .milliseconds(1)) {
                slot.firings += 1
                if slot.firings == 5 { slot.timer?.dispose() }
            }
            try await loop.advanceTime(by: .milliseconds(20))
            XCTAssertEqual(slot.firings, 5)
            XCTAssertEqual(slot.timer?.isActive, false)
            slot.timer = nil
        }
    }

    func testDisposedTimerNeverFires() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var fired = false
            var later = false
            let timer = try loop.eventLoop.schedule(after: .zero) { fired = true }
            timer.dispose()
            XCTAssertFalse(timer.isActive)
            timer.dispose()  // twice: no effect
            try loop.eventLoop.schedule(after: .milliseconds(10)) { later = true }
            try await loop.advanceTime(by: .milliseconds(10))
            XCTAssertTrue(later)
            XCTAssertFalse(fired)
        }
    }

    func testTimerDisposedByAnotherTimerDueInTheSameTurnDoesNotFire() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            let slot = TimerSlot()
            var victimFired = false
            try loop.eventLoop.schedule(after: .milliseconds(5)) { slot.timer?.dispose() }
            slot.timer = try loop.eventLoop.schedule(after: .milliseconds(5)) { victimFired = true }
            try await loop.advanceTime(by: .milliseconds(5))
            XCTAssertFalse(victimFired)
            XCTAssertEqual(slot.timer?.isActive, false)
            slot.timer = nil
        }
    }

    func testTimersFireInDeadlineOrderThenInSchedulingOrder() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var order: [String] = []
            for (delay, name) in [(30, "c"), (10, "a"), (20, "b1"), (20, "b2")] {
                try loop.eventLoop.schedule(after: .milliseconds(delay)) { order.append(name) }
            }
            try await loop.advanceTime(by: .milliseconds(30))
            XCTAssertEqual(order, ["a", "b1", "b2", "c"])
        }
    }

    func testNegativeDelayFiresInTheNextTurnWithoutAdvancing() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var fired = false
            // No advance: only the loop's next turn fires it (else withTestLoop times out).
            await withCheckedContinuation { (firing: CheckedContinuation<Void, Never>) in
                _ = try? loop.eventLoop.schedule(after: .milliseconds(-5)) {
                    fired = true
                    firing.resume()
                }
                XCTAssertFalse(fired, "not synchronously")
            }
            XCTAssertTrue(fired)
            XCTAssertEqual(loop.virtualTime, .zero)
        }
    }

    func testNonPositiveRepeatIntervalThrowsEINVAL() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            for interval: Duration in [.zero, .milliseconds(-5)] {
                XCTAssertThrowsError(try loop.eventLoop.schedule(after: .zero, repeating: interval) {}) { error in
                    XCTAssertEqual((error as? UVError)?.name, "EINVAL")
                    XCTAssertEqual((error as? UVError)?.operation, "uv_timer_start")
                }
            }
        }
    }

    func testFireAndForgetTimerOutlivesItsLoopTimerObject() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var fired = false
            _ = try loop.eventLoop.schedule(after: .milliseconds(1)) { fired = true }
            try await loop.advanceTime(by: .milliseconds(1))
            XCTAssertTrue(fired)
        }
    }
}
