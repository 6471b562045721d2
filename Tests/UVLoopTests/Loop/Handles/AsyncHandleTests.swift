import Foundation
import LoopTestSupport
import XCTest

@testable import UVLoop

/// The wake-up handle: coalesced sends, and sends from other threads racing its close.
final class AsyncHandleTests: XCTestCase {
    func testSendsBeforeATurnRunTheCallbackOnce() throws {
        let loop = try EventLoop()
        let calls = LoopTally()
        let async = try LoopActor.assumeIsolated {
            try AsyncHandle(loop: loop) { calls.increment() }
        }
        async.unref()
        async.send()
        async.send()
        onOtherThread { async.send() }
        loop.runOnce()
        XCTAssertEqual(calls.count, 1, "libuv coalesces the sends into one callback")
        async.close()
        XCTAssertNoThrow(try loop.close())
    }

    /// Threads keep sending while the loop closes the handle: closing waits for the sends
    /// inside `uv_async_send`, later ones do nothing, and libuv frees the handle only after.
    /// (Run under ThreadSanitizer and AddressSanitizer too: a send into freed memory
    /// would show there.)
    func testSendsRacingCloseNeverTouchTheClosedHandle() throws {
        let loop = try EventLoop()
        let async = try LoopActor.assumeIsolated {
            try AsyncHandle(loop: loop) {}
        }
        async.unref()
        let stop = LoopFlag()
        let started = LoopTally()
        let senders = DispatchGroup()
        for _ in 0..<4 {
            senders.enter()
            Thread.detachNewThread {
                started.increment()
                while !stop.isSet { async.send() }
                async.send()  // after close: refused
                senders.leave()
            }
        }
        XCTAssertTrue(try loop.run(until: { started.count == 4 }, timeout: .seconds(5)), "the senders started")
        async.close()
        XCTAssertFalse(async.isOpen)
        loop.runOnce()  // the close callback: the handle's memory is freed
        XCTAssertEqual(async.state, .closed)
        stop.set()
        senders.wait()
        XCTAssertNoThrow(try loop.close())
    }
}
