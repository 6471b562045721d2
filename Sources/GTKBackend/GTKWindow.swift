public import Bindings
internal import CGtk
import Logging

/// A top-level GTK window (`GtkWindow`) of a ``GTKRuntime``.
///
/// Presenting it keeps the runtime's loop running; closing it (the window manager's
/// close button, or ``close()``) ends ``EventLoop/run()`` when it was the last open
/// window, unless ``shouldClose`` refuses or the runtime says otherwise
/// (``GTKRuntime/endsRunWhenLastWindowCloses``).
///
/// ```swift
/// let window = try GTKWindow(runtime: app, title: "Counter", width: 320, height: 120)
/// window.shouldClose = { model.hasNoUnsavedChanges }
/// window.present()
/// ```
///
/// Thread rule: the GTK thread, under `@LoopActor`. The window's GTK object is owned by
/// this object and released with it (on the GTK thread).
@LoopActor
public final class GTKWindow {
    /// The runtime the window belongs to.
    public let runtime: GTKRuntime
    /// The old name of ``runtime``.
    @available(*, deprecated, renamed: "runtime")
    public var application: GTKRuntime { runtime }
    /// Whether the window was presented and has not closed since.
    public private(set) var isOpen = false
    /// Whether GTK destroyed the window (it closed): it cannot be shown again.
    public private(set) var isDestroyed = false
    /// Asked when the window is about to close (`close-request`): `false` keeps it open.
    /// `nil` (the default) lets it close.
    public var shouldClose: (@LoopActor () -> Bool)?

    let window: GObjectReference
    /// The widget the window shows, owned here as well as by GTK.
    private(set) var child: GObjectReference?
    /// The window's shortcut controller, made by the first ``addShortcut(_:action:)``.
    var shortcuts: GTKWindowShortcuts?
    /// The window's title bar, a `GtkHeaderBar` showing the title (GNOME's HIG), or `nil`
    /// after ``showsHeaderBar`` was turned off.
    private(set) var headerBar: GObjectReference?

    /// Makes a window, not yet shown.
    ///
    /// - Parameters:
    ///   - runtime: The open runtime.
    ///   - title: The window's title.
    ///   - width: Its default width, in pixels.
    ///   - height: Its default height, in pixels.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` if GTK makes no window.
    public init(runtime: GTKRuntime, title: String, width: Int = 320, height: Int = 200) throws(GTKError) {
        precondition(!runtime.isShutDown, "a GTKWindow of a runtime that was shut down")
        self.runtime = runtime
        window = try GObjectReference(sinking: gtk_window_new(), from: "gtk_window_new")
        gtk_window_set_title(cgtk_window(window.pointer), title)
        gtk_window_set_default_size(cgtk_window(window.pointer), gint(clamping: width), gint(clamping: height))
        let headerBar = try GObjectReference(sinking: gtk_header_bar_new(), from: "gtk_header_bar_new")
        gtk_window_set_titlebar(cgtk_window(window.pointer), cgtk_widget(headerBar.pointer))
        self.headerBar = headerBar
        window.connect("close-request", returning: { [weak self] in
            guard let self else { return false }
            return !closeRequested()
        })
        runtime.windowWasCreated(self)
    }

    /// The old spelling of ``init(runtime:title:width:height:)``.
    ///
    /// - Parameters:
    ///   - application: The open runtime.
    ///   - title: The window's title.
    ///   - width: Its default width, in pixels.
    ///   - height: Its default height, in pixels.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` if GTK makes no window.
    @available(*, deprecated, renamed: "init(runtime:title:width:height:)")
    public convenience init(application: GTKRuntime, title: String, width: Int = 320, height: Int = 200) throws(GTKError) {
        try self.init(runtime: application, title: title, width: width, height: height)
    }

    /// The window's title.
    public var title: String {
        get { gtk_window_get_title(cgtk_window(window.pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(cgtk_window(window.pointer), newValue) }
    }

    /// Whether the window's title bar is a header bar drawn by GTK (`GtkHeaderBar` with the
    /// window's ``title`` and a close button, as GNOME apps have); on by default. Off, the
    /// window manager's own decorations frame it. Set it before ``present()``: GTK picks
    /// the decorations when the window is first shown.
    ///
    /// ```swift
    /// let window = try GTKWindow(runtime: app, title: "Kiosk")
    /// window.showsHeaderBar = false
    /// ```
    public var showsHeaderBar: Bool {
        get { headerBar != nil }
        set {
            guard newValue != showsHeaderBar else { return }
            if newValue {
                guard let bar = try? GObjectReference(sinking: gtk_header_bar_new(), from: "gtk_header_bar_new") else { return }
                gtk_window_set_titlebar(cgtk_window(window.pointer), cgtk_widget(bar.pointer))
                headerBar = bar
            } else {
                gtk_window_set_titlebar(cgtk_window(window.pointer), nil)
                headerBar = nil
            }
        }
    }

    /// Shows the window and raises it (`gtk_window_present`); from now on it keeps the
    /// loop running until it closes.
    ///
    /// A window that closed was destroyed by GTK: presenting it again logs a diagnostic
    /// (`diagnostic: windowDestroyed`) and does nothing; make a new window instead.
    ///
    /// ```swift
    /// window.present()
    /// try loop.run()
    /// ```
    public func present() {
        guard !isDestroyed && !runtime.isShutDown else {
            DiagnosticLog.logger.warning(
                "GTKWindow \"\(title)\": present() after the window closed; make a new window",
                metadata: ["diagnostic": "windowDestroyed"])
            return
        }
        gtk_window_present(cgtk_window(window.pointer))
        // After presenting: the window's X11 class is set when it is realized, from the
        // program name, and a class of "Counter" kept xdotool from focusing the window.
        runtime.nameApplication(title)
        if !isOpen {
            isOpen = true
            runtime.windowDidOpen(self)
        }
    }

    /// Asks the window to close, as its close button does (`gtk_window_close`, which emits
    /// `close-request`): ``shouldClose`` may refuse; otherwise GTK destroys the window.
    ///
    /// ```swift
    /// window.close()   // run() returns if this was the last open window
    /// ```
    public func close() {
        guard isOpen else { return }
        gtk_window_close(cgtk_window(window.pointer))
    }

    /// Sets the widget the window shows.
    ///
    /// - Parameter child: A GTK widget.
    func setChild(_ child: GObjectReference) {
        self.child = child
        gtk_window_set_child(cgtk_window(window.pointer), cgtk_widget(child.pointer))
    }

    /// Makes `native` the window's default widget (Enter's button), or stops it being that.
    ///
    /// - Parameters:
    ///   - native: A button in the window.
    ///   - isDefault: Whether it is the default from now on.
    func setDefaultWidget(_ native: GTKWidget, isDefault: Bool) {
        let window = cgtk_window(window.pointer)
        let widget = cgtk_widget(native.pointer)
        if isDefault {
            gtk_window_set_default_widget(window, widget)
        } else if gtk_window_get_default_widget(window) == widget {
            gtk_window_set_default_widget(window, nil)
        }
    }

    /// Presses the window's default widget, if it has one and it is sensitive: GTK's own
    /// press (the button shows pressed, then `clicked`).
    func activateDefaultWidget() {
        guard let button = gtk_window_get_default_widget(cgtk_window(window.pointer)),
              gtk_widget_is_sensitive(button) != 0 else { return }
        gtk_widget_activate(button)
    }

    /// Empties the window (`gtk_window_set_child(NULL)`).
    func clearChild() {
        // The default widget was one of the child's buttons: GTK would keep pointing at it.
        gtk_window_set_default_widget(cgtk_window(window.pointer), nil)
        gtk_window_set_child(cgtk_window(window.pointer), nil)
        child = nil
    }

    /// The `close-request` handler's body.
    ///
    /// - Returns: Whether the window closes (GTK then destroys it).
    private func closeRequested() -> Bool {
        if let shouldClose, !shouldClose() { return false }
        isDestroyed = true
        if isOpen {
            isOpen = false
            runtime.windowDidClose(self)
        }
        return true
    }

    /// Destroys the window without asking ``shouldClose`` nor stopping the loop: the
    /// runtime is shutting down.
    func destroyWithoutEvents() {
        guard !isDestroyed else { return }
        isOpen = false
        isDestroyed = true
        gtk_window_destroy(cgtk_window(window.pointer))
    }
}
