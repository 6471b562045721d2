import Foundation
import LoopTestSupport
import XCTest

@testable import UVLoop

/// Jobs that each enqueue the next one from the loop thread, inside the wake-up callback.
@LoopActor
private enum JobChain {
    static func link(_ remaining: Int, links: LoopTally, done: LoopFlag) {
        links.increment()
        guard remaining > 0 else { return done.set() }
        Task { @LoopActor in link(remaining - 1, links: links, done: done) }
    }
}

/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class LoopExecutorTests: XCTestCase {
    func testIsOpenNamesTheAttachedLoopUntilItCloses() throws {
        let loop = try EventLoop()
        XCTAssertTrue(LoopExecutor.shared.isOpen(loop))
        try loop.close()
        XCTAssertFalse(LoopExecutor.shared.isOpen(loop))
        let next = try EventLoop()
        XCTAssertFalse(LoopExecutor.shared.isOpen(loop), "a closed loop stays closed")
        XCTAssertTrue(LoopExecutor.shared.isOpen(next))
        try next.close()
    }

    func testTaskOnLoopActorRunsOnTheLoopThreadDuringRunOnce() throws {
        let loop = try EventLoop()
        let ranOnLoopThread = LoopLocked<Bool?>(nil)
        Task { @LoopActor in ranOnLoopThread.set(loop.isLoopThread) }
        XCTAssertTrue(try loop.run(until: { ranOnLoopThread.value != nil }, timeout: .seconds(5)))
        XCTAssertEqual(ranOnLoopThread.value, true)
        XCTAssertNoThrow(try loop.close())
    }

    func testATaskThatPrefersTheExecutorRunsItsNonisolatedCodeOnTheLoopThread() throws {
        let loop = try EventLoop()
        let ranOnLoopThread = LoopLocked<Bool?>(nil)
        // Not isolated to the loop actor: without the preference this runs on the global executor.
        Task(executorPreference: LoopExecutor.shared) { @Sendable () async in
            ranOnLoopThread.set(loop.isLoopThread)
        }
        XCTAssertTrue(try loop.run(until: { ranOnLoopThread.value != nil }, timeout: .seconds(5)))
        XCTAssertEqual(ranOnLoopThread.value, true)
        XCTAssertNoThrow(try loop.close())
    }

    func testADrainedJobQueueKeepsItsStorageForTheNextWakeUp() throws {
        let loop = try EventLoop()
        // The queue and the loop's buffer trade storage at each drain: from the second drain
        // on, the queue holds storage again, so the next wake-up's first job allocates none.
        for round in 1...3 {
            let ran = LoopFlag()
            Task { @LoopActor in ran.set() }
            Task { @LoopActor in }
            XCTAssertTrue(try loop.run(until: { ran.isSet }, timeout: .seconds(5)), "round \(round)")
        }
        XCTAssertGreaterThanOrEqual(LoopExecutor.shared.queuedJobsCapacity, 2)
        XCTAssertNoThrow(try loop.close())
    }

    func testJobQueuedBeforeRunOnceRunsInThatTurn() throws {
        let loop = try EventLoop()
        let ran = LoopFlag()
        Task { @LoopActor in ran.set() }
        loop.runOnce()
        XCTAssertTrue(ran.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testJobQueuedWhileNoLoopIsOpenRunsOnTheNextLoop() throws {
        XCTAssertNil(EventLoop.current)
        let ranOnLoopThread = LoopLocked<Bool?>(nil)
        Task { @LoopActor in ranOnLoopThread.set(EventLoop.current?.isLoopThread) }
        let loop = try EventLoop()
        XCTAssertTrue(try loop.run(until: { ranOnLoopThread.value != nil }, timeout: .seconds(5)))
        XCTAssertEqual(ranOnLoopThread.value, true)
        XCTAssertNoThrow(try loop.close())
    }

    func testCloseRunsQueuedJobs() throws {
        let loop = try EventLoop()
        let ran = LoopFlag()
        Task { @LoopActor in ran.set() }
        XCTAssertNoThrow(try loop.close())
        XCTAssertTrue(ran.isSet)
    }

    func testIsolationHoldsOnTheOpenLoopsThreadOnly() throws {
        let executor = LoopExecutor.shared
        XCTAssertEqual(executor.isIsolatingCurrentContext(), false, "no loop open")
        let loop = try EventLoop()
        XCTAssertEqual(executor.isIsolatingCurrentContext(), true)
        executor.checkIsolated()
        LoopActor.shared.preconditionIsolated()
        XCTAssertEqual(onOtherThread { executor.isIsolatingCurrentContext() }, false)
        XCTAssertNoThrow(try loop.close())
        XCTAssertEqual(executor.isIsolatingCurrentContext(), false, "loop closed")
    }

    func testAssumeIsolatedWorksInsideLibuvCallbacks() throws {
        let loop = try EventLoop()
        let checked = LoopTally()
        try LoopActor.assumeIsolated {
            try loop.schedule(after: .zero) {
                // Timer callback: the runtime's own check goes through isIsolatingCurrentContext.
                LoopActor.shared.preconditionIsolated()
                LoopActor.assumeIsolated { checked.increment() }
            }
        }
        loop.execute {
            LoopActor.shared.preconditionIsolated()
            checked.increment()
        }
        XCTAssertTrue(try loop.run(until: { checked.count == 2 }, timeout: .seconds(5)))
        XCTAssertNoThrow(try loop.close())
    }

    func testJobsThatKeepEnqueuingJobsDoNotStarveTheLoop() throws {
        let loop = try EventLoop()
        let links = LoopTally()
        let done = LoopFlag()
        Task { @LoopActor in JobChain.link(1_000, links: links, done: done) }
        let before = loop.turnCount
        loop.runOnce()
        XCTAssertGreaterThan(links.count, 0)
        XCTAssertLessThan(links.count, 1_001, "one wake-up callback ran the whole chain")
        XCTAssertTrue(try loop.run(until: { done.isSet }, timeout: .seconds(10)))
        XCTAssertGreaterThan(loop.turnCount - before, 2, "the chain spread over turns")
        XCTAssertNoThrow(try loop.close())
    }
}
