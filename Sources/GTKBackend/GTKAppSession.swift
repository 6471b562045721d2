import AppRunner
import Bindings
import Widgets

/// The window's part of one run of an `App`: a ``GTKWindow`` opened before the app's
/// content is built (so that no display fails early), the tree shown by a
/// ``GTKScreen``, and the app's shortcuts and the quit keys a window honours (those with
/// a modifier: Ctrl+Q quits, `q` does not, as in GNOME apps; ``AppKeyConventions/window``)
/// installed in the window's shortcut controller (``GTKWindow/addShortcut(_:action:)``).
///
/// Closing the window ends the run with `AppExitReason.windowClosed`; a quit
/// key with `AppExitReason.quitKey(_:)`. The native widgets go in ``stop()``,
/// while the loop is open, so that GTK signals they emit on the way out (a focused entry
/// losing the focus) reach their handlers on a live loop; the window goes when the loop
/// closes.
///
/// Thread rule: the GTK thread, which is the loop thread (`@LoopActor`).
@LoopActor
final class GTKAppSession: AppBackendSession {
    /// The window's settings for the run.
    struct Settings: Sendable {
        var width: Int
        var height: Int
        var units: GTKScreen.Units
        var afterFirstFrame: (@Sendable @LoopActor (GTKWindow) -> Void)?
    }

    private let context: AppContext
    private let settings: Settings
    let runtime: GTKRuntime
    let window: GTKWindow
    /// The screen showing the tree, once started.
    private(set) var screen: GTKScreen?

    /// Opens GTK and makes the window, not yet shown.
    ///
    /// - Parameters:
    ///   - context: The run.
    ///   - settings: The window's size, units and first-frame hook.
    /// - Throws: ``GTKError/displayUnavailable`` without a display, and what opening GTK threw.
    init(context: AppContext, settings: Settings) throws {
        self.context = context
        self.settings = settings
        (runtime, window) = try GTKApp.openWindow(
            loop: context.loop, title: context.title, width: settings.width, height: settings.height)
        window.shouldClose = { [weak context] in
            context?.finish(.windowClosed)
            return true
        }
    }

    func start(root: Widget) throws {
        var installed: [AppKey] = []
        for key in context.honouredQuitKeys + context.shortcutKeys where !installed.contains(key) {
            installed.append(key)
            try window.addShortcut(key) { [weak context] in context?.handle(key) }
        }
        let screen = GTKScreen(root: root, window: window, units: settings.units)
        self.screen = screen
        if let afterFirstFrame = settings.afterFirstFrame {
            let window = window
            window.afterNextFrame { afterFirstFrame(window) }
        }
        try screen.start()
    }

    func stop() {
        screen?.stop()
    }
}
