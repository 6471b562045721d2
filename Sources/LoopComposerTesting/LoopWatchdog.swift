import Bindings
import Dispatch
import Synchronization

/// A timeout for a test that runs an `EventLoop` itself (`loop.run()`): if the test is
/// still running after `timeout`, the action runs on a Dispatch thread (by default it
/// stops the loop), so a loop that never stops fails the test instead of hanging it.
///
/// ```swift
/// let loop = try EventLoop()
/// let watchdog = LoopWatchdog(loop)
/// try loop.run()
/// XCTAssertFalse(watchdog.fired, "the loop did not stop by itself")
/// try loop.close()
/// ```
///
/// A timeout, not a sleep: nothing waits for it. `withTestLoop` does this for you; the
/// watchdog is for tests of code that runs the loop on the test's own thread.
///
/// Threading: any thread. (`@unchecked`: Dispatch sources are thread-safe, and the timer
/// is only cancelled after `init`.)
public final class LoopWatchdog: @unchecked Sendable {
    /// Set by the timer's handler, read by the test.
    private final class Flag: Sendable {
        let isSet = Atomic(false)
    }

    private let timer: any DispatchSourceTimer
    private let didFire = Flag()

    /// Arms the watchdog.
    ///
    /// - Parameters:
    ///   - loop: The loop to stop when time is up, unless `action` is given.
    ///   - timeout: How long the test may take; ten seconds by default.
    ///   - action: What to do when time is up, on a Dispatch thread; `loop.stop()` unless
    ///     given.
    public init(_ loop: EventLoop, timeout: Duration = .seconds(10), action: (@Sendable () -> Void)? = nil) {
        timer = DispatchSource.makeTimerSource(queue: TimeoutQueue.shared)
        timer.schedule(deadline: .now() + timeout.dispatchInterval)
        let didFire = didFire
        timer.setEventHandler {
            didFire.isSet.store(true, ordering: .releasing)
            if let action { action() } else { loop.stop() }
        }
        timer.resume()
    }

    /// Whether time ran out; disarms the watchdog.
    public var fired: Bool {
        timer.cancel()
        return didFire.isSet.load(ordering: .acquiring)
    }

    deinit { timer.cancel() }
}
