import AppRunner
package import Bindings
package import Widgets

/// The terminal's part of one run of an `App`: a ``TerminalApp`` whose quit keys,
/// shortcuts and end go through the run's `AppContext`.
///
/// The app's quit keys and shortcuts are compared with the keys the tree did not use
/// (so `q` typed into a text field stays a `q`); Ctrl-C, which arrives as a key in raw
/// mode, always quits (``AppExitReason/quitKey(_:)`` with `.control("c")`). SIGINT and
/// SIGTERM are the runner's.
///
/// Thread rule: the loop thread (`@LoopActor`).
@LoopActor
package final class TerminalAppSession: AppBackendSession {
    /// The terminal's settings for the run.
    struct Settings: Sendable {
        var options: TerminalScreenOptions
        var keepsRunningAfterInputEnds: Bool
        var device: (@Sendable @LoopActor (EventLoop) throws -> any TerminalDevice)?
    }

    private let context: AppContext
    private let settings: Settings
    /// The app showing the tree, once started.
    package private(set) var app: TerminalApp?

    init(context: AppContext, settings: Settings) {
        self.context = context
        self.settings = settings
    }

    package func start(root: Widget) throws {
        let loop = context.loop
        let app = try TerminalApp(root: root, loop: loop, device: settings.device?(loop), options: settings.options)
        app.keepsRunningAfterInputEnds = settings.keepsRunningAfterInputEnds
        app.quitKeys = [.interrupt]
        app.onKey = { [weak context] key in
            guard let context, let appKey = key.appKey else { return }
            context.handle(appKey)
        }
        app.onFinish = { [weak context, weak app] reason in
            guard let context else { return }
            switch reason {
            case .quitKey(let key): context.finish(.quitKey(key.appKey ?? .control("c")))
            case .signal(let signal): context.finish(.signal(signal))
            case .requested: context.finish(.requested)
            case .inputEnded: context.finish(.inputEnded)
            case .failed: context.fail(app?.error ?? TerminalAppSessionError.failedWithoutError)
            }
        }
        self.app = app
        try app.start(subscribingToSignals: false)
    }

    package func stop() {
        app?.quit()
    }

    package var framesPresented: Int? { app?.screen.framesDrawn ?? 0 }
}

/// A terminal failure that left no error to report (never expected).
enum TerminalAppSessionError: Error {
    case failedWithoutError
}
