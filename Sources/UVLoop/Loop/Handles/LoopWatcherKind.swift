internal import CLibUV

/// A kind of libuv loop watcher (prepare, check): its C type and the C calls that open and
/// start one, for ``LoopWatcherHandle``.
///
/// ```swift
/// enum CheckWatcher: LoopWatcherKind {
///     static func makeWatcher() -> uv_check_t { uv_check_t() }
///     static func initialize(_ handle: UnsafeMutablePointer<uv_check_t>, on loop: UnsafeMutablePointer<uv_loop_t>) throws(UVError) {
///         try uvCheck(uv_check_init(loop, handle), "uv_check_init")
///     }
///     static func start(_ handle: UnsafeMutablePointer<uv_check_t>) throws(UVError) {
///         try uvCheck(uv_check_start(handle) { raw in CheckHandle.withOwner(of: raw) { $0.fire() } }, "uv_check_start")
///     }
/// }
/// ```
///
/// Each kind's start call installs a C callback of its own: a C function pointer cannot
/// capture the generic parameter, so the callback names the specialized handle type.
protocol LoopWatcherKind {
    /// The C handle type, `uv_prepare_t` or `uv_check_t`.
    associatedtype Watcher

    /// A zeroed C handle, for the memory the handle allocates.
    ///
    /// - Returns: The value `uv_*_init` then fills in.
    static func makeWatcher() -> Watcher

    /// `uv_*_init`, through ``uvCheck(_:_:)``.
    ///
    /// - Parameters:
    ///   - handle: The handle's memory, initialized with ``makeWatcher()``.
    ///   - loop: The libuv loop.
    /// - Throws: ``UVError`` from the init call.
    static func initialize(_ handle: UnsafeMutablePointer<Watcher>, on loop: UnsafeMutablePointer<uv_loop_t>) throws(UVError)

    /// `uv_*_start` with the kind's C callback (which calls ``LoopWatcherHandle/fire()``),
    /// through ``uvCheck(_:_:)``.
    ///
    /// - Parameter handle: An open handle of this kind.
    /// - Throws: ``UVError`` from the start call.
    static func start(_ handle: UnsafeMutablePointer<Watcher>) throws(UVError)
}
