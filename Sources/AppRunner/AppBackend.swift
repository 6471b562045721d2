import Bindings

/// A backend an ``App`` can run on, as a value: its name, the command-line flag that picks
/// it, and how it opens a session for one run.
///
/// Each backend module adds its own values as static members, so an app lists the
/// backends it links and nothing else is built:
///
/// ```swift
/// import GTKBackend        // AppBackend.gtk
/// import TerminalBackend   // AppBackend.terminal
///
/// app.main(backends: [.terminal, .gtk])   // --gtk picks the window; the first is the default
/// ```
///
/// A new backend plugs in the same way, without changing the runner: its module
/// declares `extension AppBackend { public static var web: AppBackend { … } }` with a
/// session adopting ``AppBackendSession``.
///
/// Thread rule: a value, usable anywhere; `open` runs on the loop thread.
public struct AppBackend: Sendable {
    /// The backend's name in messages: `terminal`, `gtk`.
    public let name: String
    /// The command-line flag that picks it: `--terminal`, `--gtk`.
    public let flag: String
    /// One line for the usage text: `in a GTK 4 window (needs a display)`.
    public let summary: String
    /// The options only this backend takes (`--port` for a browser backend).
    public let options: [AppBackendOption]
    /// Which of an app's keys reach it on this backend, and how hint lines name them.
    public let keyConventions: AppKeyConventions
    /// The values of ``options`` the command line gave, by option flag; filled in by
    /// ``selected(from:arguments:programName:)``.
    public internal(set) var optionValues: [String: String] = [:]
    /// Opens the backend for one run (a GTK window, a terminal device); the runner then
    /// builds the root and starts the session.
    let open: @Sendable @LoopActor (AppContext) throws -> any AppBackendSession

    /// A backend.
    ///
    /// ```swift
    /// let echo = AppBackend(name: "echo", flag: "--echo", summary: "prints the tree") { _ in EchoSession() }
    /// ```
    /// - Parameters:
    ///   - name: Its name in messages.
    ///   - flag: The command-line flag that picks it, with its dashes.
    ///   - summary: One line for the usage text.
    ///   - options: The options only this backend takes, with a value each.
    ///   - keyConventions: Which of an app's keys reach it, and how hint lines name them;
    ///     every key by default.
    ///   - open: Makes the session for one run, given the run's context; throws when the
    ///     backend cannot start (no display), before the app's content is built.
    public init(
        name: String, flag: String, summary: String, options: [AppBackendOption] = [],
        keyConventions: AppKeyConventions = AppKeyConventions(),
        open: @escaping @Sendable @LoopActor (AppContext) throws -> any AppBackendSession
    ) {
        self.name = name
        self.flag = flag
        self.summary = summary
        self.options = options
        self.keyConventions = keyConventions
        self.open = open
    }
}
