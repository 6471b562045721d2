import Dispatch
import Foundation
import LoopComposerTesting
import LoopTestSupport
import XCTest

@testable import UVLoop

/// The loop on the main thread runs `DispatchQueue.main` and `@MainActor` work
/// (EventLoop+MainQueue).
/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class EventLoopMainQueueTests: XCTestCase {
    func testDispatchMainAsyncBlockRunsWhileRunBlocksTheMainThread() throws {
        let loop = try EventLoop()
        loop.keepsRunningWhenIdle = true
        let watchdog = LoopWatchdog(loop) { loop.keepsRunningWhenIdle = false }
        let ran = LoopFlag()
        DispatchQueue.main.async {
            ran.set()
            loop.stop()
        }
        try loop.run()
        XCTAssertFalse(watchdog.fired, "the main-queue block did not run inside run()")
        XCTAssertTrue(ran.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testMainActorTaskResumesAfterSleepAndStopsTheLoop() throws {
        let loop = try EventLoop()
        loop.keepsRunningWhenIdle = true
        let watchdog = LoopWatchdog(loop) { loop.keepsRunningWhenIdle = false }
        let resumedOnMainThread = LoopLocked<Bool?>(nil)
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(10))
            resumedOnMainThread.set(loop.isLoopThread)
            loop.stop()
        }
        try loop.run()
        XCTAssertFalse(watchdog.fired, "the @MainActor task did not resume inside run()")
        XCTAssertEqual(resumedOnMainThread.value, true)
        XCTAssertNoThrow(try loop.close())
    }

    func testManyMainQueueBlocksAllRunInOrder() throws {
        let loop = try EventLoop()
        let order = LoopLocked<[Int]>([])
        for index in 0..<1_000 {
            DispatchQueue.main.async { order.set(order.value + [index]) }
        }
        XCTAssertTrue(try loop.run(until: { order.value.count == 1_000 }, timeout: .seconds(10)))
        XCTAssertEqual(order.value, Array(0..<1_000))
        XCTAssertNoThrow(try loop.close())
    }

    func testMainQueueWorkAloneDoesNotKeepRunGoing() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        try loop.run()  // the poll handle is unreferenced
        XCTAssertFalse(watchdog.fired)
        XCTAssertNoThrow(try loop.close())
    }

    func testLoopOffTheMainThreadDoesNotWatchTheMainQueue() throws {
        let (watched, closed) = onOtherThread { () -> (Bool, Bool) in
            do {
                let loop = try EventLoop()
                let watched = loop.watchesMainQueue
                loop.runOnce()
                try loop.close()
                return (watched, true)
            } catch {
                return (true, false)
            }
        }
        XCTAssertFalse(watched)
        XCTAssertTrue(closed)
    }
}
