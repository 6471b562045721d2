extension LoopActor {
    /// Runs `body` on the loop's actor and returns its result, as `MainActor.run` does for
    /// the main actor: the way to hop onto the loop from any other context.
    ///
    /// ```swift
    /// let text = await LoopActor.run { label.text }   // from a background task
    /// try await LoopActor.run { try screen.start() }
    /// ```
    ///
    /// The call suspends until the open ``EventLoop`` runs the job; with no loop open, or
    /// one that nobody runs, it waits until one does (`withTestLoop` of LoopComposerTesting
    /// runs one in tests). Code already on the loop's actor calls `body`'s code directly
    /// instead: this call would suspend and hop back.
    ///
    /// - Parameters:
    ///   - resultType: The type `body` returns; usually inferred.
    ///   - body: The loop-isolated work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func run<T: Sendable>(
        resultType: T.Type = T.self,
        body: @LoopActor @Sendable () throws -> T
    ) async rethrows -> T {
        try await body()
    }
}
