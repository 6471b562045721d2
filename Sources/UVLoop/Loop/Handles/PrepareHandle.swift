internal import CLibUV

/// A `uv_prepare_t`: runs its action once per loop iteration, just before the loop polls
/// for I/O, that is, just before it would sleep. The loop's before-sleep hooks run in one.
///
/// ```swift
/// let prepare = try PrepareHandle(loop: loop) { flushDirtyBindings() }
/// prepare.unref()   // an active prepare handle alone should not keep run() going
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run`.
typealias PrepareHandle = LoopWatcherHandle<PrepareWatcher>

/// The prepare kind of ``LoopWatcherHandle``: `uv_prepare_init` and `uv_prepare_start`.
enum PrepareWatcher: LoopWatcherKind {
    static func makeWatcher() -> uv_prepare_t { uv_prepare_t() }

    static func initialize(_ handle: UnsafeMutablePointer<uv_prepare_t>, on loop: UnsafeMutablePointer<uv_loop_t>) throws(UVError) {
        try uvCheck(uv_prepare_init(loop, handle), "uv_prepare_init")
    }

    static func start(_ handle: UnsafeMutablePointer<uv_prepare_t>) throws(UVError) {
        // Every turn: the owner is borrowed, not retained (see `LoopHandle.withOwner`).
        try uvCheck(uv_prepare_start(handle) { raw in PrepareHandle.withOwner(of: raw) { $0.fire() } }, "uv_prepare_start")
    }
}
