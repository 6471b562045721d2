public import AppRunner
public import Bindings
import ComposerModel
import TerminalBackend
import Widgets

/// Runs the live counter: on any backend (``run(_:on:)``) or headless
/// (``runHeadless(_:output:)``), on a real libuv loop with a timer ticking the model.
///
/// ```swift
/// let summary = try CounterDemo.runHeadless(configuration) { print($0) }
/// ```
///
/// Both create, run and close their own ``EventLoop`` on the calling thread.
public enum CounterDemo {
    /// How a run ended.
    public struct Summary: Sendable {
        /// The final count.
        public var count: Int
        /// All flushes.
        public var totals: FlushStatistics
        /// Frames drawn (0 when headless).
        public var framesDrawn: Int
        /// Why the run ended (`nil` when headless).
        public var exitReason: AppExitReason?
        /// What the status line showed at the end (``DemoStatistics/description``).
        public var status = DemoStatistics().description
        /// Whether the counter was counting at the end (the Auto-count switch, not paused).
        public var autoCounts = false

        /// One line for logs: `final: count 10 · 10 flushes · 10 changes · 20 set, 0 reset, 0 unchanged · 0 frames`.
        public var description: String {
            "final: count \(count) · \(totals.turn) flushes · \(totals.changesObserved) changes · "
                + "\(totals.attributesSet) set, \(totals.attributesReset) reset, \(totals.attributesUnchanged) unchanged · \(framesDrawn) frames"
        }
    }

    /// Runs headless: each flush prints one line naming the widgets it installed on and
    /// the delta each received; the last line is ``Summary/description``.
    ///
    /// ```swift
    /// turn 3: count [set text=Count: 1, set textColor=green]
    /// ```
    /// - Parameters:
    ///   - configuration: Interval, limits and auto-count.
    ///   - output: Receives each line.
    /// - Returns: The final figures.
    /// - Throws: What the loop threw.
    public static func runHeadless(
        _ configuration: CounterDemoConfiguration,
        output: @escaping @LoopActor (String) -> Void
    ) throws -> Summary {
        let loop = try EventLoop()
        let session = try LoopActor.assumeIsolated { try startHeadless(configuration, on: loop, output: output) }
        try loop.run()
        let summary = LoopActor.assumeIsolated { endHeadless(session, output: output) }
        try loop.close()
        return summary
    }

    /// The headless run's set-up on a loop someone else runs (``runHeadless(_:output:)``,
    /// or a test loop whose virtual clock drives the auto-count): the session, its timers,
    /// one printed line per flush, and the signals that finish it.
    ///
    /// ```swift
    /// let session = try CounterDemo.startHeadless(configuration, on: loop) { print($0) }
    /// // … the loop runs until the session finishes (it stops the loop) …
    /// let summary = CounterDemo.endHeadless(session) { print($0) }
    /// ```
    /// - Parameters:
    ///   - configuration: Interval, limits and auto-count.
    ///   - loop: The loop the timers run on.
    ///   - output: Receives each line.
    /// - Returns: The session; it stops the loop when it finishes.
    /// - Throws: What scheduling its timers or watching the signals threw.
    @LoopActor
    static func startHeadless(
        _ configuration: CounterDemoConfiguration,
        on loop: EventLoop,
        output: @escaping @LoopActor (String) -> Void
    ) throws -> Session {
        let session = try Session(configuration: configuration, loop: loop)
        var installCounts = session.view.widgets.map(\.installCount)
        var flushes = 0
        session.keep(BindingScheduler.current.observeFlushes { statistics in
            let widgets = session.view.widgets
            var installed: [String] = []
            for (index, widget) in widgets.enumerated() where widget.installCount != installCounts[index] {
                installed.append("\(widget.identifier ?? widget.diagnosticName) \(widget.lastInstalledDelta)")
            }
            installCounts = widgets.map(\.installCount)
            output("turn \(statistics.turn): " + installed.joined(separator: "; "))
            flushes += 1
            if let limit = configuration.frameLimit, flushes >= limit { session.finish() }
        })
        for signal in [UnixSignal.interrupt, .terminate] {
            session.keep(try loop.onUnixSignal(signal) { session.finish() })
        }
        return session
    }

    /// Ends a headless session: prints and returns the summary, then ends every binding.
    ///
    /// - Parameters:
    ///   - session: What ``startHeadless(_:on:output:)`` returned.
    ///   - output: Receives the summary line.
    /// - Returns: The final figures.
    @LoopActor
    static func endHeadless(_ session: Session, output: @LoopActor (String) -> Void) -> Summary {
        let summary = Summary(count: session.model.count, totals: BindingScheduler.current.totals, framesDrawn: 0)
        output(summary.description)
        session.end()
        return summary
    }

    /// Runs the counter on `backend` until q, Ctrl-Q, Ctrl-C on a terminal, SIGINT,
    /// SIGTERM, the window closing or a configured limit (duration, or `frameLimit` frames
    /// on a backend that counts them, flushes on one that does not); the terminal is
    /// restored before this returns.
    ///
    /// ```swift
    /// print(try CounterDemo.run(configuration, on: .terminal).description)
    /// ```
    /// - Parameters:
    ///   - configuration: Interval, limits and auto-count.
    ///   - backend: Where to show it.
    /// - Returns: The final figures.
    /// - Throws: What opening the backend (`GTKError.displayUnavailable`) or running threw.
    public static func run(_ configuration: CounterDemoConfiguration, on backend: AppBackend) throws -> Summary {
        let summary = LockedValue<Summary?>(nil)
        _ = try app(configuration, reportingTo: summary).run(on: backend)
        guard let made = summary.withLock({ $0 }) else { preconditionFailure("a run that returned ran its stop handlers") }
        return made
    }

    /// Runs on the terminal (``run(_:on:)`` with the configured frame rate).
    ///
    /// - Parameter configuration: Interval, limits, auto-count and frame rate.
    /// - Returns: The final figures.
    /// - Throws: What opening the terminal or running the loop threw.
    public static func runInTerminal(_ configuration: CounterDemoConfiguration) throws -> Summary {
        var options = TerminalScreenOptions()
        options.framesPerSecond = configuration.framesPerSecond
        return try run(configuration, on: .terminal(options: options))
    }

    /// The counter as an app for any backend: quit keys q, Ctrl-Q and Esc (those the
    /// backend honours: Ctrl+Q in a window), shortcuts + = - r p, the key hint line in the
    /// backend's words, and the status line following flushes on every backend.
    ///
    /// - Parameters:
    ///   - configuration: Interval, limits and auto-count.
    ///   - summary: Receives the final figures when the run stops.
    /// - Returns: The app.
    static func app(_ configuration: CounterDemoConfiguration, reportingTo summary: LockedValue<Summary?>) -> App {
        App(title: "Counter", quitKeys: AppKey.standardQuitKeys) { context in
            let session = try Session(configuration: configuration, loop: context.loop, keyHint: context.keyHint(keys: "+ - r p"))
            session.onFinish = { [weak context] in context?.quit() }
            let model = session.model
            context.addShortcut("+") { model.increment() }
            context.addShortcut("=") { model.increment() }
            context.addShortcut("-") { model.decrement() }
            context.addShortcut("r") { model.reset() }
            context.addShortcut("p") { model.togglePause() }
            var countInstalls = session.view.count.installCount
            var flushes = 0
            session.keep(BindingScheduler.current.observeFlushes { [weak context] statistics in
                flushes += 1
                guard let context else { return }
                let frames = context.framesPresented
                // The limit counts frames where the backend counts them, flushes elsewhere.
                if let limit = configuration.frameLimit, (frames ?? flushes) >= limit { session.finish() }
                // Report flushes that moved the counter, on every backend; the status line's
                // own flushes are not reported, or it would never stop updating itself.
                let installs = session.view.count.installCount
                guard installs != countInstalls else { return }
                countInstalls = installs
                model.statistics = DemoStatistics(flush: statistics, framesDrawn: frames)
            })
            context.onStop { [weak context] reason in
                var made = Summary(
                    count: model.count, totals: BindingScheduler.current.totals,
                    framesDrawn: context?.framesPresented ?? 0, exitReason: reason)
                made.status = model.statistics.description
                made.autoCounts = model.autoCounts
                summary.withLock { $0 = made }
                session.end()
            }
            return session.view.root
        }
    }
}
