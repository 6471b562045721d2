import Bindings

/// A running `EventLoop` seen from a test: waits that cannot hang.
///
/// ```swift
/// try await withTestLoop { loop in        // loop: TestLoop
///     model.count = 3
///     try await loop.nextFlush()
///     try await loop.waitUntil("the label shows 3") { label.text == "Count: 3" }
/// }
/// ```
///
/// Each wait has a timeout (``defaultWaitTimeout`` unless given) measured by a Dispatch
/// timer, not by the loop, so it times out even when nobody runs the loop. A wait that
/// times out reports a failure at the caller's file and line, through
/// ``TestFailureReporter/current``, saying what was awaited and what the state was, then
/// throws ``TestWaitTimeout``; its registration on the loop is removed.
///
/// `withTestLoop(clock:timeout:file:line:_:)` makes one; `TestLoop(loop)` wraps a loop that
/// the test runs itself.
///
/// On a loop made with `clock: .virtual`, the timers the code under test schedules with
/// `EventLoop.schedule(after:repeating:_:)` fire only as ``advanceTime(by:timeout:file:line:)``
/// moves the virtual time (``virtualTime``), in order and each instant in a real turn
/// followed by its flush; nothing waits for the clock. The waits above keep real timeouts.
///
/// Threading: any thread. A wait called on the loop's actor registers at once, before the
/// turn ends, so a change made just before it is not missed; called elsewhere, it
/// registers at the loop's next wake-up.
public final class TestLoop: Sendable {
    /// How long a wait waits unless told: five seconds.
    public static let defaultWaitTimeout: Duration = .seconds(5)

    /// The loop the waits watch.
    public let eventLoop: EventLoop

    /// Waits on `eventLoop`.
    ///
    /// - Parameter eventLoop: The loop; it must be open for a wait to succeed.
    public init(_ eventLoop: EventLoop) {
        self.eventLoop = eventLoop
    }

    /// Runs `work` on the loop: now when called on the open loop's thread, else at its
    /// next wake-up (never, if it is closed).
    ///
    /// - Parameter work: Loop-isolated work.
    func onLoop(_ work: @escaping @Sendable @LoopActor () -> Void) {
        if EventLoop.current === eventLoop, eventLoop.isLoopThread {
            LoopActor.assumeIsolated(work)
        } else {
            eventLoop.execute(work)
        }
    }

    /// Waits for what `register` arranges, reporting a timeout as a failure.
    ///
    /// - Parameters:
    ///   - awaited: What is awaited, for the message ("nextFlush").
    ///   - timeout: How long to wait.
    ///   - isolation: The caller's actor.
    ///   - file: The caller's file.
    ///   - line: The caller's line.
    ///   - register: Runs on the loop; finishes the gate, now or later.
    /// - Returns: The value the gate was finished with.
    /// - Throws: ``TestWaitTimeout`` after reporting the failure.
    package func wait<Value: Sendable>(
        for awaited: String,
        timeout: Duration,
        isolation: isolated (any Actor)?,
        file: StaticString,
        line: UInt,
        register: @escaping @Sendable @LoopActor (WaitGate<Value>) -> Void
    ) async throws -> Value {
        let turnsBefore = eventLoop.turnCount
        let gate = WaitGate<Value>()
        do {
            return try await gate.wait(timeout: timeout, isolation: isolation) { gate in
                onLoop {
                    guard !gate.isFinished else { return }   // timed out before the loop ran this
                    register(gate)
                }
            }
        } catch is WaitGate<Value>.TimedOut {
            let seen = gate.observations
            let turns = eventLoop.turnCount - turnsBefore
            var message = "\(awaited): not within \(timeout). "
            if EventLoop.current !== eventLoop {
                message += "The EventLoop is closed."
            } else if !seen.reachedLoop {
                message += "The loop never ran this wait (it turned \(turns) times meanwhile): "
                    + "is anyone running the EventLoop? Run the test in withTestLoop."
            } else {
                message += "The loop turned \(turns) times and \(seen.looks) checks came after "
                    + "registration."
            }
            if let lastState = seen.lastState { message += " State: \(lastState)." }
            TestFailureReporter.current.report(message, file: file, line: line)
            throw TestWaitTimeout(message: message)
        }
    }
}
