import Bindings

extension TestLoop {
    /// The virtual time of a loop made with `withTestLoop(clock: .virtual)`: zero when the
    /// loop was made, moved only by ``advanceTime(by:timeout:file:line:)``; `nil` on the
    /// real clock.
    ///
    /// ```swift
    /// try await loop.advanceTime(by: .milliseconds(1_500))
    /// XCTAssertEqual(loop.virtualTime, .milliseconds(1_500))
    /// ```
    @LoopActor
    public var virtualTime: Duration? {
        eventLoop.virtualClock?.now
    }

    /// Moves the virtual time forward by `amount`, and returns once every timer due on the
    /// way fired and the flush after it ran; no real time passes for the timers.
    ///
    /// ```swift
    /// try await withTestLoop(clock: .virtual) { loop in
    ///     let search = SearchModel()                   // debounces queries by 300 ms
    ///     search.query = "lo"
    ///     try await loop.advanceTime(by: .milliseconds(299))
    ///     XCTAssertEqual(search.requests, [])
    ///     try await loop.advanceTime(by: .milliseconds(1))
    ///     XCTAssertEqual(search.requests, ["lo"])
    /// }
    /// ```
    ///
    /// What runs, exactly (as `EmbeddedEventLoop.advanceTime(by:)` in SwiftNIO, but on the
    /// real loop, one real turn per instant):
    /// - Timers fire in order of due time, then of scheduling. All timers due at one
    ///   instant fire in one loop turn, in its timers phase; that turn's before-sleep
    ///   hooks (the bindings' flush, then a backend's render) run before the next
    ///   instant's timers fire, as in any turn. Then the time is `virtualTime + amount`.
    /// - A repeating timer fires once per interval crossed, each firing in its own turn.
    /// - A timer that a firing schedules within the window fires too, in its own turn; one
    ///   scheduled with a zero or negative delay fires in the next turn at the same instant.
    /// - A disposed timer never fires, even when due in the batch that disposed of it.
    /// - Timers due at the current time (a zero delay scheduled before the call) fire first
    ///   (also without any call: in the loop's next turn).
    /// - With nothing due in the window, it returns at once: no turn, no flush.
    ///
    /// Only timers made with `EventLoop.schedule(after:repeating:_:)` are virtual: Dispatch
    /// timers, `Task.sleep`, the waits' timeouts and the loop's I/O keep real time.
    ///
    /// - Parameters:
    ///   - amount: How far to move the time; a negative amount counts as zero.
    ///   - timeout: How long in real time the firings may take (each instant costs one loop
    ///     turn); measured off the loop.
    ///   - file: The caller's file, for a failure.
    ///   - line: The caller's line, for a failure.
    /// - Throws: ``TestLoopError/clockIsNotVirtual`` (after reporting a failure) on a loop
    ///   whose timers run on the real clock; ``TestWaitTimeout`` after reporting a failure
    ///   when the firings did not finish within `timeout` (nobody runs the loop, or a
    ///   repeating timer with a tiny interval in a long window).
    /// - Complexity: One loop turn per distinct due time in the window.
    @LoopActor
    public func advanceTime(
        by amount: Duration,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws {
        guard let clock = eventLoop.virtualClock else {
            TestFailureReporter.current.report(
                "advanceTime: the loop's timers run on the real clock; make the loop with withTestLoop(clock: .virtual)",
                file: file, line: line)
            throw TestLoopError.clockIsNotVirtual
        }
        try await wait(for: "advanceTime(by: \(amount))", timeout: timeout, isolation: #isolation, file: file, line: line) {
            (gate: WaitGate<Void>) in
            gate.note(lookedAgain: false, "the virtual time was \(clock.now) with \(clock.scheduledCount) timers scheduled")
            clock.advance(by: amount) { gate.finish(()) }
        }
    }
}
