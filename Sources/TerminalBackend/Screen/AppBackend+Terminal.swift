public import AppRunner
public import Bindings

extension AppBackend {
    /// The terminal: the process's terminal when standard input and output are one,
    /// plain-text frames otherwise (``PlainTextTerminal``); picked by `--terminal`.
    ///
    /// ```swift
    /// App(title: "Monitor", quitKeys: ["q"]) { _ in root }.main(backends: [.terminal])
    /// ```
    public static var terminal: AppBackend { terminal() }

    /// The terminal, with its settings.
    ///
    /// ```swift
    /// var options = TerminalScreenOptions()
    /// options.framesPerSecond = 30
    /// try app.run(on: .terminal(options: options, device: { _ in MemoryTerminal(width: 40, height: 10) }))
    /// ```
    /// - Parameters:
    ///   - options: Frame rate and colors.
    ///   - keepsRunningAfterInputEnds: Whether the run goes on after the input ends (a
    ///     dashboard writing frames to a log, `</dev/null`), until a signal or a quit.
    ///   - device: Makes the device to draw on; chosen from the process's standard
    ///     streams when `nil`.
    /// - Returns: The backend.
    public static func terminal(
        options: TerminalScreenOptions = .init(),
        keepsRunningAfterInputEnds: Bool = false,
        device: (@Sendable @LoopActor (EventLoop) throws -> any TerminalDevice)? = nil
    ) -> AppBackend {
        let settings = TerminalAppSession.Settings(
            options: options, keepsRunningAfterInputEnds: keepsRunningAfterInputEnds, device: device)
        return AppBackend(name: "terminal", flag: "--terminal", summary: "on the terminal", keyConventions: .terminal) { context in
            TerminalAppSession(context: context, settings: settings)
        }
    }
}
