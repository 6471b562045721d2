import Bindings
import Dispatch

/// One wait of the test-support library: a continuation resumed exactly once, either by
/// the loop side (what was awaited came) or by a Dispatch timer (the timeout passed).
///
/// ```swift
/// let gate = WaitGate<FlushStatistics>()
/// let statistics = try await gate.wait(timeout: .seconds(2)) { gate in
///     gate.removeWhenDone(scheduler.observeFlushes { gate.finish($0) })
/// }
/// ```
///
/// The timer runs on a Dispatch queue, so a wait times out even when nobody runs the
/// loop. Whichever side comes second finds the gate finished and does nothing; the loop
/// side's observation is disposed as soon as the gate finishes, so a wait that timed out
/// leaves no waiter behind. The loop side records what it saw (``note(_:)``), which the
/// timeout message reports without having to reach the loop.
///
/// Threading: any thread; the state is kept under a lock, and the continuation is resumed
/// outside it.
package final class WaitGate<Value: Sendable>: Sendable {
    /// The marker error the timer resumes with; the caller turns it into a message.
    struct TimedOut: Error {}

    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        /// Set before the continuation was installed (a synchronous success).
        var early: Result<Value, any Error>?
        var isFinished = false
        /// Whether the loop side ran the registration.
        var reachedLoop = false
        /// How many times the loop side looked (flushes or frames seen).
        var looks = 0
        /// The loop side's last description of the state.
        var lastState: String?
        var cleanup: AnyDisposable?
    }

    private let state = LockedValue(State())

    /// Whether the gate was resumed (or timed out).
    package var isFinished: Bool { state.withLock { $0.isFinished } }

    /// What the loop side saw: whether it ran, how many times it looked, the last state.
    var observations: (reachedLoop: Bool, looks: Int, lastState: String?) {
        state.withLock { ($0.reachedLoop, $0.looks, $0.lastState) }
    }

    /// Suspends until ``finish(_:)`` or until `timeout` passes.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, on a Dispatch timer.
    ///   - isolation: The caller's actor; `register` runs there synchronously.
    ///   - register: Arranges for ``finish(_:)`` (called before suspending).
    /// - Returns: The value passed to ``finish(_:)``.
    /// - Throws: ``TimedOut`` when the timeout passed first; `CancellationError` when the
    ///   task was cancelled (`withTestLoop` cancels a body that ran out of time).
    func wait(
        timeout: Duration,
        isolation: isolated (any Actor)? = #isolation,
        register: (WaitGate) -> Void
    ) async throws -> Value {
        register(self)
        return try await withTaskCancellationHandler(operation: {
            try await suspend(timeout: timeout, isolation: isolation)
        }, onCancel: {
            complete(.failure(CancellationError()))
        }, isolation: isolation)
    }

    /// Installs the continuation and arms the timer, unless the gate already finished.
    private func suspend(timeout: Duration, isolation: isolated (any Actor)?) async throws -> Value {
        try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
            let early = state.withLock { state -> Result<Value, any Error>? in
                if let early = state.early { return early }
                state.continuation = continuation
                return nil
            }
            if let early {
                continuation.resume(with: early)
            } else {
                // Not cancelled on success: firing after the gate finished does nothing.
                TimeoutQueue.shared.asyncAfter(deadline: .now() + timeout.dispatchInterval) { [self] in
                    complete(.failure(TimedOut()))
                }
            }
        }
    }

    /// Resumes the waiter with `value`, unless it already finished. Any thread.
    ///
    /// - Parameter value: What was awaited.
    package func finish(_ value: Value) {
        complete(.success(value))
    }

    /// Records that the loop side ran and what it saw. Any thread.
    ///
    /// - Parameters:
    ///   - lookedAgain: Whether to count one more look (a flush or a frame seen).
    ///   - stateDescription: The state now, for the timeout message; `nil` keeps the last.
    package func note(lookedAgain: Bool = true, _ stateDescription: String?) {
        state.withLock { state in
            state.reachedLoop = true
            if lookedAgain { state.looks += 1 }
            if let stateDescription { state.lastState = stateDescription }
        }
    }

    /// Keeps `observation` until the gate finishes, then disposes it (at once if finished).
    ///
    /// - Parameter observation: The loop side's registration.
    package func removeWhenDone(_ observation: AnyDisposable) {
        let finished = state.withLock { state in
            if !state.isFinished { state.cleanup = observation }
            return state.isFinished
        }
        if finished { observation.dispose() }
    }

    private func complete(_ result: Result<Value, any Error>) {
        let (continuation, cleanup) = state.withLock { state -> (CheckedContinuation<Value, any Error>?, AnyDisposable?) in
            guard !state.isFinished else { return (nil, nil) }
            state.isFinished = true
            if state.continuation == nil { state.early = result }
            defer { state.continuation = nil; state.cleanup = nil }
            return (state.continuation, state.cleanup)
        }
        cleanup?.dispose()
        continuation?.resume(with: result)
    }
}

extension Duration {
    /// The duration for a Dispatch deadline, in nanoseconds (saturating).
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .never }
        return .nanoseconds(Int(max(0, nanoseconds.partialValue + attoseconds / 1_000_000_000)))
    }
}
