import Bindings

extension TestLoop {
    /// Waits for the next flush that has work (a binding was dirty), and returns its
    /// statistics; fails the test if none comes within `timeout`.
    ///
    /// ```swift
    /// model.count = 3
    /// try await loop.nextFlush()
    /// XCTAssertEqual(label.text, "Count: 3")
    /// ```
    /// - Parameters:
    ///   - timeout: How long to wait; measured off the loop, so it passes even when nobody
    ///     runs the loop.
    ///   - isolation: The caller's actor (inferred).
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    /// - Returns: The flush's statistics.
    /// - Throws: ``TestWaitTimeout`` after reporting a failure saying how many times the
    ///   loop turned and how many flushes it had made.
    @discardableResult
    public func nextFlush(
        timeout: Duration = TestLoop.defaultWaitTimeout,
        isolation: isolated (any Actor)? = #isolation,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> FlushStatistics {
        try await wait(for: "nextFlush", timeout: timeout, isolation: isolation, file: file, line: line) { gate in
            let scheduler = BindingScheduler.current
            gate.note(lookedAgain: false, "no flush with work came; \(scheduler.totals.turn) flushes with work "
                + "before the wait, \(scheduler.boundTargetCount) targets bound (did the change reach a bound property?)")
            gate.removeWhenDone(scheduler.observeFlushes { statistics in gate.finish(statistics) })
        }
    }

    /// Waits until `condition` holds, checking it now and after each flush that has work;
    /// fails the test if it still does not hold after `timeout`.
    ///
    /// ```swift
    /// worker.start()                                  // sets model.progress from a thread
    /// try await loop.waitUntil("the bar is full", state: { "\(bar.progress)" }) {
    ///     bar.progress == 1
    /// }
    /// ```
    /// - Parameters:
    ///   - description: What is awaited, for the failure message.
    ///   - timeout: How long to wait; measured off the loop.
    ///   - state: Describes the state (on the loop, after each check), for the message.
    ///   - isolation: The caller's actor (inferred).
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    ///   - condition: Checked on the loop.
    /// - Throws: ``TestWaitTimeout`` after reporting a failure naming `description`, the
    ///   number of flushes checked and the last `state`.
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        state: (@Sendable @LoopActor () -> String)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping @Sendable @LoopActor () -> Bool
    ) async throws {
        try await wait(for: "waitUntil \"\(description)\"", timeout: timeout, isolation: isolation, file: file, line: line) {
            (gate: WaitGate<Void>) in
            gate.note(lookedAgain: false, state?() ?? "the condition was false")
            if condition() {
                gate.finish(())
                return
            }
            gate.removeWhenDone(BindingScheduler.current.observeFlushes { _ in
                if condition() {
                    gate.finish(())
                } else {
                    gate.note(state?() ?? "the condition was false")
                }
            })
        }
    }
}

extension TestLoop {
    /// Waits for the next frame `screen` draws, and returns what the screen then shows, row
    /// by row (a `MemoryTerminal`'s `screenLines`, else the frame's plain text); fails the
    /// test if no frame is drawn within `timeout`.
    ///
    /// ```swift
    /// model.name = "Ada"
    /// let lines = try await loop.nextFrame(of: screen)
    /// XCTAssertEqual(lines.first, "Hello, Ada")
    /// ```
    /// - Parameters:
    ///   - screen: The screen to watch.
    ///   - timeout: How long to wait; measured off the loop.
    ///   - isolation: The caller's actor (inferred).
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    /// - Returns: The rows shown after the frame, trailing blanks trimmed.
    /// - Throws: ``TestWaitTimeout`` after reporting a failure that says whether the screen
    ///   was started, how many frames it drew and what it showed.
    @discardableResult
    public func nextFrame(
        of screen: TerminalScreen,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        isolation: isolated (any Actor)? = #isolation,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> [String] {
        try await wait(for: "nextFrame", timeout: timeout, isolation: isolation, file: file, line: line) { gate in
            gate.note(lookedAgain: false, "no frame drawn; the screen is \(screen.isStarted ? "started" : "not started"), "
                + "drew \(screen.framesDrawn) frames before the wait and shows \(screen.shownLines(of: screen.shownFrame))")
            gate.removeWhenDone(screen.observeFrames { frame in gate.finish(screen.shownLines(of: frame)) })
        }
    }
}
