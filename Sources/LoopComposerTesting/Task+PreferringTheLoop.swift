import Bindings

extension Task where Success == Void, Failure == Never {
    /// Starts `operation` on the loop's actor, in a task that prefers the loop's executor as
    /// its task executor: what a test body runs in.
    ///
    /// ```swift
    /// let bodyTask = Task.preferringTheLoop { await body(testLoop) }
    /// ```
    ///
    /// Without the preference, Swift resumes a task whose continuation is resumed on the loop
    /// thread (every wait's is) on its global executor first, and the task comes back to the
    /// loop some turns later: a loop kept busy flushed again, any number of times, before the
    /// test's next line (PerformanceHistory.md has the figures). With it, the task resumes on
    /// the loop thread in the turn its wait held, before the next flush. The body's
    /// nonisolated async calls run on the loop thread too, so a test does its blocking work
    /// in a detached task or on a thread of its own, as it would off any actor.
    ///
    /// Threading: any thread; `operation` runs on the loop thread.
    ///
    /// - Parameter operation: The body.
    /// - Returns: The task.
    static func preferringTheLoop(_ operation: @escaping @Sendable @LoopActor () async -> Void) -> Task<Void, Never> {
        Task(executorPreference: LoopExecutor.shared, operation: operation)
    }
}
