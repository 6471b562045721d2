import Bindings
import XCTest

@testable import LoopComposerTesting

/// The loop turns in which a task's continuations were resumed and in which it went on.
@LoopActor
private final class TurnRecord: Sendable {
    var resumedIn: [Int] = []
    var continuedIn: [Int] = []
    var done = false
    nonisolated init() {}
}

final class TaskPreferringTheLoopTests: XCTestCase {
    func testAContinuationResumedOnTheLoopResumesTheTaskInThatTurn() throws {
        let loop = try EventLoop()
        let turns = TurnRecord()
        _ = Task.preferringTheLoop {
            XCTAssertTrue(loop.isLoopThread)
            for _ in 0..<100 {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    loop.execute {
                        turns.resumedIn.append(loop.turnCount)
                        continuation.resume()
                    }
                }
                turns.continuedIn.append(loop.turnCount)
            }
            turns.done = true
        }
        XCTAssertTrue(try loop.run(until: { turns.done }, timeout: .seconds(10)))
        LoopActor.assumeIsolated {
            XCTAssertEqual(turns.continuedIn.count, 100)
            XCTAssertEqual(turns.continuedIn, turns.resumedIn, "the task went on in a later turn than its resumption")
        }
        XCTAssertNoThrow(try loop.close())
    }
}
