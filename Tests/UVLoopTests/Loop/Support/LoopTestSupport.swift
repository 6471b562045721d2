import Dispatch
import Glibc
import Synchronization
import XCTest

@testable import UVLoop

/// A flag any thread may set and read.
final class LoopFlag: Sendable {
    private let value = Atomic(false)

    /// Whether ``set()`` was called.
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag.
    func set() { value.store(true, ordering: .releasing) }
}

/// A counter any thread may bump and read.
final class LoopTally: Sendable {
    private let value = Atomic(0)

    /// The current count.
    var count: Int { value.load(ordering: .acquiring) }

    /// Adds one.
    func increment() { value.add(1, ordering: .acquiringAndReleasing) }
}

/// A value any thread may read and replace.
final class LoopLocked<Value: Sendable>: Sendable {
    /// A pthread lock: ThreadSanitizer does not see `Synchronization.Mutex` on Linux.
    private let storage: LockedValue<Value>

    init(_ value: Value) { storage = LockedValue(value) }

    /// The current value.
    var value: Value { storage.withLock { $0 } }

    /// Replaces the value.
    func set(_ value: Value) { storage.withLock { $0 = value } }
}

/// CPU time used by the whole process so far (all threads).
func processCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// Runs `body` on a new thread and waits for it (a join, not a sleep).
func onOtherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = LoopLocked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        result.set(body())
        done.signal()
    }
    done.wait()
    return result.value!
}
