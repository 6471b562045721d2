internal import CLibUV

/// A libuv loop watcher (`uv_prepare_t` or `uv_check_t`, chosen by `Kind`): runs its
/// action once per loop iteration, at the point of the iteration its kind names.
///
/// One class serves every watcher kind: they differ only in their C type and in the
/// `uv_*_init` / `uv_*_start` calls, which ``LoopWatcherKind`` supplies. Each C object is
/// still owned by one final class (``PrepareHandle`` or ``CheckHandle``, this class
/// specialized), and every C call goes through ``uvCheck(_:_:)``.
///
/// ```swift
/// let prepare = try PrepareHandle(loop: loop) { flushDirtyBindings() }
/// prepare.unref()   // an active watcher alone should not keep run() going
/// let check = try CheckHandle(loop: loop) { glib.checkAndDispatch() }
/// check.unref()
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run`, on the loop thread.
final class LoopWatcherHandle<Kind: LoopWatcherKind>: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<Kind.Watcher>
    var state = HandleState.closed
    /// What the callback runs; dropped when the handle closes.
    private var action: LoopCallback?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens and starts a watcher on `loop` (the kind's `uv_*_init`, then `uv_*_start`).
    ///
    /// ```swift
    /// let prepare = try PrepareHandle(loop: loop) { turns += 1 }
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - action: Runs on the loop thread every iteration, in the kind's phase.
    /// - Throws: ``UVError`` from the kind's init or start call (the handle is closed again
    ///   in the latter case).
    init(loop: EventLoop, _ action: @escaping @LoopActor () -> Void) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: Kind.makeWatcher())
        self.action = LoopCallback(action)
        try openHandle { () throws(UVError) in
            try Kind.initialize(handle, on: loop.uvLoop)
        }
        do throws(UVError) {
            try Kind.start(handle)
        } catch {
            close()
            throw error
        }
    }

    /// Runs the action unless the handle closed: what the kind's C callback calls.
    @inline(__always)
    func fire() {
        guard isOpen, let action else { return }
        action()
    }

    func releaseResources() {
        action = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "\(Self.self) released while libuv still had it open")
    }
}
