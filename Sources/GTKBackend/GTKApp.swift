public import Bindings
public import Widgets

/// Runs a widget tree in a GTK window until the window closes or ``quit()``: the window
/// counterpart of the terminal's `TerminalApp`. An app that runs on several backends uses
/// `App` with `AppBackend.gtk` instead (quit keys, shortcuts, signals).
///
/// ```swift
/// let loop = try EventLoop()
/// do {
///     let app = try LoopActor.assumeIsolated {
///         try GTKApp(root: counterView, loop: loop, title: "Counter", width: 320, height: 120)
///     }
///     try app.run()          // returns when the window is closed, or after quit()
/// } catch GTKError.displayUnavailable {
///     print(GTKError.displayUnavailable)   // one line; exit non-zero
/// }
/// try loop.close()
/// ```
///
/// Threading: make it and call ``quit()`` on the loop thread (`@LoopActor`), which
/// becomes GTK's thread; call ``run()`` on that thread outside any loop callback, like
/// `EventLoop.run()`. One app (one ``GTKRuntime``) at a time; `loop.close()` shuts it
/// down.
@LoopActor
public final class GTKApp {
    /// Why ``run()`` returned.
    public enum ExitReason: Equatable, Sendable {
        /// The last window closed.
        case windowClosed
        /// ``quit()`` was called.
        case requested
    }

    /// GTK in this process, driven by the loop.
    public let runtime: GTKRuntime
    /// The old name of ``runtime``.
    @available(*, deprecated, renamed: "runtime")
    public var application: GTKRuntime { runtime }
    /// The window showing the tree.
    public let window: GTKWindow
    /// The screen keeping the window's widgets in step with the tree.
    public let screen: GTKScreen
    /// Why the app stopped, once it has.
    public private(set) var exitReason: ExitReason?

    private let loop: EventLoop

    /// Opens GTK on `loop` and makes the window (not yet shown) for `root`.
    ///
    /// - Parameters:
    ///   - root: The tree to show.
    ///   - loop: The loop; its thread becomes GTK's thread.
    ///   - title: The window's title.
    ///   - width: The window's default width, in pixels.
    ///   - height: The window's default height, in pixels.
    ///   - units: Pixels per size unit.
    /// - Throws: ``GTKError/displayUnavailable`` without a display, and what
    ///   ``GTKRuntime/init(loop:)`` and ``GTKWindow/init(runtime:title:width:height:)`` throw.
    public init(root: Widget, loop: EventLoop, title: String, width: Int = 480, height: Int = 320,
                units: GTKScreen.Units = .init()) throws {
        self.loop = loop
        (runtime, window) = try Self.openWindow(loop: loop, title: title, width: width, height: height)
        screen = GTKScreen(root: root, window: window, units: units)
    }

    /// Opens GTK on `loop` and makes a window (not yet shown); shuts GTK down again if
    /// the window cannot be made.
    ///
    /// - Parameters:
    ///   - loop: The loop; its thread becomes GTK's thread.
    ///   - title: The window's title.
    ///   - width: The window's default width, in pixels.
    ///   - height: The window's default height, in pixels.
    /// - Returns: The runtime and the window.
    /// - Throws: What ``GTKRuntime/init(loop:)`` and ``GTKWindow/init(runtime:title:width:height:)`` throw.
    static func openWindow(loop: EventLoop, title: String, width: Int, height: Int) throws -> (GTKRuntime, GTKWindow) {
        let runtime = try GTKRuntime(loop: loop)
        do {
            return (runtime, try GTKWindow(runtime: runtime, title: title, width: width, height: height))
        } catch {
            runtime.shutDown()
            throw error
        }
    }

    /// Shows the window and runs the loop until the window closes or ``quit()``.
    ///
    /// - Throws: What building the GTK widgets or running the loop threw.
    public nonisolated func run() throws {
        try LoopActor.assumeIsolated {
            exitReason = nil
            try screen.start()
        }
        try loop.run()
        LoopActor.assumeIsolated {
            if exitReason == nil { exitReason = window.isOpen ? .requested : .windowClosed }
        }
    }

    /// Stops ``run()`` (the window stays until `loop.close()`). Idempotent.
    public func quit() {
        guard exitReason == nil else { return }
        exitReason = .requested
        loop.stop()
    }
}
