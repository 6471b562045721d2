import Glibc
import LoopComposerTesting
import XCTest

@testable import UVLoop

/// Only SIGWINCH is raised here: its default action is to ignore it, so even a broken
/// subscription cannot end the test process (SIGINT and SIGTERM would).
/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class UnixSignalSubscriptionTests: XCTestCase {
    func testRaisedWindowChangeReachesTheAction() throws {
        let loop = try EventLoop()
        let received = LoopTally()
        let subscription = try LoopActor.assumeIsolated {
            try loop.onUnixSignal(.windowChange) { received.increment() }
        }
        XCTAssertEqual(raise(SIGWINCH), 0)
        XCTAssertTrue(try loop.run(until: { received.count >= 1 }, timeout: .seconds(5)))
        LoopActor.assumeIsolated {
            XCTAssertTrue(subscription.isActive)
            subscription.dispose()
            XCTAssertFalse(subscription.isActive)
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testDisposedSubscriptionNoLongerReceives() throws {
        let loop = try EventLoop()
        let disposed = LoopTally()
        let kept = LoopTally()
        try LoopActor.assumeIsolated {
            let subscription = try loop.onUnixSignal(.windowChange) { disposed.increment() }
            try loop.onUnixSignal(.windowChange) { kept.increment() }
            subscription.dispose()
        }
        XCTAssertEqual(raise(SIGWINCH), 0)
        XCTAssertTrue(try loop.run(until: { kept.count >= 1 }, timeout: .seconds(5)))
        loop.runOnce()
        XCTAssertEqual(disposed.count, 0)
        XCTAssertNoThrow(try loop.close())
    }

    func testActiveSubscriptionKeepsRunGoingUntilStopped() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        let received = LoopFlag()
        try LoopActor.assumeIsolated {
            try loop.onUnixSignal(.windowChange) {
                received.set()
                loop.stop()
            }
            try loop.schedule(after: .milliseconds(1)) { _ = raise(SIGWINCH) }
        }
        try loop.run()  // the timer is gone after firing; the subscription keeps it going
        XCTAssertFalse(watchdog.fired)
        XCTAssertTrue(received.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testSignalsThatCannotBeCaughtThrowEINVALAndLeaveNoHandle() throws {
        let loop = try EventLoop()
        let baseline = loop.openHandleCount
        for number in [SIGKILL, SIGSTOP, 0, 1_000] {
            XCTAssertThrowsError(
                try LoopActor.assumeIsolated {
                    try loop.onUnixSignal(UnixSignal(rawValue: number)) { XCTFail("delivered") }
                },
                "signal \(number)"
            ) { error in
                guard let error = error as? UVError else {
                    return XCTFail("expected a UVError, got \(error)")
                }
                XCTAssertEqual(error.name, "EINVAL")
                XCTAssertEqual(error.operation, "uv_signal_start")
            }
        }
        loop.runOnce()  // the failed handles' close callbacks
        XCTAssertEqual(loop.openHandleCount, baseline)
        XCTAssertNoThrow(try loop.close())
    }

    func testUnixSignalNumbersAndNames() {
        XCTAssertEqual(UnixSignal.interrupt.rawValue, SIGINT)
        XCTAssertEqual(UnixSignal.terminate.rawValue, SIGTERM)
        XCTAssertEqual(UnixSignal.windowChange.rawValue, SIGWINCH)
        XCTAssertEqual(UnixSignal(rawValue: SIGWINCH), .windowChange)
        XCTAssertEqual("\(UnixSignal.interrupt)", "SIGINT")
        XCTAssertEqual("\(UnixSignal.windowChange)", "SIGWINCH")
        XCTAssertEqual("\(UnixSignal(rawValue: 42))", "signal 42")
    }
}
