public import AppRunner
public import Bindings
public import TerminalBackend

/// The user of an app run by ``AppRunner/App/runForTest(width:height:timeout:_:)``: types
/// into its in-memory terminal and waits for what the screen shows.
///
/// ```swift
/// let reason = try app.runForTest { user in
///     try await user.waitUntil("the counter shows") { $0.contains("Count: 0") }
///     user.type("+")
///     try await user.waitUntil("the count went up") { $0.contains("Count: 1") }
///     user.type("q")
/// }
/// XCTAssertEqual(reason, .quitKey("q"))
/// ```
///
/// Threading: loop only.
@LoopActor
public final class TestAppUser {
    /// The terminal the app draws on and reads keys from.
    public let terminal: MemoryTerminal
    /// The run's context: its loop, quit keys, shortcuts, and `quit()`.
    public let context: AppContext

    init(terminal: MemoryTerminal, context: AppContext) {
        self.terminal = terminal
        self.context = context
    }

    /// The terminal's rows as they are now, trailing blanks trimmed.
    public var lines: [String] { terminal.screenLines }

    /// Types `text` as the user would: keys go through the app's tree first, then its
    /// shortcuts and quit keys.
    ///
    /// - Parameter text: What the user types; escape sequences included (`"\u{1B}[A"` is Up).
    public func type(_ text: String) {
        terminal.type(text)
    }

    /// Waits until the rows the app shows satisfy `condition`, checking now and after
    /// each frame the app draws (see ``TestLoop/waitUntil(_:on:timeout:isolation:file:line:_:)``).
    ///
    /// - Parameters:
    ///   - description: What is awaited, for the failure message.
    ///   - timeout: How long to wait; measured off the loop.
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    ///   - condition: Checked with the rows shown.
    /// - Returns: The rows shown when `condition` held.
    /// - Throws: ``TestWaitTimeout`` after reporting a failure.
    @discardableResult
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping @Sendable @LoopActor ([String]) -> Bool
    ) async throws -> [String] {
        guard let screen = (context.session as? TerminalAppSession)?.app?.screen else {
            let message = "waitUntil \"\(description)\": the app's terminal is not started"
            TestFailureReporter.current.report(message, file: file, line: line)
            throw TestWaitTimeout(message: message)
        }
        return try await TestLoop(context.loop).waitUntil(description, on: screen, timeout: timeout, file: file, line: line, condition)
    }
}
