#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, guarded by a `pthread_mutex_t`.
///
/// ```swift
/// let hits = LockedValue(0)
/// hits.withLock { $0 += 1 }           // from any thread
/// let now = hits.withLock { $0 }
/// ```
///
/// Why not `Synchronization.Mutex`: on Linux (Swift 6.3) its futex-based lock
/// is invisible to ThreadSanitizer, which then reports every access made under
/// it as a race. ThreadSanitizer intercepts pthread mutexes, so code that locks
/// with this type can be checked with `swift test --sanitize=thread`.
///
/// `package`: LoopComposerTesting and the tests lock with it too, for the same reason.
///
/// Threading: thread-safe. Not recursive: calling ``withLock(_:)`` on the same
/// value inside its body deadlocks, so keep bodies short and never call out to
/// unknown code (an action, an observer) while holding the lock.
package final class LockedValue<Value> {
    /// Heap-allocated: a pthread mutex must not move while in use.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Unchecked exclusivity: the mutex already makes every access exclusive (a nested
    // withLock deadlocks before it could overlap), and the run-time check is paid twice per
    // woken turn (listed, with the figure, in Documentation/UnsafeInventory.md).
    @exclusivity(unchecked) private var value: Value

    /// A lock guarding `value`.
    ///
    /// - Parameter value: The initial value.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// ```swift
    /// let previous = counter.withLock { value in
    ///     defer { value += 1 }
    ///     return value
    /// }
    /// ```
    /// - Parameter body: Reads or changes the value; must not call
    ///   ``withLock(_:)`` on this lock.
    /// - Returns: What `body` returns.
    /// - Complexity: O(1) plus `body`, and any wait for other threads.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension LockedValue: @unchecked Sendable where Value: Sendable {}
