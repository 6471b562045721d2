import Bindings
import TerminalBackend

extension TestLoop {
    /// Waits until what `screen` shows satisfies `condition`, checking it now and after
    /// each frame the screen draws; fails the test if it still does not hold after
    /// `timeout`. Returns the rows that satisfied it.
    ///
    /// ```swift
    /// worker.start()                                   // progress from a thread
    /// let lines = try await loop.waitUntil("every job is done", on: screen) { lines in
    ///     lines.last?.hasPrefix("4 of 4 done") == true
    /// }
    /// ```
    ///
    /// A screen shows a change only in the frame drawn after the flush that installed it
    /// (frames are also held back to the frame rate), so a condition on the rows is checked
    /// after frames, not after flushes: ``waitUntil(_:timeout:state:isolation:file:line:_:)``
    /// checks after each flush, when the rows are still the old ones.
    ///
    /// - Parameters:
    ///   - description: What is awaited, for the failure message.
    ///   - screen: The screen to read (a `MemoryTerminal`'s `screenLines`, else the
    ///     frame's plain text).
    ///   - timeout: How long to wait; measured off the loop.
    ///   - isolation: The caller's actor (inferred).
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    ///   - condition: Checked on the loop with the rows the screen shows, trailing blanks trimmed.
    /// - Returns: The rows shown when `condition` held.
    /// - Throws: ``TestWaitTimeout`` after reporting a failure naming `description`, how
    ///   many frames were checked and the rows last shown.
    @discardableResult
    public func waitUntil(
        _ description: String,
        on screen: TerminalScreen,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        isolation: isolated (any Actor)? = #isolation,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping @Sendable @LoopActor ([String]) -> Bool
    ) async throws -> [String] {
        try await wait(for: "waitUntil \"\(description)\" on the screen", timeout: timeout, isolation: isolation,
                       file: file, line: line) { (gate: WaitGate<[String]>) in
            let shown = screen.shownLines(of: screen.shownFrame)
            gate.note(lookedAgain: false, "the screen \(screen.isStarted ? "is started" : "is not started") and shows \(shown)")
            if condition(shown) {
                gate.finish(shown)
                return
            }
            gate.removeWhenDone(screen.observeFrames { frame in
                let lines = screen.shownLines(of: frame)
                if condition(lines) {
                    gate.finish(lines)
                } else {
                    gate.note("the screen shows \(lines)")
                }
            })
        }
    }
}
