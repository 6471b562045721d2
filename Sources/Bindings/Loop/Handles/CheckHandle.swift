internal import CLibUV

/// A `uv_check_t`: runs its action once per loop iteration, just after the loop polled
/// for I/O (after it woke up), in the same iteration as the prepare handles before it.
///
/// ```swift
/// let check = try CheckHandle(loop: loop) { glib.checkAndDispatch() }
/// check.unref()   // an active check handle alone should not keep run() going
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run`.
final class CheckHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_check_t>
    var state = HandleState.closed
    /// What the callback runs; dropped when the handle closes.
    private var action: LoopCallback?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens and starts a check handle on `loop` (`uv_check_init`, `uv_check_start`).
    ///
    /// ```swift
    /// let check = try CheckHandle(loop: loop) { afterPoll += 1 }
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - action: Runs on the loop thread every iteration, after the poll phase.
    /// - Throws: ``UVError`` from `uv_check_init` or `uv_check_start` (the handle is
    ///   closed again in the latter case).
    init(loop: EventLoop, _ action: @escaping @LoopActor () -> Void) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_check_t())
        self.action = LoopCallback(action)
        try openHandle { () throws(UVError) in
            try uvCheck(uv_check_init(loop.uvLoop, handle), "uv_check_init")
        }
        do {
            try uvCheck(
                uv_check_start(handle) { raw in
                    let check = CheckHandle.owner(of: raw)
                    guard check.isOpen, let action = check.action else { return }
                    action()
                },
                "uv_check_start")
        } catch {
            close()
            throw error
        }
    }

    func releaseResources() {
        action = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "CheckHandle released while libuv still had it open")
    }
}
