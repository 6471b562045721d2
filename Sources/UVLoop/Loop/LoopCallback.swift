/// A `@LoopActor` callback kept by a handle for libuv to call on the loop thread, where
/// the compiler cannot see the isolation: each call checks the thread, as
/// `LoopActor.assumeIsolated` does, then calls the callback directly.
///
/// ```swift
/// let callback = LoopCallback { print("woken") }   // @LoopActor code
/// callback()                                       // in the uv_async_t's C callback
/// ```
///
/// Why not `LoopActor.assumeIsolated { action() }` in the C callback: wrapping the stored
/// closure allocates a context and a reabstraction thunk on every call, two callbacks per
/// turn. Here the closure is converted once, when the handle is made.
///
/// Threading: made on any thread; called on the open loop's thread only (checked: a call
/// anywhere else traps).
struct LoopCallback {
    /// The callback with its `@LoopActor` isolation erased from the type, not from the
    /// rules: ``callAsFunction()`` checks the thread before every call.
    private let body: () -> Void

    /// Keeps `action` for calls from libuv.
    ///
    /// - Parameter action: The loop-isolated callback.
    init(_ action: @escaping @LoopActor () -> Void) {
        // The one unsafe step: a global actor's isolation does not change a closure's
        // representation, only what the compiler lets call it. Cast inside a struct: a
        // closure handed to `unsafeBitCast` itself goes through its generic parameter, which
        // wraps it in a reabstraction thunk, and the result in another one, two thunks on
        // every call. A struct's field keeps its own representation.
        body = unsafeBitCast(Isolated(body: action), to: Plain.self).body
    }

    /// The closure as handed in, for the cast.
    private struct Isolated {
        let body: @LoopActor () -> Void
    }

    /// The closure as called, for the cast: the same layout as ``Isolated``.
    private struct Plain {
        let body: () -> Void
    }

    /// Calls the callback, after checking that the caller is on the open loop's thread.
    ///
    /// - Precondition: An ``EventLoop`` is open and the caller is on its thread.
    func callAsFunction() {
        guard LoopExecutor.shared.isOnOpenLoopThread else {
            preconditionFailure("a libuv callback ran off the open EventLoop's thread")
        }
        body()
    }
}
