import UVLoop

extension LoopExecutor {
    /// ``LoopExecutor/shared`` through a global of this module, for the hot paths: read
    /// across the module boundary, `shared` is a call to its lazy initializer's addressor
    /// on every use; this module's own global checks its initializer inline.
    ///
    /// ```swift
    /// guard LoopExecutor.cachedShared.isOnOpenLoopThread else { return }
    /// ```
    static let cachedShared = LoopExecutor.shared
}
