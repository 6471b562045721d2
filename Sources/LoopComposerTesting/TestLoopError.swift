/// Why ``withTestLoop(clock:timeout:file:line:_:)`` could not give its body a clean run. Each
/// case was also reported as a test failure, at the line of the `withTestLoop` call.
///
/// ```swift
/// do {
///     try await withTestLoop { _ in try await neverEnds() }
/// } catch TestLoopError.bodyTimedOut {
///     // reported: "withTestLoop: the test body did not finish within 10.0 seconds …"
/// }
/// ```
public enum TestLoopError: Error, Equatable, CustomStringConvertible {
    /// Another `EventLoop` was open and stayed open: only one loop may be open at a time.
    case anotherLoopIsOpen
    /// The loop could not be created or run; the payload describes the libuv error.
    case loopFailed(String)
    /// The body did not finish within the timeout; its loop was stopped and closed.
    case bodyTimedOut(Duration)
    /// The loop thread did not stop within the timeout and a grace period: a synchronous
    /// job blocks it. Its loop stays open.
    case loopThreadBlocked(Duration)
    /// ``TestLoop/advanceTime(by:timeout:file:line:)`` was called on a loop whose timers
    /// run on the real clock: make it with `withTestLoop(clock: .virtual)`.
    case clockIsNotVirtual

    public var description: String {
        switch self {
        case .anotherLoopIsOpen: "another EventLoop is open"
        case .loopFailed(let reason): "the test loop failed: \(reason)"
        case .bodyTimedOut(let timeout): "the test body did not finish within \(timeout)"
        case .loopThreadBlocked(let timeout): "the loop thread did not stop within \(timeout)"
        case .clockIsNotVirtual: "the test loop's timers run on the real clock"
        }
    }
}
