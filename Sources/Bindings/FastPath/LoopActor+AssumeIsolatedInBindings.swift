import UVLoop

extension LoopActor {
    /// `LoopActor.assumeIsolated` for this module's own closures: the same thread check,
    /// without the executor check an isolated closure makes at run time when it is handed
    /// to another module's function (`UVLoop`'s `assumeIsolated`) on every call.
    ///
    /// ```swift
    /// if loop.isLoopThread { LoopActor.assumeIsolatedInBindings { endAll() } }
    /// ```
    ///
    /// - Parameter operation: The loop-isolated code to run.
    /// - Returns: What `operation` returns.
    /// - Precondition: An `EventLoop` is open and the caller is on its thread.
    @inline(__always)
    static func assumeIsolatedInBindings<T>(_ operation: @LoopActor () -> T) -> T {
        precondition(
            LoopExecutor.cachedShared.isOnOpenLoopThread,
            "LoopActor.assumeIsolated called off the open EventLoop's thread")
        typealias Nonisolated = () -> T
        return withoutActuallyEscaping(operation) { operation in
            unsafeBitCast(operation, to: Nonisolated.self)()
        }
    }
}
