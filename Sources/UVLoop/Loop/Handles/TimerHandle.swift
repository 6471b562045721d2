internal import CLibUV

/// A `uv_timer_t`: runs its action after a delay, and then, if it repeats, at an interval.
///
/// A one-shot timer closes itself when it fires, so its handle does not linger until the
/// loop closes; ``LoopHandle/isActive`` is `false` from then on.
///
/// ```swift
/// let timer = try TimerHandle(loop: loop)
/// try timer.start(afterMilliseconds: 100, repeatingMilliseconds: 0) { print("once") }
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run` on the loop thread.
final class TimerHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_timer_t>
    var state = HandleState.closed
    /// What the callback runs; dropped when the handle closes (it may capture anything).
    private var action: (@LoopActor () -> Void)?
    /// Whether the timer was started with a repeat interval.
    private var repeats = false
    /// Whether a one-shot timer stays open after firing, to be started again.
    private let isReusable: Bool

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens a stopped timer on `loop` (`uv_timer_init`).
    ///
    /// ```swift
    /// let timer = try TimerHandle(loop: loop)
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - isReusable: Whether the handle stays open after a one-shot firing, to be started
    ///     again (a timer restarted every turn); `false` closes it when it fires.
    /// - Throws: ``UVError`` from `uv_timer_init`.
    init(loop: EventLoop, isReusable: Bool = false) throws(UVError) {
        self.loop = loop
        self.isReusable = isReusable
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_timer_t())
        try openHandle { () throws(UVError) in
            try uvCheck(uv_timer_init(loop.uvLoop, handle), "uv_timer_init")
        }
    }

    /// Starts the timer (`uv_timer_start`).
    ///
    /// ```swift
    /// try timer.start(afterMilliseconds: 0, repeatingMilliseconds: 16) { redraw() }
    /// ```
    /// - Parameters:
    ///   - timeout: The least number of milliseconds from now to the first firing (`0`:
    ///     the next iteration).
    ///   - interval: Milliseconds between later firings; `0` for a one-shot timer.
    ///   - action: Runs on the loop thread at each firing.
    /// - Throws: ``UVError`` from `uv_timer_start`.
    func start(
        afterMilliseconds timeout: UInt64,
        repeatingMilliseconds interval: UInt64,
        _ action: @escaping @LoopActor () -> Void
    ) throws(UVError) {
        precondition(loop.isLoopThread, "timers are started on their loop's thread")
        self.action = action
        repeats = interval > 0
        // libuv measures from its cached loop time, which is stale between runs (and
        // during a long callback): refresh it so that the timer never fires early…
        uv_update_time(loop.uvLoop)
        // …and since that time is truncated to whole milliseconds, wait one more: a
        // positive timeout then never ends before `timeout` milliseconds have passed.
        let (due, overflow) = timeout.addingReportingOverflow(timeout > 0 ? 1 : 0)
        try uvCheck(
            uv_timer_start(
                handle,
                { raw in TimerHandle.owner(of: raw).fire() },
                overflow ? .max : due,
                interval),
            "uv_timer_start")
    }

    /// Stops the timer (`uv_timer_stop`) without closing it; ``start(afterMilliseconds:repeatingMilliseconds:_:)``
    /// starts it again. Does nothing on a closed timer.
    ///
    /// ```swift
    /// timer.stop()   // nothing due: the loop may sleep indefinitely
    /// ```
    func stop() {
        guard isOpen else { return }
        precondition(loop.isLoopThread, "timers are stopped on their loop's thread")
        // libuv documents uv_timer_stop as always returning 0.
        _ = uv_timer_stop(handle)
    }

    /// The C callback's body: close a one-shot timer first (unless reusable), then run the action.
    private func fire() {
        guard isOpen, let action else { return }
        if !repeats && !isReusable { close() }
        LoopActor.assumeIsolated { action() }
    }

    func releaseResources() {
        action = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "TimerHandle released while libuv still had it open")
    }
}
