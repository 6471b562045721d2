public import AppRunner
import Bindings
import ComposerModel
import TerminalBackend
import Widgets

/// Runs the job dashboard: on any backend, or headless until every bar is full.
///
/// ```swift
/// let summary = try JobDashboardApp.runHeadless(steps: 100) { print($0) }
/// ```
///
/// Both create, run and close their own ``EventLoop`` on the calling thread, and
/// start a ``JobWorker`` thread that only sets ``SharedProperty`` values.
public enum JobDashboardApp {
    /// What a headless run saw.
    public struct Summary: Sendable, Equatable {
        /// The progress each bar shows at the end, in the board's order.
        public var progress: [Double]
        /// The percentage each row shows at the end.
        public var percentages: [String]
        /// The status line at the end.
        public var status: String
        /// Flushes that had work.
        public var flushes: Int

        /// One line: `final: backup 100%, index 100%, … · 4 of 4 done · worker finished · 37 flushes`.
        public var description: String {
            "final: \(percentages.joined(separator: ", ")) · \(status) · \(flushes) flushes"
        }
    }

    /// Runs the worker against the real loop with no terminal, printing one line per
    /// flush with every bar's value, until every bar is full and the worker is done.
    ///
    /// ```
    /// flush 3: backup 12%, index 6%, thumbnails 4%, reports 3%
    /// ```
    ///
    /// - Parameters:
    ///   - names: The jobs.
    ///   - steps: Updates for the fastest job.
    ///   - pause: Simulated work between two steps.
    ///   - timeout: Give up after this long (the summary then shows what was reached).
    ///   - output: Receives each line.
    /// - Returns: What the widgets show at the end.
    /// - Throws: What the loop threw.
    @discardableResult
    public static func runHeadless(
        names: [String] = JobBoard.demoNames,
        steps: Int = 50,
        pause: Duration = .milliseconds(2),
        timeout: Duration = .seconds(60),
        output: @escaping @LoopActor (String) -> Void = { _ in }
    ) throws -> Summary {
        let loop = try EventLoop()
        let board = JobBoard(names: names)
        let (view, observation, deadline) = try LoopActor.assumeIsolated { () throws -> (JobDashboardView, AnyDisposable, LoopTimer) in
            let view = JobDashboardView(board: board)
            var flushes = 0
            let observation = BindingScheduler.current.observeFlushes { _ in
                flushes += 1
                let rows = zip(board.jobs, view.percentages).map { "\($0.name) \($1.text)" }
                output("flush \(flushes): " + rows.joined(separator: ", "))
                // The status line reads isWorkerDone, so the worker's last change flushes too.
                if view.showsAllDone && board.isWorkerDone.value { loop.stop() }
            }
            let deadline = try loop.schedule(after: timeout) { loop.stop() }
            return (view, observation, deadline)
        }
        JobWorker(board: board, steps: steps, pause: pause).start()
        try loop.run()
        let summary = LoopActor.assumeIsolated { () -> Summary in
            observation.dispose()
            deadline.dispose()
            let summary = Summary(
                progress: view.bars.map(\.progress),
                percentages: zip(board.jobs, view.percentages).map { "\($0.name) \($1.text)" },
                status: view.status.text,
                flushes: BindingScheduler.current.totals.turn)
            output(summary.description)
            return summary
        }
        try loop.close()
        return summary
    }

    /// Runs the dashboard on `backend` until a quit key (q, Ctrl-Q, Esc or Ctrl-C on a
    /// terminal; Ctrl+Q in a window), SIGINT, SIGTERM or the window closing, with the worker thread filling the bars; the
    /// terminal is restored before this returns.
    ///
    /// ```swift
    /// try JobDashboardApp.run(on: .terminal)
    /// ```
    /// - Parameters:
    ///   - backend: Where to show it.
    ///   - steps: Updates for the fastest job.
    ///   - pause: Simulated work between two steps.
    /// - Throws: What opening the backend (`GTKError.displayUnavailable`: the worker is
    ///   then not started) or running threw.
    public static func run(on backend: AppBackend, steps: Int = 100, pause: Duration = .milliseconds(40)) throws {
        let board = JobBoard(names: JobBoard.demoNames)
        _ = try App(title: "Jobs", quitKeys: AppKey.standardQuitKeys) { context in
            let view = JobDashboardView(board: board, keyHint: context.keyHint(showsOwnKeys: false))
            context.onStop { _ in withExtendedLifetime(view) {} }
            JobWorker(board: board, steps: steps, pause: pause).start()
            return view.root
        }.run(on: backend)
    }

    /// Runs the dashboard on the terminal (``run(on:steps:pause:)``).
    ///
    /// - Parameters:
    ///   - steps: Updates for the fastest job.
    ///   - pause: Simulated work between two steps.
    /// - Throws: What opening the terminal or running the loop threw.
    public static func runInTerminal(steps: Int = 100, pause: Duration = .milliseconds(40)) throws {
        try run(on: .terminal, steps: steps, pause: pause)
    }
}
