import XCTest

@testable import UVLoop

/// How often a timer fired.
@LoopActor
private final class Firings {
    var count = 0
    var timer: TimerHandle?
}

/// Timer handles: one-shot timers close when they fire unless reusable; stop() disarms.
final class TimerHandleTests: XCTestCase {
    func testOneShotTimerClosesWhenItFires() throws {
        let loop = try EventLoop()
        let firings = LoopActor.assumeIsolated { Firings() }
        try LoopActor.assumeIsolated {
            let timer = try TimerHandle(loop: loop)
            try timer.start(afterMilliseconds: 0, repeatingMilliseconds: 0) { firings.count += 1 }
            firings.timer = timer
        }
        XCTAssertTrue(try loop.run(until: { firings.count == 1 }, timeout: .seconds(5)))
        LoopActor.assumeIsolated { XCTAssertEqual(firings.timer?.isOpen, false) }
        XCTAssertNoThrow(try loop.close())
    }

    func testReusableTimerStaysOpenAndStartsAgain() throws {
        let loop = try EventLoop()
        let firings = LoopActor.assumeIsolated { Firings() }
        try LoopActor.assumeIsolated {
            let timer = try TimerHandle(loop: loop, isReusable: true)
            try timer.start(afterMilliseconds: 0, repeatingMilliseconds: 0) { firings.count += 1 }
            firings.timer = timer
        }
        XCTAssertTrue(try loop.run(until: { firings.count == 1 }, timeout: .seconds(5)))
        try LoopActor.assumeIsolated {
            let timer = try XCTUnwrap(firings.timer)
            XCTAssertTrue(timer.isOpen)
            XCTAssertFalse(timer.isActive)
            try timer.start(afterMilliseconds: 0, repeatingMilliseconds: 0) { firings.count += 1 }
        }
        XCTAssertTrue(try loop.run(until: { firings.count == 2 }, timeout: .seconds(5)))
        XCTAssertNoThrow(try loop.close())
    }

    func testStoppedTimerDoesNotFire() throws {
        let loop = try EventLoop()
        let firings = LoopActor.assumeIsolated { Firings() }
        try LoopActor.assumeIsolated {
            let timer = try TimerHandle(loop: loop, isReusable: true)
            try timer.start(afterMilliseconds: 0, repeatingMilliseconds: 0) { firings.count += 1 }
            timer.stop()
            XCTAssertFalse(timer.isActive)
        }
        loop.runOnce()
        loop.runOnce()
        LoopActor.assumeIsolated { XCTAssertEqual(firings.count, 0) }
        XCTAssertNoThrow(try loop.close())
    }
}
