/// Something registered with an ``EventLoop`` that runs an action until it is disposed of
/// or the loop closes: a ``LoopTimer`` or a ``UnixSignalSubscription``.
///
/// Each owns one libuv handle, started on the loop. Releasing a registration does not end
/// it: the loop keeps the handle alive, so fire-and-forget timers and subscriptions work.
///
/// ```swift
/// let blink = try loop.schedule(after: .zero, repeating: .milliseconds(500)) { toggle() }
/// let resize = try loop.onUnixSignal(.windowChange) { layout() }
/// // later, on the loop:
/// for registration: LoopRegistration in [blink, resize] { registration.dispose() }
/// ```
///
/// Thread rule: loop-isolated (`@LoopActor`), so the compiler keeps every use on the loop
/// thread, where libuv handles live; the action runs on the loop thread inside `uv_run`.
/// A disposed registration never runs its action again, even if it was already due in the
/// current iteration; its handle is closed at once and freed in the next iteration. It is
/// not a `Disposable`: that protocol promises disposal from any thread.
@LoopActor
public class LoopRegistration {
    /// The libuv handle (or, on a test loop's virtual clock, the virtual timer); closed on
    /// dispose, when the loop closes, or (a one-shot timer) when it fires.
    private let handle: any LoopRegistrationHandle

    /// Wraps a started handle.
    ///
    /// - Parameter handle: The handle, already started.
    init(_ handle: any LoopRegistrationHandle) {
        self.handle = handle
    }

    /// Ends the registration for good: its action does not run again. Disposing twice, or
    /// after it ended by itself (a one-shot timer fired, the loop closed), does nothing.
    ///
    /// ```swift
    /// timer.dispose()
    /// ```
    public final func dispose() {
        handle.close()
    }

    /// Ends the registration for good; the old name of ``dispose()``.
    @available(*, deprecated, renamed: "dispose()")
    public final func cancel() {
        dispose()
    }

    /// Whether the action can still run: not disposed, not a one-shot timer that already
    /// fired, loop not closed.
    ///
    /// ```swift
    /// if !timer.isActive { timer = try loop.schedule(after: .seconds(1)) { … } }
    /// ```
    public final var isActive: Bool {
        handle.isActive
    }
}
