internal import CLibUV

/// A `uv_signal_t`: runs its action on the loop thread each time the process receives a
/// Unix signal.
///
/// libuv installs its own `sigaction` handler while at least one signal handle watches a
/// signal, and restores the default disposition when the last one closes.
///
/// ```swift
/// let winch = try UnixSignalHandle(loop: loop)
/// try winch.start(SIGWINCH) { resizeTerminal() }
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run` on the loop thread,
/// never in the signal handler itself.
final class UnixSignalHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_signal_t>
    var state = HandleState.closed
    /// What the callback runs; dropped when the handle closes.
    private var action: (@LoopActor () -> Void)?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens a signal handle on `loop` that watches nothing yet (`uv_signal_init`).
    ///
    /// ```swift
    /// let handle = try UnixSignalHandle(loop: loop)
    /// ```
    /// - Parameter loop: The loop; call on its thread.
    /// - Throws: ``UVError`` from `uv_signal_init`.
    init(loop: EventLoop) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_signal_t())
        try openHandle { () throws(UVError) in
            try uvCheck(uv_signal_init(loop.uvLoop, handle), "uv_signal_init")
        }
    }

    /// Starts watching `signalNumber` (`uv_signal_start`).
    ///
    /// ```swift
    /// try handle.start(SIGTERM) { loop.stop() }
    /// ```
    /// - Parameters:
    ///   - signalNumber: The signal, e.g. `SIGWINCH`.
    ///   - action: Runs on the loop thread for each delivery (deliveries that arrive
    ///     between two loop turns may be merged).
    /// - Throws: ``UVError`` from `uv_signal_start`, e.g. `EINVAL` for `0`, for a number
    ///   that is not a signal, or for `SIGKILL`/`SIGSTOP`, which cannot be caught.
    func start(_ signalNumber: Int32, _ action: @escaping @LoopActor () -> Void) throws(UVError) {
        precondition(loop.isLoopThread, "signal handles are started on their loop's thread")
        self.action = action
        try uvCheck(
            uv_signal_start(
                handle,
                { raw, _ in
                    let signal = UnixSignalHandle.owner(of: raw)
                    guard signal.isOpen, let action = signal.action else { return }
                    LoopActor.assumeIsolated { action() }
                },
                signalNumber),
            "uv_signal_start")
    }

    func releaseResources() {
        action = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "UnixSignalHandle released while libuv still had it open")
    }
}
