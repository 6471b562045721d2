import Dispatch
import Foundation
import Glibc
import UVLoop

// What the loop's and the bindings' tests share for their cross-thread and CPU-time
// checks: a locked value, a thread joined (not slept on), the process's CPU time.

/// A value any thread may read and replace.
public final class LoopLocked<Value: Sendable>: Sendable {
    /// A pthread lock: ThreadSanitizer does not see `Synchronization.Mutex` on Linux.
    private let storage: LockedValue<Value>

    public init(_ value: Value) { storage = LockedValue(value) }

    /// The current value.
    public var value: Value { storage.withLock { $0 } }

    /// Replaces the value.
    public func set(_ value: Value) { storage.withLock { $0 = value } }
}

/// CPU time used by the calling thread so far: the loop's, when the loop runs on it. Not
/// the process's: the other threads (ThreadSanitizer's background thread, earlier tests'
/// idle pools) are not the loop, and made an idle loop look busy under TSan (1.1%).
public func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// Runs `body` on a new thread and waits for it (a join, not a sleep).
public func onOtherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = LoopLocked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        result.set(body())
        done.signal()
    }
    done.wait()
    return result.value!
}
