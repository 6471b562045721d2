internal import CLibUV

/// Where a libuv handle owned by Swift is in its life.
///
/// ```swift
/// let timer = try TimerHandle(loop: loop)   // .open
/// timer.close()                              // .closing, until libuv's close callback
/// // … one loop turn later                   // .closed, memory freed
/// ```
enum HandleState: Equatable {
    /// Not (or no longer) known to libuv: never opened, or its close callback ran.
    case closed
    /// Initialized with `uv_*_init` and not yet passed to `uv_close`.
    case open
    /// Passed to `uv_close`; libuv has not yet called the close callback.
    case closing
}

/// One libuv handle, owned by a Swift object that lives exactly as long as libuv needs it.
///
/// Each conforming type is a final class for one handle kind (async, prepare, timer,
/// signal, poll). It allocates its `uv_*_t`, and once `uv_*_init` succeeded it calls
/// ``opened()``, which retains the object into the handle's `data` field and registers it
/// with its ``EventLoop``. ``close()`` passes the handle to `uv_close`; libuv's close
/// callback (one for all kinds) calls ``releaseResources()``, unregisters the handle and
/// releases the retain. A handle therefore never outlives its memory, and its memory is
/// never freed while libuv can still touch it.
///
/// ```swift
/// final class IdleHandle: LoopHandle {
///     unowned let loop: EventLoop
///     let handle = UnsafeMutablePointer<uv_idle_t>.allocate(capacity: 1)
///     var state = HandleState.closed
///     var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }
///     init(loop: EventLoop) throws(UVError) {
///         self.loop = loop
///         try openHandle { try uvCheck(uv_idle_init(loop.uvLoop, handle), "uv_idle_init") }
///     }
///     func releaseResources() { handle.deallocate() }
/// }
/// ```
///
/// Thread rule: a handle is created, started, closed and called back on its loop's
/// thread only (`precondition(loop.isLoopThread)`). The one exception is
/// ``AsyncHandle/send()``, which exists to be called from any thread. A closed handle
/// (e.g. inside a ``LoopTimer`` kept after its loop closed) never touches its loop again:
/// every operation on it is a no-op.
protocol LoopHandle: AnyObject {
    /// The loop that owns the handle and keeps it in its registry while it is open or closing.
    var loop: EventLoop { get }
    /// The handle as libuv's common `uv_handle_t`, for `uv_close`, `uv_ref` and friends.
    var rawHandle: UnsafeMutablePointer<uv_handle_t> { get }
    /// Where the handle is in its life; changed only by the protocol's extension methods.
    var state: HandleState { get set }
    /// Called once, just before `uv_close`: a last chance to stop cross-thread users.
    func willClose()
    /// Called once, from libuv's close callback: drop closures and free the `uv_*_t`.
    func releaseResources()
}

extension LoopHandle {
    func willClose() {}

    /// Whether the handle is open (initialized and not yet closing).
    ///
    /// ```swift
    /// if timer.isOpen { timer.close() }
    /// ```
    var isOpen: Bool { state == .open }

    /// Runs the kind's `uv_*_init` call and, when it succeeds, takes ownership of the handle.
    ///
    /// On failure the `uv_*_t` was never seen by libuv, so it is freed at once and the
    /// handle stays `.closed`.
    ///
    /// ```swift
    /// try openHandle { try uvCheck(uv_timer_init(loop.uvLoop, handle), "uv_timer_init") }
    /// ```
    /// - Parameter initialize: The `uv_*_init` call, wrapped in ``uvCheck(_:_:)``.
    /// - Throws: The ``UVError`` of the init call.
    func openHandle(_ initialize: () throws(UVError) -> Void) throws(UVError) {
        precondition(loop.isLoopThread, "libuv handles are created on their loop's thread")
        precondition(state == .closed, "a handle is opened once")
        do {
            try initialize()
        } catch {
            releaseResources()
            throw error
        }
        rawHandle.pointee.data = Unmanaged.passRetained(self as AnyObject).toOpaque()
        state = .open
        loop.register(self)
    }

    /// Starts closing the handle: stops it at once; frees it in a later loop turn.
    ///
    /// Idempotent: closing a closing or closed handle does nothing.
    ///
    /// ```swift
    /// timer.close()   // the callback will not run again
    /// ```
    func close() {
        // State first: a closed handle may outlive its loop, and must not touch it.
        guard state == .open else { return }
        precondition(loop.isLoopThread, "libuv handles are closed on their loop's thread")
        willClose()
        state = .closing
        uv_close(rawHandle, loopHandleDidClose)
    }

    /// Lets the handle keep `uv_run` going (libuv's default for a new handle).
    ///
    /// ```swift
    /// asyncHandle.ref()   // run() now waits for cross-thread work
    /// ```
    func ref() {
        guard state == .open else { return }
        precondition(loop.isLoopThread, "uv_ref is not thread-safe")
        uv_ref(rawHandle)
    }

    /// Stops the handle from keeping `uv_run` going; it still fires while the loop runs.
    ///
    /// ```swift
    /// prepareHandle.unref()   // run() may return although the prepare handle is active
    /// ```
    func unref() {
        guard state == .open else { return }
        precondition(loop.isLoopThread, "uv_unref is not thread-safe")
        uv_unref(rawHandle)
    }

    /// Whether libuv counts the handle as active (started and not stopped).
    ///
    /// ```swift
    /// timer.isActive   // false once a one-shot timer fired
    /// ```
    var isActive: Bool {
        state == .open && uv_is_active(rawHandle) != 0
    }

    /// Called by the close callback: forget the handle, then free what it owns.
    fileprivate func finishClose() {
        precondition(state == .closing, "libuv closed a handle that was not closing")
        state = .closed
        loop.unregister(self)
        releaseResources()
    }

    /// The object that owns a libuv handle, from the handle's `data` field.
    ///
    /// For use in the kind's C callbacks, where the handle is still open.
    ///
    /// ```swift
    /// uv_timer_start(handle, { raw in TimerHandle.owner(of: raw).fire() }, 10, 0)
    /// ```
    /// - Parameter raw: The handle libuv passed to a callback.
    /// - Returns: The owner, unretained (the handle's own retain keeps it alive).
    /// - Complexity: Two loads, no dynamic cast: ``openHandle(_:)`` stored this very
    ///   object, and each kind's callback is installed on that kind's handles only (a cast
    ///   would be paid twice per woken turn).
    static func owner<Raw>(of raw: UnsafeMutablePointer<Raw>?) -> Self {
        guard let raw,
            let data = UnsafeMutablePointer<uv_handle_t>(OpaquePointer(raw)).pointee.data
        else {
            preconditionFailure("libuv called back a handle with no owner")
        }
        return Unmanaged<Self>.fromOpaque(data).takeUnretainedValue()
    }

    /// Calls `body` with the object that owns a libuv handle, without retaining it: for the
    /// callbacks that run every turn (the prepare, check and async handles).
    ///
    /// ```swift
    /// uv_prepare_start(handle) { raw in PrepareHandle.withOwner(of: raw) { $0.fire() } }
    /// ```
    ///
    /// Unsafe (`_withUnsafeGuaranteedRef`, listed in Documentation/UnsafeInventory.md): the
    /// retain ``openHandle(_:)`` stored in the handle's `data` keeps the owner alive until
    /// the handle's close callback, which libuv never runs inside another of its callbacks.
    /// ``owner(of:)`` retains and releases it, two callbacks per woken turn.
    ///
    /// - Parameters:
    ///   - raw: The handle libuv passed to a callback.
    ///   - body: What to do with the owner, which stays alive for the call.
    @inline(__always)
    static func withOwner<Raw>(of raw: UnsafeMutablePointer<Raw>?, _ body: (Self) -> Void) {
        guard let raw,
            let data = UnsafeMutablePointer<uv_handle_t>(OpaquePointer(raw)).pointee.data
        else {
            preconditionFailure("libuv called back a handle with no owner")
        }
        Unmanaged<Self>.fromOpaque(data)._withUnsafeGuaranteedRef(body)
    }
}

/// The one `uv_close_cb` for every handle kind: frees the handle and drops its retain.
///
/// - Parameter raw: The handle whose close completed.
private func loopHandleDidClose(_ raw: UnsafeMutablePointer<uv_handle_t>?) {
    guard let data = raw?.pointee.data else {
        preconditionFailure("libuv closed a handle with no owner")
    }
    let retained = Unmanaged<AnyObject>.fromOpaque(data)
    guard let owner = retained.takeUnretainedValue() as? any LoopHandle else {
        preconditionFailure("libuv closed a handle owned by something else")
    }
    owner.finishClose()  // frees `raw`; do not touch it after this line
    retained.release()
}
