import LoopTestSupport
import XCTest

@testable import UVLoop

/// The clock on a loop the test turns itself.
final class VirtualClockTests: XCTestCase {
    func testClosingTheLoopEndsEveryVirtualTimer() throws {
        let loop = try EventLoop()
        let (oneShot, repeating) = try LoopActor.assumeIsolated { () throws -> (LoopTimer, LoopTimer) in
            let clock = try loop.useVirtualClock()
            let timers = (
                try loop.schedule(after: .seconds(1)) { XCTFail("fired after the loop closed") },
                try loop.schedule(after: .seconds(1), repeating: .seconds(1)) { XCTFail("fired after the loop closed") })
            XCTAssertEqual(clock.scheduledCount, 2)
            return timers
        }
        try loop.close()
        // Read on the next loop: loop-isolated objects need an open loop's thread.
        let next = try EventLoop()
        LoopActor.assumeIsolated {
            XCTAssertFalse(oneShot.isActive)
            XCTAssertFalse(repeating.isActive)
            repeating.dispose()   // after the loop closed: does nothing
        }
        try next.close()
    }

    func testTimersDueNowFireInTheNextTurnWithoutAnAdvance() throws {
        let loop = try EventLoop()
        let fired = LoopLocked<[String]>([])
        try LoopActor.assumeIsolated {
            try loop.useVirtualClock()
            try loop.schedule(after: .zero) {
                fired.set(fired.value + ["first"])
                // Due now as well, but scheduled by a firing: the next turn.
                _ = try? loop.schedule(after: .zero) { fired.set(fired.value + ["second"]) }
            }
        }
        XCTAssertEqual(fired.value, [])
        loop.runOnce()
        XCTAssertEqual(fired.value, ["first"], "a timer scheduled by a firing waits for the next turn")
        XCTAssertTrue(try loop.run(until: { fired.value.count == 2 }, timeout: .seconds(5)))
        XCTAssertEqual(fired.value, ["first", "second"])
        try loop.close()
    }
}
