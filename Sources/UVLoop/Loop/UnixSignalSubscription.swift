/// A running subscription to a Unix signal, made with ``EventLoop/onUnixSignal(_:_:)``.
///
/// It lasts until ``LoopRegistration/dispose()`` or until the loop closes; releasing it
/// does not end it.
///
/// ```swift
/// let resize = try loop.onUnixSignal(.windowChange) { terminal.measure() }
/// // later, on the loop:
/// resize.dispose()
/// ```
///
/// Thread rule: loop-isolated, as every ``LoopRegistration``; the action runs on the loop
/// thread inside `uv_run`, never inside the signal handler. When the last subscription to
/// a signal ends, libuv restores the signal's default disposition.
public final class UnixSignalSubscription: LoopRegistration {}

extension EventLoop {
    /// Runs `action` on the loop each time the process receives `signal` (through libuv's
    /// `uv_signal_t`; several deliveries between two loop turns may run it once).
    ///
    /// An active subscription keeps ``run()`` going, like a timer.
    ///
    /// ```swift
    /// try loop.onUnixSignal(.interrupt) { loop.stop() }
    /// try loop.onUnixSignal(.windowChange) { layout() }
    /// ```
    /// - Parameters:
    ///   - signal: The signal to watch.
    ///   - action: Runs on the loop thread for each delivery.
    /// - Returns: The subscription, to dispose of it.
    /// - Throws: ``EventLoopError/closed`` once the loop closed or is closing; ``UVError``
    ///   from `uv_signal_init`/`uv_signal_start`, e.g. `EINVAL` for a number that is not a
    ///   signal or for `SIGKILL`.
    @LoopActor
    @discardableResult
    public func onUnixSignal(
        _ signal: UnixSignal,
        _ action: @escaping @LoopActor () -> Void
    ) throws -> UnixSignalSubscription {
        try checkAcceptsHandles()
        let handle = try UnixSignalHandle(loop: self)
        do {
            try handle.start(signal.rawValue, action)
        } catch {
            handle.close()
            throw error
        }
        return UnixSignalSubscription(handle)
    }

    /// Runs `action` on the loop each time the process receives `signal`; the old name of
    /// ``onUnixSignal(_:_:)``, from before "signal" also named `Signal`.
    @available(*, deprecated, renamed: "onUnixSignal(_:_:)")
    @LoopActor
    @discardableResult
    public func onSignal(
        _ signal: UnixSignal,
        _ action: @escaping @LoopActor () -> Void
    ) throws -> UnixSignalSubscription {
        try onUnixSignal(signal, action)
    }
}

/// The old name of ``UnixSignalSubscription``, from before "signal" also named `Signal`.
@available(*, deprecated, renamed: "UnixSignalSubscription")
public typealias SignalSubscription = UnixSignalSubscription
