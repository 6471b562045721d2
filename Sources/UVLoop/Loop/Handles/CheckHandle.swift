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
typealias CheckHandle = LoopWatcherHandle<CheckWatcher>

/// The check kind of ``LoopWatcherHandle``: `uv_check_init` and `uv_check_start`.
enum CheckWatcher: LoopWatcherKind {
    static func makeWatcher() -> uv_check_t { uv_check_t() }

    static func initialize(_ handle: UnsafeMutablePointer<uv_check_t>, on loop: UnsafeMutablePointer<uv_loop_t>) throws(UVError) {
        try uvCheck(uv_check_init(loop, handle), "uv_check_init")
    }

    static func start(_ handle: UnsafeMutablePointer<uv_check_t>) throws(UVError) {
        // Every turn a foreign loop is driven: borrowed, as the prepare handle's owner.
        try uvCheck(uv_check_start(handle) { raw in CheckHandle.withOwner(of: raw) { $0.fire() } }, "uv_check_start")
    }
}
