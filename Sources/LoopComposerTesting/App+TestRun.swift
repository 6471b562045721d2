public import AppRunner
import Bindings
import TerminalBackend

extension App {
    /// Runs the whole app (its content, shortcuts and quit keys) on an in-memory terminal,
    /// with `user` driving it, until it quits; returns why it ended. A run still going after
    /// `timeout` ends with ``TestAppTimeout`` instead of hanging: no watchdog to write.
    ///
    /// ```swift
    /// let reason = try app.runForTest { user in
    ///     try await user.waitUntil("the counter shows") { $0.contains("Count: 0") }
    ///     user.type("q")
    /// }
    /// XCTAssertEqual(reason, .quitKey("q"))
    /// ```
    ///
    /// It is `run(on: .terminal(device:))` with a `MemoryTerminal`: the real runner and
    /// loop, on the calling thread (a synchronous test method), with `user` started as a
    /// task on the loop once the app is up. An error `user` throws ends the run, which
    /// throws it. Like `run(on:)`, it needs no other loop open.
    ///
    /// - Parameters:
    ///   - width: The terminal's columns.
    ///   - height: The terminal's rows.
    ///   - timeout: How long the run may take.
    ///   - user: Types and waits, on the loop.
    /// - Returns: Why the run ended (`.quitKey("q")`, `.requested`, …).
    /// - Throws: ``TestAppTimeout`` after `timeout`; what `user` threw; what `run(on:)` throws.
    public func runForTest(
        width: Int = 80,
        height: Int = 24,
        timeout: Duration = .seconds(10),
        _ user: @escaping @Sendable @LoopActor (TestAppUser) async throws -> Void
    ) throws -> AppExitReason {
        let device = TestAppDevice(width: width, height: height)
        let content = self.content
        var run = self
        run.content = { context in
            let root = try content(context)
            let driver = TestAppUser(terminal: device.terminal, context: context)
            let deadline = try context.loop.schedule(after: timeout) { [weak context] in
                context?.fail(TestAppTimeout(timeout: timeout, lines: device.terminal.screenLines))
            }
            let script: @Sendable @LoopActor () async -> Void = { [weak context] in
                do {
                    try await user(driver)
                } catch is CancellationError {
                    // The run ended first.
                } catch {
                    context?.fail(error)
                }
            }
            let task = Task.preferringTheLoop(script)
            context.onStop { _ in
                deadline.dispose()
                task.cancel()
            }
            return root
        }
        return try run.run(on: .terminal(device: { _ in device.terminal }))
    }
}

/// The terminal of one test run, made before the loop so both closures share it.
private final class TestAppDevice: Sendable {
    private let width: Int
    private let height: Int
    private let made = LockedTerminal()

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The run's terminal, made on first use (on the loop).
    @LoopActor
    var terminal: MemoryTerminal {
        if let terminal = made.terminal { return terminal }
        let terminal = MemoryTerminal(width: width, height: height)
        made.terminal = terminal
        return terminal
    }
}

/// The loop-isolated slot for ``TestAppDevice``'s terminal.
@LoopActor
private final class LockedTerminal: Sendable {
    var terminal: MemoryTerminal?
    nonisolated init() {}
}
