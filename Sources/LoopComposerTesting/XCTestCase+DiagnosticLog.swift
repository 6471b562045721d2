import Bindings
import InMemoryLogging
import Logging
public import XCTest

extension XCTestCase {
    /// Sends LoopComposer's diagnostics (`DiagnosticLog.logger`) to a new in-memory log
    /// handler until the end of the current test, and returns the handler to assert on.
    ///
    /// ```swift
    /// func testADuplicateKeyIsLogged() throws {
    ///     let logs = captureDiagnosticLog()
    ///     let loop = try EventLoop()
    ///     LoopActor.assumeIsolated { _ = Label(style: [.text("a"), .text("b")]) }
    ///     try loop.close()
    ///     XCTAssertEqual(logs.entries.first?.metadata["diagnostic"], "duplicateKey")
    /// }
    /// ```
    ///
    /// A teardown block restores the default logger after the test (call it from a test or
    /// from `setUp()`). `DiagnosticLog.logger` is process-wide: tests that capture it must
    /// not run at the same time.
    ///
    /// - Returns: The handler; its `entries` are the records logged since the call.
    public func captureDiagnosticLog() -> InMemoryLogHandler {
        let handler = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "LoopComposerTesting") { _ in handler }
        addTeardownBlock { DiagnosticLog.restoreDefaultLogger() }
        return handler
    }
}
