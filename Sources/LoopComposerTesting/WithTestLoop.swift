import Bindings

/// Runs `body` against a real `EventLoop`, from an async test on whatever thread XCTest
/// uses (a plain `async` test runs on the cooperative pool, a `@MainActor` one on main),
/// and returns what `body` returns.
///
/// ```swift
/// func testTheLabelFollowsTheModel() async throws {
///     try await withTestLoop { loop in
///         let model = CounterModel()
///         let label = RecordingTarget()
///         label.bind(to: model) { [.text("Count: \($0.count)")] }
///         model.count = 3
///         try await loop.nextFlush()
///         XCTAssertEqual(label.shown[.text], .text("Count: 3"))
///         label.lifetime.end()
///     }
/// }
/// ```
///
/// A dedicated thread creates the loop and runs it while `body` runs as a `@LoopActor`
/// task on it. When `body` ends, the loop is stopped and closed on its own thread, and the
/// test fails (at this call's line, through ``TestFailureReporter/current``) if
/// `uv_loop_close` did not succeed or if a `Binding` is still live. If `body` does not
/// finish within `timeout`, the test fails with a message, the body's task is cancelled
/// (the waits end with `CancellationError`), the loop is stopped and closed, and the call
/// throws: it never hangs the process. (A body suspended on something that ignores
/// cancellation, such as a continuation of its own, stays suspended; if it is resumed later,
/// its remaining code runs on the next loop opened.) Only one loop may be open at
/// a time: concurrent calls take turns; a loop opened elsewhere and left open fails the
/// test with ``TestLoopError/anotherLoopIsOpen``.
///
/// With `clock: .virtual`, the loop's scheduled timers (`EventLoop.schedule(after:repeating:_:)`,
/// so an app's auto-refresh, debounce or ticking timers, unchanged) run on virtual time
/// that only ``TestLoop/advanceTime(by:timeout:file:line:)`` moves, so a test of a timer
/// waits for nothing:
///
/// ```swift
/// try await withTestLoop(clock: .virtual) { loop in
///     let model = CounterModel()
///     let label = RecordingTarget()
///     label.bind(to: model) { [.text("Count: \($0.count)")] }
///     let tick = try loop.eventLoop.schedule(after: .seconds(1), repeating: .seconds(1)) {
///         model.count += 1
///     }
///     try await loop.advanceTime(by: .seconds(3))    // three firings, each flushed
///     XCTAssertEqual(label.shown[.text], .text("Count: 3"))
///     tick.dispose()
///     label.lifetime.end()
/// }
/// ```
///
/// - Parameters:
///   - clock: The clock the loop's scheduled timers run on; ``TestLoopClock/real`` by
///     default.
///   - timeout: How long `body` may take; ten seconds by default.
///   - file: The caller's file, for failures.
///   - line: The caller's line, for failures.
///   - body: The test, on the loop's actor; its ``TestLoop`` has waits that cannot hang.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws; ``TestLoopError`` when the loop could not be opened or
///   `body` did not finish in time.
@discardableResult
public func withTestLoop<T: Sendable>(
    clock: TestLoopClock = .real,
    timeout: Duration = .seconds(10),
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable @LoopActor (TestLoop) async throws -> T
) async throws -> T {
    try await runTestLoop(caller: "withTestLoop", clock: clock, timeout: timeout, file: file, line: line, body)
}

/// What `withTestLoop` does, with the loop's thread and the name in the failures given:
/// for the GTK test support, whose loop runs on the main thread.
///
/// - Parameters:
///   - caller: The public function, for the failure messages.
///   - clock: The clock the loop's scheduled timers run on.
///   - timeout: How long `body` may take.
///   - file: The caller's file, for failures.
///   - line: The caller's line, for failures.
///   - launch: Runs its argument on the thread that becomes the loop's; a new thread
///     unless given.
///   - body: The test, on the loop's actor.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws; ``TestLoopError``.
package func runTestLoop<T: Sendable>(
    caller: String,
    clock: TestLoopClock = .real,
    timeout: Duration,
    file: StaticString,
    line: UInt,
    launch: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil,
    _ body: @escaping @Sendable @LoopActor (TestLoop) async throws -> T
) async throws -> T {
    let reporter = TestFailureReporter.current
    await TestLoopQueue.shared.acquire()
    let run = launch.map { TestLoopRun<T>(timeout: timeout, clock: clock, caller: caller, launch: $0) }
        ?? TestLoopRun<T>(timeout: timeout, clock: clock, caller: caller)
    let outcome = await run.run(body)
    TestLoopQueue.shared.release()
    for failure in outcome.bodyFailures {
        reporter.report(failure.message, file: failure.file, line: failure.line)
    }
    for failure in outcome.failures {
        reporter.report(failure, file: file, line: line)
    }
    return try outcome.result.get()
}
