public import Bindings
public import Widgets

/// Runs a widget tree as a full-screen terminal program until the user quits, and
/// always leaves the terminal as it found it.
/// An app that runs on several backends (a terminal and a window) uses `App` with
/// `AppBackend.terminal` instead, which runs one of these with the app's quit keys and
/// shortcuts.
///
/// ```swift
/// let loop = try EventLoop()
/// let app = try LoopActor.assumeIsolated { try TerminalApp(root: form, loop: loop) }
/// LoopActor.assumeIsolated { app.quitKeys.append(.character("q")) }
/// try app.run()          // returns after q, Ctrl-C, SIGINT or SIGTERM
/// try loop.close()
/// ```
///
/// The device is a ``TTYTerminal`` when standard input and output are terminals, and a
/// ``PlainTextTerminal`` otherwise (frames as plain text, for logs, reading standard
/// input). ``run()`` starts the screen, subscribes to SIGINT and SIGTERM, runs the loop,
/// and on every way out (a quit key, a signal, ``quit()``, the input ending, an error
/// thrown by the loop) stops the screen: cursor shown, alternate screen left, raw mode off.
///
/// The input ending (the terminal hung up, standard input reached its end: `</dev/null`)
/// ends ``run()`` on every device, after the first frame is drawn, unless
/// ``keepsRunningAfterInputEnds`` is set:
///
/// ```swift
/// let app = try TerminalApp(root: dashboard, loop: loop)   // `dashboard </dev/null >>log`
/// app.keepsRunningAfterInputEnds = true                     // runs on until SIGTERM or quit()
/// ```
///
/// Threading: build and configure on the loop thread (`@LoopActor`); call ``run()`` on
/// the loop thread outside any loop callback, like `EventLoop/run()`.
@LoopActor
public final class TerminalApp {
    /// Why ``run()`` returned.
    public enum ExitReason: Equatable, Sendable {
        /// A key in ``quitKeys``.
        case quitKey(Key)
        /// SIGINT or SIGTERM.
        case signal(UnixSignal)
        /// ``quit()`` was called.
        case requested
        /// The terminal's input ended.
        case inputEnded
        /// Reading or writing the terminal failed (the error is in ``TerminalApp/error``).
        case failed
    }

    /// The screen drawing the tree.
    public let screen: TerminalScreen
    /// Keys that end ``run()``; Ctrl-C by default (in raw mode it arrives as a key, not SIGINT).
    public var quitKeys: [Key] = [.interrupt]
    /// Whether ``run()`` goes on after the input ends; `false` by default, so that the
    /// input ending ends ``run()`` (``ExitReason/inputEnded``). Set it for an app with no
    /// one at the keyboard, such as a dashboard writing its frames to a log with standard
    /// input from `/dev/null`: it then runs until a signal, a quit key or ``quit()``.
    public var keepsRunningAfterInputEnds = false
    /// Keys neither the tree nor ``quitKeys`` used.
    public var onKey: (@LoopActor (Key) -> Void)?
    /// Why the app stopped, once it has.
    public private(set) var exitReason: ExitReason?
    /// The terminal error that stopped the app, if one did.
    public private(set) var error: (any Error)?

    /// Told why the app stopped, once: how the `AppBackend.terminal` session hears of a
    /// quit key, the input ending or a failure.
    var onFinish: (@LoopActor (ExitReason) -> Void)?

    private let loop: EventLoop
    private var signals: [UnixSignalSubscription] = []
    private var isRunning = false

    /// An app showing `root` on `device` (the process's terminal, or plain text when
    /// output is not a terminal).
    ///
    /// - Parameters:
    ///   - root: The tree to show.
    ///   - loop: The loop to run.
    ///   - device: Where to draw; chosen from the process's standard streams when `nil`.
    ///   - options: Frame rate and colors.
    /// - Throws: `UVError` when the terminal cannot be opened.
    public init(root: Widget, loop: EventLoop, device: (any TerminalDevice)? = nil, options: TerminalScreenOptions = .init()) throws {
        self.loop = loop
        let device = try device ?? (TTYTerminal.isAvailable ? TTYTerminal(loop: loop) : PlainTextTerminal())
        screen = TerminalScreen(root: root, device: device, loop: loop, options: options)
        screen.onKey = { [weak self] key in self?.handleUnusedKey(key) }
        screen.onInputEnded = { [weak self] in
            guard let self, !keepsRunningAfterInputEnds else { return }
            finish(.inputEnded)
        }
        screen.onError = { [weak self] error in
            self?.error = error
            self?.finish(.failed)
        }
    }

    /// Shows the tree and runs the loop until the app quits; the terminal is restored
    /// before this returns or throws.
    ///
    /// - Throws: What starting the screen or running the loop threw.
    public nonisolated func run() throws {
        try LoopActor.assumeIsolated { try start() }
        defer { LoopActor.assumeIsolated { finish(exitReason ?? .requested) } }
        try loop.run()
    }

    /// Stops the app: restores the terminal and stops the loop. Idempotent.
    public func quit() {
        finish(.requested)
    }

    /// Starts the screen, and subscribes to SIGINT and SIGTERM unless the caller handles
    /// them (the app runner does, for every backend).
    ///
    /// - Parameter subscribingToSignals: Whether SIGINT and SIGTERM end the app.
    /// - Throws: What starting the screen or subscribing threw; the app is then finished.
    func start(subscribingToSignals: Bool = true) throws {
        exitReason = nil
        error = nil
        isRunning = true
        do {
            for signal in [UnixSignal.interrupt, .terminate] where subscribingToSignals {
                signals.append(try loop.onUnixSignal(signal) { [weak self] in self?.finish(.signal(signal)) })
            }
            try screen.start()
        } catch {
            finish(.failed)
            throw error
        }
    }

    private func handleUnusedKey(_ key: Key) {
        if quitKeys.contains(key) {
            finish(.quitKey(key))
        } else {
            onKey?(key)
        }
    }

    private func finish(_ reason: ExitReason) {
        guard isRunning else { return }
        isRunning = false
        exitReason = reason
        screen.stop()
        for signal in signals { signal.dispose() }
        signals.removeAll()
        loop.stop()
        onFinish?(reason)
    }
}
