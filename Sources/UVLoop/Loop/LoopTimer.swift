internal import CLibUV

/// A timer scheduled on an ``EventLoop`` with ``EventLoop/schedule(after:repeating:_:)``.
///
/// A one-shot timer fires once and is then inactive; a repeating one fires until
/// ``LoopRegistration/dispose()`` or until the loop closes. Releasing a `LoopTimer` does
/// not dispose of it: the loop keeps a scheduled timer alive, so fire-and-forget timers
/// work.
///
/// ```swift
/// let blink = try loop.schedule(after: .zero, repeating: .milliseconds(500)) {
///     cursor.isVisible.toggle()
/// }
/// // later, on the loop:
/// blink.dispose()
/// ```
///
/// Thread rule: loop-isolated, as every ``LoopRegistration``; the action runs on the loop
/// thread inside `uv_run`. A disposed timer never runs its action again, even if it was
/// already due in the current iteration. The same holds on a test loop's virtual clock,
/// where the timer fires as the test advances the time.
public final class LoopTimer: LoopRegistration {}

extension EventLoop {
    /// Runs `action` on the loop after `delay`, and then every `interval` if one is given.
    ///
    /// Times are rounded up to whole milliseconds (libuv's resolution), so a timer never
    /// fires early; a negative delay counts as zero (the next iteration). A due timer keeps
    /// ``run()`` going.
    ///
    /// On a test loop with a virtual clock (`withTestLoop(clock: .virtual)`), the timer
    /// goes on that clock instead and fires when the test advances the time to its due
    /// time (exact durations, no rounding; a delay that is not positive still fires in the
    /// next iteration), with the same contract: ``LoopRegistration/dispose()`` ends it for
    /// good, and fire-and-forget timers work.
    ///
    /// ```swift
    /// try loop.schedule(after: .seconds(2)) { loop.stop() }
    /// let tick = try loop.schedule(after: .zero, repeating: .seconds(1)) { print("tick") }
    /// ```
    /// - Parameters:
    ///   - delay: How long from now until the first firing.
    ///   - interval: The time between firings, or `nil` for a one-shot timer.
    ///   - action: Runs on the loop thread at each firing.
    /// - Returns: The timer, to dispose of it or ask whether it is active.
    /// - Throws: ``EventLoopError/closed`` once the loop closed or is closing; ``UVError``
    ///   from `uv_timer_init`/`uv_timer_start`, and `EINVAL` for an `interval` that is not
    ///   positive (libuv would treat 0 as "do not repeat").
    @LoopActor
    @discardableResult
    public func schedule(
        after delay: Duration,
        repeating interval: Duration? = nil,
        _ action: @escaping @LoopActor () -> Void
    ) throws -> LoopTimer {
        try checkAcceptsHandles()
        var repeatMilliseconds: UInt64 = 0
        if let interval {
            guard interval > .zero else {
                throw UVError(code: UV_EINVAL.rawValue, operation: "uv_timer_start")
            }
            repeatMilliseconds = interval.loopMilliseconds
        }
        // The one branch between the clocks; the system clock's firing path is libuv's alone.
        if let virtualClock {
            return LoopTimer(virtualClock.schedule(after: delay, repeating: interval, action))
        }
        let handle = try TimerHandle(loop: self)
        do {
            try handle.start(
                afterMilliseconds: delay.loopMilliseconds,
                repeatingMilliseconds: repeatMilliseconds,
                action)
        } catch {
            handle.close()
            throw error
        }
        return LoopTimer(handle)
    }
}
