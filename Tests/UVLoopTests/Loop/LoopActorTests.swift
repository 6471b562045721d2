import Dispatch
import XCTest

@testable import UVLoop

/// Loop-isolated work for the hop tests.
@LoopActor
private enum LoopWork {
    static var calls = 0

    /// Doubles `value` on the loop, trapping if the loop thread is not the caller's.
    static func double(_ value: Int) -> Int {
        precondition(EventLoop.current?.isLoopThread == true)
        calls += 1
        return value * 2
    }
}

@MainActor
private final class HopResult {
    var total = 0
    var offMainThread = 0
    var done = false
}

/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class LoopActorTests: XCTestCase {
    func testAwaitHopsBetweenMainActorAndLoopActorWhileTheLoopRunsOnTheMainThread() throws {
        let loop = try EventLoop()
        let result = HopResult()
        let callsBefore = LoopActor.assumeIsolated { LoopWork.calls }
        Task { @MainActor in
            for value in 1...100 {
                result.total += await LoopWork.double(value)
                if !loop.isLoopThread { result.offMainThread += 1 }  // back on the main thread
            }
            result.done = true
        }
        XCTAssertTrue(
            try loop.run(until: { MainActor.assumeIsolated { result.done } }, timeout: .seconds(10)))
        MainActor.assumeIsolated {
            XCTAssertEqual(result.total, 2 * (1...100).reduce(0, +))
            XCTAssertEqual(result.offMainThread, 0)
        }
        XCTAssertEqual(LoopActor.assumeIsolated { LoopWork.calls } - callsBefore, 100)
        XCTAssertNoThrow(try loop.close())
    }

    func testLoopActorTaskAwaitsMainActorAndComesBack() throws {
        let loop = try EventLoop()
        let hops = LoopTally()
        let done = LoopFlag()
        Task { @LoopActor in
            for _ in 0..<50 {
                await MainActor.run { hops.increment() }
                LoopActor.shared.preconditionIsolated()
            }
            done.set()
        }
        XCTAssertTrue(try loop.run(until: { done.isSet }, timeout: .seconds(10)))
        XCTAssertEqual(hops.count, 50)
        XCTAssertNoThrow(try loop.close())
    }

    func testAssumeIsolatedReturnsAndRethrows() throws {
        struct Failure: Error {}
        let loop = try EventLoop()
        XCTAssertEqual(LoopActor.assumeIsolated { 42 }, 42)
        XCTAssertThrowsError(try LoopActor.assumeIsolated { throw Failure() }) { error in
            XCTAssertTrue(error is Failure)
        }
        XCTAssertNoThrow(try loop.close())
    }
}
