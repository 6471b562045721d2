import Glibc
import LoopComposerTesting
import XCTest

@testable import UVLoop

/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class LoopRegistrationTests: XCTestCase {
    func testDisposingThroughTheSharedTypeEndsTimersAndSubscriptionsAlike() throws {
        let loop = try EventLoop()
        let timerFirings = LoopTally()
        let disposedDeliveries = LoopTally()
        let keptDeliveries = LoopTally()
        let baseline = loop.openHandleCount
        let kept = try LoopActor.assumeIsolated {
            let registrations: [LoopRegistration] = [
                try loop.schedule(after: .zero, repeating: .milliseconds(1)) { timerFirings.increment() },
                try loop.onUnixSignal(.windowChange) { disposedDeliveries.increment() },
            ]
            for registration in registrations { registration.dispose() }
            for registration in registrations { XCTAssertFalse(registration.isActive) }
            return try loop.onUnixSignal(.windowChange) { keptDeliveries.increment() }
        }
        XCTAssertEqual(raise(SIGWINCH), 0)
        XCTAssertTrue(try loop.run(until: { keptDeliveries.count >= 1 }, timeout: .seconds(5)))
        loop.runOnce()
        XCTAssertEqual(timerFirings.count, 0)
        XCTAssertEqual(disposedDeliveries.count, 0)
        LoopActor.assumeIsolated { kept.dispose() }
        loop.runOnce()  // the close callbacks
        XCTAssertEqual(loop.openHandleCount, baseline, "disposed registrations close their handles")
        XCTAssertNoThrow(try loop.close())
    }

    func testDisposingAnEndedRegistrationDoesNothing() throws {
        let loop = try EventLoop()
        let fired = LoopTally()
        let timer = try LoopActor.assumeIsolated {
            try loop.schedule(after: .zero) { fired.increment() }
        }
        XCTAssertTrue(try loop.run(until: { fired.count == 1 }, timeout: .seconds(5)))
        LoopActor.assumeIsolated {
            XCTAssertFalse(timer.isActive, "a one-shot timer ends by itself when it fires")
            timer.dispose()
            timer.dispose()
            XCTAssertFalse(timer.isActive)
        }
        loop.runOnce()
        XCTAssertEqual(fired.count, 1)
        XCTAssertNoThrow(try loop.close())
    }
}
