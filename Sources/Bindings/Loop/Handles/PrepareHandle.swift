internal import CLibUV

/// A `uv_prepare_t`: runs its action once per loop iteration, just before the loop polls
/// for I/O, that is, just before it would sleep.
///
/// ```swift
/// let prepare = try PrepareHandle(loop: loop) { flushDirtyBindings() }
/// prepare.unref()   // an active prepare handle alone should not keep run() going
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run`.
final class PrepareHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_prepare_t>
    var state = HandleState.closed
    /// What the callback runs; dropped when the handle closes.
    private var action: LoopCallback?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens and starts a prepare handle on `loop` (`uv_prepare_init`, `uv_prepare_start`).
    ///
    /// ```swift
    /// let prepare = try PrepareHandle(loop: loop) { turns += 1 }
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - action: Runs on the loop thread every iteration, before the poll phase.
    /// - Throws: ``UVError`` from `uv_prepare_init` or `uv_prepare_start` (the handle is
    ///   closed again in the latter case).
    init(loop: EventLoop, _ action: @escaping @LoopActor () -> Void) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_prepare_t())
        self.action = LoopCallback(action)
        try openHandle { () throws(UVError) in
            try uvCheck(uv_prepare_init(loop.uvLoop, handle), "uv_prepare_init")
        }
        do throws(UVError) {
            try uvCheck(
                uv_prepare_start(handle) { raw in
                    PrepareHandle.withOwner(of: raw) { prepare in
                        guard prepare.isOpen, let action = prepare.action else { return }
                        action()
                    }
                },
                "uv_prepare_start")
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
        assert(state == .closed, "PrepareHandle released while libuv still had it open")
    }
}
