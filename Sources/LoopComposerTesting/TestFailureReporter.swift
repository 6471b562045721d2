import XCTest

/// Where the test-support library's failures go: `XCTFail` by default, with the file and
/// line of the call that failed.
///
/// ```swift
/// // A reporter of your own, for the waits and `withTestLoop` in this task:
/// let printer = TestFailureReporter { message, file, line in print("\(file):\(line): \(message)") }
/// try await TestFailureReporter.$current.withValue(printer) {
///     try await withTestLoop { loop in try await loop.nextFlush() }
/// }
/// ```
///
/// ``current`` is a task-local value: a test that checks a failure (see
/// ``TestFailureRecorder``) replaces it for its own task and the tasks it creates,
/// without touching tests that run at the same time.
///
/// Threading: a `Sendable` value; ``report(_:file:line:)`` may be called from any thread.
public struct TestFailureReporter: Sendable {
    private let record: @Sendable (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    /// A reporter that passes each failure to `record`.
    ///
    /// - Parameter record: Receives the message, the file and the line of the failing call.
    public init(_ record: @escaping @Sendable (_ message: String, _ file: StaticString, _ line: UInt) -> Void) {
        self.record = record
    }

    /// Reports a failure.
    ///
    /// - Parameters:
    ///   - message: What went wrong: what was awaited and what the state was.
    ///   - file: The file of the call that failed.
    ///   - line: The line of the call that failed.
    public func report(_ message: String, file: StaticString, line: UInt) {
        record(message, file, line)
    }

    /// The default: each failure is an `XCTFail` at the caller's file and line.
    public static let xcTest = TestFailureReporter { message, file, line in
        XCTFail(message, file: file, line: line)
    }

    /// The reporter of the current task: ``xcTest`` unless a caller bound another.
    @TaskLocal public static var current = TestFailureReporter.xcTest
}
