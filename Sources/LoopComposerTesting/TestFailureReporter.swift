import Testing
import XCTest

/// Where the test-support library's failures go: `XCTFail` in an XCTest, a Swift Testing
/// issue in a Swift Testing test, with the file and line of the call that failed.
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
/// without touching tests that run at the same time. Inside a `withTestLoop` body, which
/// runs in a task of the loop's thread, failures are collected and reported through the
/// caller's reporter, from the caller's task, when the body ends.
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

    /// Each failure is an `XCTFail` at the caller's file and line.
    public static let xcTest = TestFailureReporter { message, file, line in
        XCTFail(message, file: file, line: line)
    }

    /// Each failure is a Swift Testing issue at the caller's file and line.
    public static let swiftTesting = TestFailureReporter { message, file, line in
        let path = "\(file)"
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: "LoopComposerTesting/\(fileName)", filePath: path, line: Int(line), column: 1))
    }

    /// The default: a Swift Testing issue inside a Swift Testing test (where `XCTFail` would
    /// be lost), an `XCTFail` otherwise.
    public static let automatic = TestFailureReporter { message, file, line in
        if Test.current != nil {
            swiftTesting.report(message, file: file, line: line)
        } else {
            xcTest.report(message, file: file, line: line)
        }
    }

    /// The reporter of the current task: ``automatic`` unless a caller bound another.
    @TaskLocal public static var current = TestFailureReporter.automatic
}
