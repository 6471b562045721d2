import Bindings
import Dispatch
import Foundation

/// One run of `withTestLoop`: a dedicated thread that creates an `EventLoop`, runs the
/// body as a `@LoopActor` task on it, stops and closes the loop on that thread, checks
/// that nothing leaked, and resumes the caller once, with the body's result and the
/// failures found.
///
/// ```swift
/// let outcome = await TestLoopRun<Int>(timeout: .seconds(10)).run { _ in 42 }
/// ```
///
/// The caller is resumed by the loop thread when it is done (after `close()`: a join), or
/// by a Dispatch timer at `timeout` plus ``blockedThreadGrace`` when the loop thread is
/// blocked and cannot answer, so the caller never hangs.
///
/// Threading: any thread; the state is kept under a lock.
final class TestLoopRun<T: Sendable>: Sendable {
    /// A failure found on the loop thread, reported later on the caller's task.
    struct Failure: Sendable {
        var message: String
        var file: StaticString
        var line: UInt
    }

    /// How the run ended.
    struct Outcome: Sendable {
        /// The body's value or error, or the run's own error.
        var result: Result<T, any Error>
        /// Failures the body's waits reported, with their own file and line.
        var bodyFailures: [Failure] = []
        /// Failures of the run itself, to report at the caller's line.
        var failures: [String]
    }

    /// How long after the timeout a blocked loop thread is given up on.
    static var blockedThreadGrace: Duration { .seconds(5) }
    /// How long a body that ran out of time has to end once cancelled.
    static var cancellationGrace: Duration { .milliseconds(500) }

    private struct State {
        var caller: CheckedContinuation<Outcome, Never>?
        var bodyResult: Result<T, any Error>?
        var bodyFailures: [Failure] = []
        var isFinished = false
    }

    private let timeout: Duration
    /// The clock the loop's scheduled timers run on.
    private let clock: TestLoopClock
    /// The public function that runs this, naming the failures ("withTestLoop").
    private let caller: String
    /// Starts the loop side on its thread: a new thread unless told.
    private let launch: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let state = LockedValue(State())

    /// A run whose body has `timeout` to finish.
    ///
    /// - Parameters:
    ///   - timeout: How long the body may take.
    ///   - clock: The clock the loop's scheduled timers run on.
    ///   - caller: The public function that runs this, for the failure messages.
    ///   - launch: Runs its argument on the thread that becomes the loop's thread; a new
    ///     thread unless given (GTK's tests pass the main queue: GTK's one thread).
    init(
        timeout: Duration,
        clock: TestLoopClock = .real,
        caller: String = "withTestLoop",
        launch: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { Thread.detachNewThread($0) }
    ) {
        self.timeout = timeout
        self.clock = clock
        self.caller = caller
        self.launch = launch
    }

    /// Collects what the body's waits report: the caller reports it on its own task, where
    /// XCTest's current test case and Swift Testing's `Test.current` are known.
    private var bodyReporter: TestFailureReporter {
        TestFailureReporter { [self] message, file, line in
            state.withLock { $0.bodyFailures.append(Failure(message: message, file: file, line: line)) }
        }
    }

    /// Runs `body` on a new loop on a new thread, and returns how it ended.
    ///
    /// - Parameter body: The test body.
    /// - Returns: The body's result and the failures found.
    func run(_ body: @escaping @Sendable @LoopActor (TestLoop) async throws -> T) async -> Outcome {
        await withCheckedContinuation { continuation in
            state.withLock { $0.caller = continuation }
            launch { [self] in runOnLoopThread(body) }
            TimeoutQueue.shared.asyncAfter(deadline: .now() + (timeout + Self.blockedThreadGrace).dispatchInterval) { [self] in
                finish(Outcome(
                    result: .failure(TestLoopError.loopThreadBlocked(timeout)),
                    bodyFailures: state.withLock { $0.bodyFailures },
                    failures: ["\(caller): the loop thread did not stop within \(timeout) and a grace of "
                        + "\(Self.blockedThreadGrace): synchronous code on the loop blocks it. Its EventLoop stays "
                        + "open, so later tests cannot open one."]))
            }
        }
    }

    /// The loop thread: create, run until the body ends or the timeout, close, check.
    private func runOnLoopThread(_ body: @escaping @Sendable @LoopActor (TestLoop) async throws -> T) {
        let loop: EventLoop
        do {
            loop = try EventLoop()
        } catch EventLoopError.anotherLoopIsOpen {
            finish(Outcome(
                result: .failure(TestLoopError.anotherLoopIsOpen),
                failures: ["\(caller): another EventLoop is open (made outside withTestLoop and not closed, or "
                    + "left by a test whose loop thread was blocked); only one loop may be open at a time"]))
            return
        } catch {
            finish(Outcome(result: .failure(TestLoopError.loopFailed("\(error)")), failures: ["\(caller): creating the EventLoop failed: \(error)"]))
            return
        }
        if clock == .virtual {
            do {
                try LoopActor.assumeIsolated { _ = try loop.useVirtualClock() }
            } catch {
                try? loop.close()
                finish(Outcome(result: .failure(TestLoopError.loopFailed("\(error)")), failures: ["\(caller): starting the virtual clock failed: \(error)"]))
                return
            }
        }
        let testLoop = TestLoop(loop)
        let reporter = bodyReporter
        let runBody: @Sendable @LoopActor () async -> Void = { [self] in
            let result: Result<T, any Error>
            do {
                result = .success(try await TestFailureReporter.$current.withValue(reporter) { try await body(testLoop) })
            } catch {
                result = .failure(error)
            }
            state.withLock { $0.bodyResult = result }
        }
        let bodyTask = Task.preferringTheLoop(runBody)
        var failures: [String] = []
        var result: Result<T, any Error>
        do {
            let deadline = ContinuousClock.now + timeout
            var ended = false
            // Again after a stop() the body made (an app quitting), until the deadline.
            while !ended, ContinuousClock.now < deadline {
                ended = try loop.run(until: { [self] in state.withLock { $0.bodyResult != nil } }, timeout: deadline - .now)
            }
            if ended, let bodyResult = state.withLock({ $0.bodyResult }) {
                result = bodyResult
            } else {
                result = .failure(TestLoopError.bodyTimedOut(timeout))
                failures.append("\(caller): the test body did not finish within \(timeout) (the loop turned "
                    + "\(loop.turnCount) times, \(Binding.liveCount) bindings live); its task was cancelled and its loop closed")
                // A body suspended in a wait or a sleep ends on this loop, not in a later
                // test's loop, where its remaining jobs would otherwise run.
                bodyTask.cancel()
                _ = try loop.run(until: { [self] in state.withLock { $0.bodyResult != nil } }, timeout: Self.cancellationGrace)
            }
        } catch {
            result = .failure(TestLoopError.loopFailed("\(error)"))
            failures.append("\(caller): running the EventLoop failed: \(error)")
        }
        do {
            try loop.close()
        } catch {
            failures.append("\(caller): closing the EventLoop failed (\(error)): a libuv handle is still open")
        }
        let live = Binding.liveCount
        if case .failure(TestLoopError.bodyTimedOut) = result {
            // The suspended body still holds its bindings: not a leak worth a second failure.
        } else if live != 0 {
            failures.append("\(caller): \(live) bindings still live after the loop closed: a widget, a model "
                + "or a binding outlived the test body")
        }
        finish(Outcome(result: result, bodyFailures: state.withLock { $0.bodyFailures }, failures: failures))
    }

    /// Resumes the caller with `outcome`, unless it was already resumed.
    private func finish(_ outcome: Outcome) {
        let caller = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            defer { state.caller = nil }
            return state.caller
        }
        caller?.resume(returning: outcome)
    }
}
