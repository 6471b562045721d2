/// An app run by ``AppRunner/App/runForTest(width:height:timeout:_:)`` was still running
/// after its timeout: the run ends with this error instead of hanging the test.
///
/// ```swift
/// XCTAssertThrowsError(try app.runForTest(timeout: .milliseconds(300)) { _ in }) { error in
///     XCTAssertTrue(error is TestAppTimeout)   // nobody pressed a quit key
/// }
/// ```
public struct TestAppTimeout: Error, Equatable, Sendable, CustomStringConvertible {
    /// How long the run was allowed.
    public let timeout: Duration
    /// What the terminal showed at the end, row by row.
    public let lines: [String]

    /// One line: the timeout and the last rows shown.
    public var description: String {
        "the app was still running after \(timeout) (no quit key, no quit()); the terminal showed \(lines)"
    }
}
