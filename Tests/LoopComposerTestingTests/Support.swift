import Bindings
import Dispatch
import Foundation
import LoopComposerTesting

/// A view model for the tests.
@LoopActor
final class CounterModel {
    @Observed var count = 0
}

/// Test bodies that must never end park here: the continuations are kept, so the
/// runtime does not report them as leaked, and never resumed.
enum Parking {
    private static let parked = LockedValue<[CheckedContinuation<Void, Never>]>([])

    /// Suspends forever.
    static func forever() async {
        await withCheckedContinuation { continuation in parked.withLock { $0.append(continuation) } }
    }
}

/// An `EventLoop` open on a thread of its own that nobody runs: the user's original
/// mistake, reproduced. ``close()`` closes it on that thread and waits for it (a join).
final class IdleLoopThread: Sendable {
    /// What the test and the loop's thread share.
    private final class Handshake: Sendable {
        let opened = DispatchSemaphore(value: 0)
        let closeRequested = DispatchSemaphore(value: 0)
        let closed = DispatchSemaphore(value: 0)
        let made = LockedValue<Result<EventLoop, any Error>?>(nil)
        let closeError = LockedValue<String?>(nil)
    }

    let loop: EventLoop
    private let handshake = Handshake()

    /// Opens the loop on a new thread and returns once it is open.
    init() throws {
        let handshake = handshake
        Thread.detachNewThread {
            do {
                let loop = try EventLoop()
                handshake.made.withLock { $0 = .success(loop) }
                handshake.opened.signal()
                handshake.closeRequested.wait()
                do { try loop.close() } catch { handshake.closeError.withLock { $0 = "\(error)" } }
            } catch {
                handshake.made.withLock { $0 = .failure(error) }
                handshake.opened.signal()
            }
            handshake.closed.signal()
        }
        handshake.opened.wait()
        loop = try handshake.made.withLock { $0! }.get()
    }

    /// Closes the loop on its thread, waits for that thread, and returns the close error.
    func close() -> String? {
        handshake.closeRequested.signal()
        handshake.closed.wait()
        return handshake.closeError.withLock { $0 }
    }
}
