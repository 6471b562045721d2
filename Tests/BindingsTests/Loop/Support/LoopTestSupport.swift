import Dispatch
import Glibc
import Synchronization
import XCTest

@testable import Bindings

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

/// A timeout for tests that call `EventLoop.run()`: if the test is still running after
/// `seconds`, the action runs on a Dispatch thread (by default: stop the loop), so a broken
/// loop fails the test instead of hanging it. A timeout, not a sleep: nothing waits for it.
/// (`@unchecked`: Dispatch sources are thread-safe; the timer is only cancelled after init.)
final class LoopWatchdog: @unchecked Sendable {
    private let timer: any DispatchSourceTimer
    private let didFire = LoopFlag()

    /// Arms the watchdog.
    ///
    /// - Parameters:
    ///   - seconds: How long the test may take.
    ///   - action: What to do when time is up; stops `loop` unless given.
    init(_ loop: EventLoop, seconds: Int = 10, action: (@Sendable () -> Void)? = nil) {
        let didFire = didFire
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .seconds(seconds))
        timer.setEventHandler {
            didFire.set()
            if let action { action() } else { loop.stop() }
        }
        timer.resume()
    }

    /// Whether time ran out; disarms the watchdog.
    var fired: Bool {
        timer.cancel()
        return didFire.isSet
    }

    deinit { timer.cancel() }
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
