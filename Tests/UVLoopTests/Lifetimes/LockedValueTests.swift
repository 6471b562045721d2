import Foundation
import LoopTestSupport
import XCTest

@testable import UVLoop

final class LockedValueTests: XCTestCase {
    func testWithLockReturnsWhatTheBodyReturns() {
        let value = LockedValue(41)

        let previous = value.withLock { value in
            defer { value += 1 }
            return value
        }

        XCTAssertEqual(previous, 41)
        XCTAssertEqual(value.withLock { $0 }, 42)
    }

    func testWithLockRethrowsAndUnlocks() {
        struct Failure: Error {}
        let value = LockedValue(0)

        XCTAssertThrowsError(try value.withLock { _ in throw Failure() })

        XCTAssertTrue(Threads.finish(within: 10) { _ = value.withLock { $0 } }, "the throw left it locked")
    }

    func testIncrementsFromEightThreadsAreNeverLost() {
        let counter = LockedValue(0)

        Threads.run(8) { _ in
            for _ in 0..<1_000 {
                counter.withLock { value in
                    let read = value
                    sched_yield()  // invite another thread in: only the lock keeps it out
                    value = read + 1
                }
            }
        }

        XCTAssertEqual(counter.withLock { $0 }, 8_000)
    }
}
