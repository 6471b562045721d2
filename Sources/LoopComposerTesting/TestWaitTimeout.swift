/// The error a wait of the test-support library throws when what it awaited did not come
/// within its timeout. The failure was already reported (``TestFailureReporter``) at the
/// caller's line; throwing ends the test body instead of letting it run on.
///
/// ```swift
/// do {
///     try await loop.nextFlush(timeout: .milliseconds(200))
/// } catch let timeout as TestWaitTimeout {
///     print(timeout.message)   // what was awaited, and what the state was
/// }
/// ```
public struct TestWaitTimeout: Error, CustomStringConvertible {
    /// What was awaited, for how long, and what the state was.
    public let message: String

    /// The error for a wait that timed out.
    ///
    /// - Parameter message: What was awaited and what the state was.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
