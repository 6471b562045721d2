import Bindings

/// Lets one `withTestLoop` call at a time own the process's `EventLoop` (only one loop may
/// be open), in the order they asked: tests that run in parallel (Swift Testing) wait
/// their turn instead of failing with `anotherLoopIsOpen`.
///
/// ```swift
/// await TestLoopQueue.shared.acquire()
/// defer { TestLoopQueue.shared.release() }
/// ```
///
/// A holder releases its turn when its `withTestLoop` returns, which is bounded by its
/// timeout (and a grace period when its loop thread is blocked), so a wait here is bounded
/// too. Threading: any thread.
final class TestLoopQueue: Sendable {
    /// The queue of the process.
    static let shared = TestLoopQueue()

    private struct State {
        var isHeld = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockedValue(State())

    /// Waits until no other caller holds the queue, then holds it.
    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let acquired = state.withLock { state in
                if state.isHeld {
                    state.waiting.append(continuation)
                    return false
                }
                state.isHeld = true
                return true
            }
            if acquired { continuation.resume() }
        }
    }

    /// How many callers wait for their turn. Any thread.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Hands the queue to the next waiter, or frees it.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiting.isEmpty {
                state.isHeld = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
