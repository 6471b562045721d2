import Bindings
import TerminalBackend

extension TerminalScreen {
    /// Waits for the next frame this screen draws, and returns what the screen then shows,
    /// row by row (a `MemoryTerminal`'s `screenLines`, else the frame's plain text); fails
    /// the test if no frame is drawn within `timeout`.
    ///
    /// ```swift
    /// model.name = "Ada"
    /// let lines = try await screen.nextFrame()
    /// XCTAssertEqual(lines.first, "Hello, Ada")
    /// ```
    ///
    /// This form is for code on the loop's actor (a `withTestLoop` body); it registers
    /// before the turn ends, so the frame of a change made just before is not missed.
    /// Elsewhere, use ``TestLoop/nextFrame(of:timeout:isolation:file:line:)``, which does
    /// not need to reach the loop to time out.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait; measured off the loop.
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    /// - Returns: The rows shown after the frame, trailing blanks trimmed.
    /// - Throws: ``TestWaitTimeout`` after reporting a failure that says whether the screen
    ///   was started, how many frames it drew and what it showed.
    @discardableResult
    public func nextFrame(
        timeout: Duration = TestLoop.defaultWaitTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> [String] {
        guard let eventLoop = EventLoop.current else {
            let message = "nextFrame: no EventLoop is open (the screen's loop was closed)"
            TestFailureReporter.current.report(message, file: file, line: line)
            throw TestWaitTimeout(message: message)
        }
        return try await TestLoop(eventLoop).nextFrame(of: self, timeout: timeout, file: file, line: line)
    }

    /// What the screen shows after `frame`: the in-memory terminal's rows when it is one.
    ///
    /// - Parameter frame: A frame this screen drew.
    /// - Returns: The rows, trailing blanks trimmed.
    func shownLines(of frame: CellBuffer) -> [String] {
        if let terminal = device as? MemoryTerminal { return terminal.screenLines }
        let text = frame.plainText
        return text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
