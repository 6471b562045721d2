import LoopComposerTesting
import XCTest

@testable import UVLoop

final class EventLoopVirtualClockTests: XCTestCase {
    func testNowFollowsTheVirtualTimeExactly() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            let start = loop.eventLoop.now
            XCTAssertEqual(loop.eventLoop.now, start, "virtual time stands still while nothing advances it")
            try await loop.advanceTime(by: .milliseconds(1_250))
            XCTAssertEqual(loop.eventLoop.now - start, .milliseconds(1_250))
            var seenByTimer: ContinuousClock.Instant?
            try loop.eventLoop.schedule(after: .seconds(2)) { seenByTimer = loop.eventLoop.now }
            try await loop.advanceTime(by: .seconds(5))
            XCTAssertEqual(seenByTimer.map { $0 - start }, .milliseconds(3_250), "a firing sees its own due time")
        }
    }

    func testNowIsTheSystemClockOnTheRealClock() async throws {
        try await withTestLoop { loop in
            let before = ContinuousClock.now
            let now = loop.eventLoop.now
            XCTAssertGreaterThanOrEqual(now, before)
            XCTAssertLessThanOrEqual(now, ContinuousClock.now)
            XCTAssertNil(loop.eventLoop.virtualClock)
        }
    }
}
