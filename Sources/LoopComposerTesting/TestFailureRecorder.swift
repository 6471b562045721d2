import Bindings

/// Records the failures the test-support library reports instead of failing the test, so
/// that a test can check that a wait fails, and with which message.
///
/// ```swift
/// let recorder = TestFailureRecorder()
/// await recorder.recording {
///     _ = try? await withTestLoop { loop in try await loop.nextFlush(timeout: .seconds(1)) }
/// }
/// XCTAssertEqual(recorder.failures.count, 1)
/// XCTAssertTrue(recorder.messages[0].contains("no flush with work"))
/// ```
///
/// Threading: any thread; the failures are kept under a lock.
public final class TestFailureRecorder: Sendable {
    /// One recorded failure.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// What the library reported.
        public let message: String
        /// The file of the call that failed.
        public let file: String
        /// The line of the call that failed.
        public let line: UInt

        /// `file:line: message`.
        public var description: String { "\(file):\(line): \(message)" }
    }

    private let recorded = LockedValue<[Failure]>([])

    /// A recorder with no failures.
    public init() {}

    /// The failures recorded so far, oldest first.
    public var failures: [Failure] { recorded.withLock { $0 } }

    /// The messages of ``failures``.
    public var messages: [String] { failures.map(\.message) }

    /// The reporter that records into this recorder.
    public var reporter: TestFailureReporter {
        TestFailureReporter { [self] message, file, line in
            let failure = Failure(message: message, file: "\(file)", line: line)
            recorded.withLock { $0.append(failure) }
        }
    }

    /// Runs `body` with this recorder's ``reporter`` as ``TestFailureReporter/current``:
    /// failures reported in `body` (and in the tasks it creates) are recorded, not
    /// reported to XCTest.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor; `body` runs there.
    ///   - body: The code whose failures are recorded.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public func recording<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async rethrows -> T {
        try await TestFailureReporter.$current.withValue(reporter, operation: body, isolation: isolation)
    }
}
