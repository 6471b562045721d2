public import AppRunner
import Bindings

extension AppBackend {
    /// A GTK 4 window (needs a display; try `xvfb-run -a`); picked by `--gtk`.
    ///
    /// ```swift
    /// App(title: "Counter", quitKeys: ["q", .control("q")]) { _ in root }.main(backends: [.terminal, .gtk])
    /// ```
    /// Without a display the run throws ``GTKError/displayUnavailable`` before the app's
    /// content is built (`App.main` prints it as one line and exits with 1).
    public static var gtk: AppBackend { gtk() }

    /// A GTK 4 window of a given size.
    ///
    /// ```swift
    /// try app.run(on: .gtk(width: 420, height: 230) { window in screenshot.take(of: window) })
    /// ```
    /// - Parameters:
    ///   - width: The window's default width, in pixels.
    ///   - height: The window's default height, in pixels.
    ///   - units: Pixels per size unit.
    ///   - afterFirstFrame: Runs once, after the window's first frame (a screenshot, or
    ///     closing it in a test).
    /// - Returns: The backend.
    public static func gtk(
        width: Int = 480, height: Int = 320, units: GTKScreen.Units = .init(),
        afterFirstFrame: (@Sendable @LoopActor (GTKWindow) -> Void)? = nil
    ) -> AppBackend {
        let settings = GTKAppSession.Settings(width: width, height: height, units: units, afterFirstFrame: afterFirstFrame)
        return AppBackend(name: "gtk", flag: "--gtk", summary: "in a GTK 4 window (needs a display; try xvfb-run -a)",
                          keyConventions: .window) { context in
            try GTKAppSession(context: context, settings: settings)
        }
    }
}
