public import Bindings
internal import CGtk

/// GTK in this process, driven by an ``EventLoop``: initialises GTK, lets the libuv loop
/// drive GLib's default main context, and keeps ``EventLoop/run()`` going while a
/// ``GTKWindow`` is open.
///
/// The loop stays the one loop: no `gtk_main`, no `g_application_run`. Just before the
/// loop would sleep (after the bindings' flush and the renderers) GLib's sources are
/// prepared and its descriptors and timeout watched; right after the loop wakes they are
/// checked and dispatched. GLib's own descriptors and timers never keep `run()` going; an
/// open window does. Closing the last window stops the loop, unless
/// ``endsRunWhenLastWindowCloses`` is `false`.
///
/// ```swift
/// let loop = try EventLoop()
/// let app = try LoopActor.assumeIsolated { try GTKRuntime(loop: loop) }
/// try LoopActor.assumeIsolated {
///     let window = try GTKWindow(runtime: app, title: "Hello")
///     window.present()
/// }
/// try loop.run()      // returns when the window is closed
/// try loop.close()    // shuts the runtime down first
/// ```
///
/// Thread and re-entrancy rules: GTK lives on one thread per process, the thread that
/// first made a `GTKRuntime`; every GTK object is used there only, under `@LoopActor`
/// (so the loop must run on that thread too). One runtime at a time. GTK callbacks
/// run inside the loop (its check phase), so they may change view models and loop timers
/// but must not run the loop, nor a nested GLib main loop (which freezes the libuv loop
/// and is reported as a diagnostic).
@LoopActor
public final class GTKRuntime {
    /// The loop that drives GTK.
    public let loop: EventLoop
    /// Whether closing the last open window stops ``loop`` (``EventLoop/stop()``), so that
    /// ``EventLoop/run()`` returns. `true` by default; set it to `false` to keep running
    /// (e.g. to open another window).
    public var endsRunWhenLastWindowCloses = true
    /// The windows presented and not yet closed.
    public private(set) var openWindows: [GTKWindow] = []
    /// Windows made and not yet closed, presented or not: GTK keeps each toplevel in its
    /// list until it is destroyed, so the runtime holds them until they close or it
    /// shuts down (a window never presented would otherwise outlive its loop in GTK).
    private var windowsNotClosed: [GTKWindow] = []
    /// Whether ``shutDown()`` ran.
    public private(set) var isShutDown = false

    private let pump: GLibMainContextPump
    private let driver: ForeignLoopDriver
    /// The open runtime, if any (one at a time: GLib has one default context).
    private static weak var current: GTKRuntime?

    /// Initialises GTK (once per process) and starts driving GLib's default main context
    /// from `loop`.
    ///
    /// ```swift
    /// do {
    ///     app = try GTKRuntime(loop: loop)
    /// } catch GTKError.displayUnavailable {
    ///     print(GTKError.displayUnavailable)   // one line, no crash
    /// }
    /// ```
    /// - Parameter loop: The loop; its thread becomes (or must be) GTK's thread.
    /// - Throws: ``GTKError/displayUnavailable`` without a display;
    ///   ``GTKError/wrongThread``, ``GTKError/runtimeAlreadyOpen``,
    ///   ``GTKError/mainContextOwnedElsewhere``; ``UVError`` if libuv cannot open the
    ///   handles that watch GLib.
    public init(loop: EventLoop) throws {
        precondition(loop.isLoopThread, "a GTKRuntime is made on its loop's thread")
        try GTKInitialization.initialize()
        guard Self.current == nil else { throw GTKError.runtimeAlreadyOpen }
        let pump = try GLibMainContextPump()
        do {
            driver = try ForeignLoopDriver(loop: loop, driving: pump)
        } catch {
            pump.release()
            throw error
        }
        self.pump = pump
        self.loop = loop
        Self.current = self
        // The loop keeps the runtime until it closes: shut down before its handles go.
        _ = loop.addOnClose { [self] in shutDown() }
    }

    /// How many GLib iterations the loop has run (prepared and checked), for tests.
    var glibIterationCount: Int { driver.iterationCount }

    /// Destroys every open window, stops driving GLib and releases its main context.
    /// Idempotent; ``EventLoop/close()`` calls it.
    ///
    /// ```swift
    /// app.shutDown()
    /// let next = try GTKRuntime(loop: loop)   // allowed now
    /// ```
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        for window in windowsNotClosed {
            window.destroyWithoutEvents()
        }
        windowsNotClosed.removeAll()
        openWindows.removeAll()
        pump.dispatchesSources = false
        driver.stop()
        pump.release()
        if Self.current === self { Self.current = nil }
    }

    /// Called by a window when it is made: the runtime holds it until it closes.
    ///
    /// - Parameter window: The new window.
    func windowWasCreated(_ window: GTKWindow) {
        windowsNotClosed.append(window)
    }

    /// Called by a window when it is presented.
    ///
    /// - Parameter window: The window, now open.
    func windowDidOpen(_ window: GTKWindow) {
        openWindows.append(window)
        driver.keepsLoopRunning = true
    }

    /// Called by a window when it closed.
    ///
    /// - Parameter window: The window, now closed.
    func windowDidClose(_ window: GTKWindow) {
        openWindows.removeAll { $0 === window }
        windowsNotClosed.removeAll { $0 === window }
        guard openWindows.isEmpty else { return }
        driver.keepsLoopRunning = false
        if endsRunWhenLastWindowCloses {
            loop.stop()
        }
    }
}

/// The old name of ``GTKRuntime``, which said "application" where GTK's own
/// `GtkApplication` (not used here) means something else.
@available(*, deprecated, renamed: "GTKRuntime")
public typealias GTKApplication = GTKRuntime
