import Bindings
public import Widgets

/// An app that runs on any backend: its title, its quit keys, and the content closure
/// that builds its view models and root widget; the backend is a value
/// (``AppBackend``), picked by the app or by a command-line flag.
///
/// ```swift
/// import AppRunner
/// import GTKBackend
/// import TerminalBackend
/// import Widgets
///
/// App(title: "Hello", quitKeys: ["q", .control("q")]) { context in
///     let label: Label = [.text("Hello from \(context.backend.name)")]
///     return label
/// }.main(backends: [.terminal, .gtk])   // `--gtk` opens a window; the terminal by default
/// ```
///
/// A run makes its own `EventLoop` on the calling thread, opens the backend (which may
/// fail, say without a display, before anything is built), calls the content closure on
/// the loop, starts the backend and runs the loop until a quit key, SIGINT, SIGTERM,
/// ``AppContext/quit()``, the window closing or the terminal's input ending. Then the
/// backend stops (the terminal is restored, the native widgets go), the
/// ``AppContext/onStop(_:)`` handlers run, and the loop closes: on every way out,
/// errors included.
///
/// Thread rule: call ``run(on:)`` on the thread that is to run the loop (the main thread
/// in a `main.swift`), with no other loop open, outside any loop callback.
public struct App: Sendable {
    /// The app's title: a window's title, the name in messages.
    public var title: String
    /// Keys that end the run, on every backend (besides each backend's own: Ctrl-C on
    /// a terminal).
    public var quitKeys: [AppKey]
    /// Builds the view models and returns the root widget, on the loop, once the backend
    /// opened.
    public var content: @Sendable @LoopActor (AppContext) throws -> Widget
    /// Whether a backend with several views (browser tabs) shows one root or a root per
    /// view; ``AppContentScope/shared`` by default.
    public var contentScope: AppContentScope

    /// An app.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - quitKeys: Keys that end the run; Ctrl-Q by default.
    ///   - contentScope: One root for every view (the default), or a root per view: each
    ///     browser tab its own view models.
    ///   - content: Builds the root widget, given the run's context (loop, shortcuts,
    ///     stop handlers).
    public init(
        title: String,
        quitKeys: [AppKey] = [.control("q")],
        contentScope: AppContentScope = .shared,
        content: @escaping @Sendable @LoopActor (AppContext) throws -> Widget
    ) {
        self.title = title
        self.quitKeys = quitKeys
        self.contentScope = contentScope
        self.content = content
    }

    /// Runs the app on `backend` until it quits, and says why.
    ///
    /// ```swift
    /// let reason = try app.run(on: .terminal)   // .quitKey(.control("q")), .signal(.terminate), …
    /// ```
    /// - Parameter backend: Where to show it.
    /// - Returns: Why the run ended.
    /// - Throws: What opening the backend threw (``AppLaunchError`` never: no command line
    ///   here), what the content closure threw, what the backend failed with while running,
    ///   and `EventLoopError.anotherLoopIsOpen` when a loop is already open. The backend
    ///   is stopped and the loop closed before any of them is thrown.
    public func run(on backend: AppBackend) throws -> AppExitReason {
        let loop = try EventLoop()
        let reason: AppExitReason
        do {
            let context = LoopActor.assumeIsolated {
                AppContext(loop: loop, backend: backend, title: title, quitKeys: quitKeys)
            }
            do {
                try LoopActor.assumeIsolated { try start(context) }
                if LoopActor.assumeIsolated({ context.exitReason == nil }) {
                    try loop.run()
                }
            } catch {
                LoopActor.assumeIsolated { context.fail(error) }
            }
            reason = try LoopActor.assumeIsolated { try stop(context) }
        } catch {
            try? loop.close()
            throw error
        }
        try loop.close()
        return reason
    }

    /// Opens the backend, builds the content, subscribes to the signals and starts the
    /// backend.
    ///
    /// - Parameter context: The run.
    /// - Throws: What opening, building or starting threw.
    @LoopActor
    private func start(_ context: AppContext) throws {
        let session = try context.backend.open(context)
        context.session = session
        if contentScope == .perView, let multiView = session as? any AppMultiViewSession {
            try subscribeToSignals(context)
            context.backendDidStart()
            let content = self.content
            try multiView.start(makeRoot: { [weak context] in
                // A view opening after the run ended builds nothing.
                guard let context, context.exitReason == nil else { throw CancellationError() }
                return try content(context)
            })
            return
        }
        let root = try content(context)
        try subscribeToSignals(context)
        context.backendDidStart()
        try session.start(root: root)
    }

    /// SIGINT and SIGTERM end the run.
    @LoopActor
    private func subscribeToSignals(_ context: AppContext) throws {
        for signal in [UnixSignal.interrupt, .terminate] {
            context.signalSubscriptions.append(try context.loop.onUnixSignal(signal) { [weak context] in
                context?.finish(.signal(signal))
            })
        }
    }

    /// Stops the backend, ends the signal subscriptions and runs the stop handlers.
    ///
    /// - Parameter context: The run.
    /// - Returns: Why it ended.
    /// - Throws: The error the run failed with, if any.
    @LoopActor
    private func stop(_ context: AppContext) throws -> AppExitReason {
        context.session?.stop()
        // The session holds the context: let both go with the run.
        defer { context.session = nil }
        for subscription in context.signalSubscriptions { subscription.dispose() }
        context.signalSubscriptions.removeAll()
        if let failure = context.failure {
            context.dropStopHandlers()
            throw failure
        }
        let reason = context.exitReason ?? .requested
        context.runStopHandlers(reason)
        return reason
    }
}
