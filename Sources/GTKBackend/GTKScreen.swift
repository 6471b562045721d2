public import Bindings
public import ComposerModel
internal import CGtk
import Logging
public import Widgets

/// Shows a widget tree in a ``GTKWindow`` as native GTK widgets, and keeps them in step:
/// per install, only the attributes the delta changed become GTK calls.
///
/// ```swift
/// let window = try GTKWindow(runtime: app, title: "Counter")
/// let screen = GTKScreen(root: counterView, window: window)
/// try screen.start()      // builds the GTK widgets and presents the window
/// try loop.run()          // until the window closes
/// ```
///
/// How installs reach GTK: the screen is the ``Widgets/WidgetPresenter`` of every widget
/// it shows, so each ``Widgets/Widget/install(_:)`` hands it the installed delta at once
/// (inside the flush), and it shows each changed key through the widget's
/// ``GTKPresentable`` adoption, with the native widget's signal handlers blocked (no
/// echo). Containers ask ``nativeWidget(for:)`` for their children's native widgets; a
/// child taken out of every container is forgotten (its native widget released).
///
/// Sizes: one size unit (a terminal cell) is ``Units/cellWidth`` pixels across and
/// ``Units/cellHeight`` pixels down. Colors: see the README's GTK section.
///
/// Thread and re-entrancy rules: the GTK thread, which is the loop thread
/// (`@LoopActor`). A widget that does not adopt ``GTKPresentable`` shows as an empty box
/// and is reported once (`diagnostic: gtkUnpresentable`).
@LoopActor
public final class GTKScreen: WidgetPresenter {
    /// Pixels per size unit.
    public struct Units: Equatable, Sendable {
        /// Pixels per unit across (widths, leading and trailing insets, horizontal spacing).
        public var cellWidth: Double
        /// Pixels per unit down (heights, top and bottom insets, vertical spacing, offsets).
        public var cellHeight: Double

        /// - Parameters:
        ///   - cellWidth: Pixels per unit across; 8 by default.
        ///   - cellHeight: Pixels per unit down; 16 by default.
        public init(cellWidth: Double = 8, cellHeight: Double = 16) {
            self.cellWidth = cellWidth
            self.cellHeight = cellHeight
        }

        /// A width in units as whole pixels.
        public func pixels(across units: Double) -> Int { Int((units * cellWidth).rounded()) }
        /// A height in units as whole pixels.
        public func pixels(down units: Double) -> Int { Int((units * cellHeight).rounded()) }
    }

    /// A widget shown, and its native widget.
    private struct Node {
        weak var widget: Widget?
        let native: GTKWidget
        /// The widget's type if it is a `GTKPresentable`: found by a dynamic cast once, when
        /// the widget is first shown, not on every install. A type, not the widget as a
        /// `GTKPresentable`, which would keep the widget alive.
        let presentableType: (any GTKPresentable.Type)?

        /// `widget` as a `GTKPresentable`: through the type found when it was first shown
        /// if `widget` has that dynamic type, by a dynamic cast otherwise.
        func presentable(_ widget: Widget) -> (any GTKPresentable)? {
            guard let presentableType, ObjectIdentifier(type(of: widget)) == ObjectIdentifier(presentableType) else {
                return widget as? any GTKPresentable
            }
            return Self.widget(widget, as: presentableType)
        }

        /// `widget`, whose dynamic type is `Presentable`, as that type: no cast to check.
        private static func widget<Presentable: GTKPresentable>(_ widget: Widget, as _: Presentable.Type) -> any GTKPresentable {
            unsafeDowncast(widget, to: Presentable.self)
        }
    }

    /// The tree shown.
    public let root: Widget
    /// The window showing it.
    public let window: GTKWindow
    /// Pixels per size unit.
    public let units: Units
    /// Whether ``start()`` ran and ``stop()`` did not since.
    public private(set) var isStarted = false
    /// The space in pixels between the window's edges and the root widget when the root
    /// has no margins of its own: 12, the GNOME HIG's window margin. The root's own
    /// ``Widgets/Widget/margins`` win; 0 lets the content touch the edges. Set it before
    /// ``start()``.
    ///
    /// ```swift
    /// let screen = GTKScreen(root: stack, window: window)
    /// screen.contentMargin = 0   // a full-bleed canvas
    /// ```
    public var contentMargin = 12
    /// The content margin the root's native widget has (GTK's default, 0, before ``start()``).
    var shownContentMargin = 0

    private var nodes: [ObjectIdentifier: Node] = [:]
    /// Whether the window's focus changes are followed (connected once).
    private var isFollowingFocus = false

    /// A screen for `root` in `window`; nothing is built before ``start()``.
    ///
    /// - Parameters:
    ///   - root: The tree to show.
    ///   - window: The window to show it in.
    ///   - units: Pixels per size unit.
    public init(root: Widget, window: GTKWindow, units: Units = Units()) {
        self.root = root
        self.window = window
        self.units = units
    }

    /// Builds the native widgets of the tree, puts them in the window and presents it.
    ///
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when GTK makes no widget.
    public func start() throws(GTKError) {
        guard !isStarted else { return }
        let native = try nativeWidget(for: root)
        showContentMargin(on: native)
        window.setChild(native.reference)
        isStarted = true
        // Presenting moves GTK's focus into the window, and a list selects the row that
        // takes it: GTK's doing, not the user's. Block every handler meanwhile, then show
        // the user-editable state again where GTK changed it.
        let shown = Array(nodes.values)
        withHandlersBlocked(shown.map(\.native)) { window.present() }
        for node in shown where node.native.takesInput {
            guard let widget = node.widget else { continue }
            show(Self.userStateKeys, of: widget, on: node.native, presentable: node.presentable(widget), onlyPresented: true)
        }
        followFocus()
    }

    /// Gives GTK's focus to the tree's initial focus (its first control, or the widget
    /// the app chose with `becomeFocused()`), and from then on makes the widget whose
    /// native widget GTK focuses the tree's focused widget.
    private func followFocus() {
        if let focused = root.assignInitialFocus(), let native = existingNativeWidget(for: focused) {
            native.withHandlersBlocked { _ = gtk_widget_grab_focus(cgtk_widget(native.pointer)) }
        }
        guard !isFollowingFocus else { return }
        isFollowingFocus = true
        window.window.connect("notify::focus-widget", withArgument: { [weak self] _ in
            self?.gtkFocusDidChange()
        })
    }

    /// GTK moved its focus: the widget shown by the focused native widget (or by the
    /// nearest native ancestor of it, e.g. an entry's inner text) takes the tree's focus.
    private func gtkFocusDidChange() {
        guard isStarted, var focused = gtk_window_get_focus(cgtk_window(window.window.pointer)) else { return }
        while true {
            let pointer = UnsafeMutableRawPointer(focused)
            if let node = nodes.values.first(where: { $0.native.pointer == pointer }), let widget = node.widget {
                if !widget.isFocused { widget.becomeFocused() }
                return
            }
            guard let parent = gtk_widget_get_parent(focused) else { return }
            focused = parent
        }
    }

    /// Keys of state the user edits, which GTK may change by itself (focus selecting a row).
    static let userStateKeys: [AttributeKey] = [.selectedIndex, .isOn, .value, .text]

    /// Runs `body` with the handlers of every widget in `natives` blocked.
    private func withHandlersBlocked(_ natives: ArraySlice<GTKWidget>, _ body: () -> Void) {
        guard let first = natives.first else { return body() }
        first.withHandlersBlocked { withHandlersBlocked(natives.dropFirst(), body) }
    }

    private func withHandlersBlocked(_ natives: [GTKWidget], _ body: () -> Void) {
        withHandlersBlocked(natives[...], body)
    }

    /// Stops mirroring the tree: widgets are no longer presented (their installs no
    /// longer reach GTK) and the window is left empty. Idempotent.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        for node in nodes.values where node.widget?.presenter === self {
            node.widget?.presenter = nil
        }
        if !window.isDestroyed { window.clearChild() }
        nodes.removeAll()
        shownContentMargin = 0
    }

    /// The native widget showing `widget`, if the screen shows it.
    ///
    /// - Parameter widget: A widget of the tree.
    /// - Returns: Its native widget, or `nil`.
    public func existingNativeWidget(for widget: Widget) -> GTKWidget? {
        nodes[ObjectIdentifier(widget)]?.native
    }

    /// The native widget showing `widget`, made (and shown in full) the first time:
    /// for containers placing their children.
    ///
    /// ```swift
    /// let child = try screen.nativeWidget(for: arranged)
    /// ```
    /// - Parameter widget: A widget to show.
    /// - Returns: Its native widget.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when GTK makes none.
    public func nativeWidget(for widget: Widget) throws(GTKError) -> GTKWidget {
        let id = ObjectIdentifier(widget)
        if let node = nodes[id], node.widget === widget { return node.native }
        let native: GTKWidget
        if let presentable = widget as? any GTKPresentable {
            native = try presentable.makeGTKWidget(in: self)
            nodes[id] = Node(widget: widget, native: native, presentableType: type(of: presentable))
            widget.presenter = self
            presentable.connectGTKSignals(of: native, in: self)
            show(presentable.gtkPresentedKeys + Self.creationKeys(of: widget), of: widget, on: native, presentable: presentable)
        } else {
            // A composite (a plain subclass with outlets): its children in a vertical box.
            native = try GTKWidget(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), from: "gtk_box_new")
            nodes[id] = Node(widget: widget, native: native, presentableType: nil)
            widget.presenter = self
            if widget.children.isEmpty {
                DiagnosticLog.logger.warning(
                    "GTK: \(widget.diagnosticName) does not adopt GTKPresentable and has no children: shown as an empty box",
                    metadata: ["diagnostic": "gtkUnpresentable"])
            }
            show(Self.creationKeys(of: widget), of: widget, on: native, presentable: nil)
            place(widget.children, inBox: native)
        }
        return native
    }

    /// Forgets a widget no container holds any more, and its descendants: they are no
    /// longer presented, and their native widgets are released once GTK lets them go.
    ///
    /// - Parameter id: The widget's identity.
    private func forget(_ id: ObjectIdentifier) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        guard let widget = node.widget else { return }
        if widget.presenter === self { widget.presenter = nil }
        for child in widget.children { forget(ObjectIdentifier(child)) }
    }

    /// Forgets the widgets of `ids` whose native widgets no container holds now.
    ///
    /// - Parameter ids: Widgets a container just took out.
    func forgetUnplaced(_ ids: [ObjectIdentifier]) {
        for id in ids {
            guard let native = nodes[id]?.native, gtk_widget_get_parent(cgtk_widget(native.pointer)) == nil else { continue }
            forget(id)
        }
    }

    /// Forgets every widget whose native widget is in no container (but the root's):
    /// after a container released children it cannot name (a list's removed rows).
    ///
    /// - Complexity: O(n) in the widgets shown.
    func forgetOrphans() {
        let orphans = nodes.filter { id, node in
            node.widget !== root && gtk_widget_get_parent(cgtk_widget(node.native.pointer)) == nil
        }
        forgetUnplaced(Array(orphans.keys))
    }

    public func widgetDidChangeChildren(_ widget: Widget) {
        guard let native = existingNativeWidget(for: widget) else { return }
        if let presentable = widget as? any GTKPresentable {
            native.withHandlersBlocked { presentable.showChildrenInGTK(on: native, in: self) }
        } else {
            place(widget.children, inBox: native)
        }
    }

    /// How many widgets the screen shows, for tests.
    var shownWidgetCount: Int { nodes.count }

    public func widget(_ widget: Widget, didInstall delta: StyleDelta) {
        self.widget(widget, didInstallChanges: InstalledChanges(delta))
    }

    public func widget(_ widget: Widget, didInstallChanges changes: InstalledChanges) {
        // One lookup, the type found when the widget was first shown, the keys read in place
        // and no delta built: two lookups, a dynamic cast, an array of the keys and the
        // delta cost more than the rest of the install here (measured: PerformanceHistory.md).
        guard let node = nodes[ObjectIdentifier(widget)] else { return }
        show(changes, of: widget, on: node.native, presentable: node.presentable(widget))
    }

    /// Shows what the user changed, when the change did not come from the native widget
    /// (a test's `field.userDidType("ab")`): a native widget that made the change already
    /// shows it, and each `showInGTK` leaves a native value that is already right alone.
    ///
    /// - Parameters:
    ///   - widget: The widget the user changed.
    ///   - key: What changed.
    public func widget(_ widget: Widget, didChangeByUser key: AttributeKey) {
        guard let node = nodes[ObjectIdentifier(widget)] else { return }
        show(CollectionOfOne(key), of: widget, on: node.native, presentable: node.presentable(widget), onlyPresented: true)
    }

    /// Shows `keys` of `widget` on `native`, its handlers blocked.
    ///
    /// - Parameters:
    ///   - presentable: `widget` as a `GTKPresentable`, or `nil` if it is not one.
    ///   - onlyPresented: Skip keys the widget does not present itself.
    private func show(
        _ keys: some Sequence<AttributeKey>, of widget: Widget, on native: GTKWidget,
        presentable: (any GTKPresentable)?, onlyPresented: Bool = false
    ) {
        native.withHandlersBlocked {
            for key in keys {
                if onlyPresented, !(presentable?.gtkPresentedKeys.contains(key) ?? false) { continue }
                if presentable?.showInGTK(key, on: native, in: self) ?? false { continue }
                showCommon(key, of: widget, on: native)
            }
        }
    }

    /// The keys every widget shows.
    static let commonKeys: [AttributeKey] = [
        .identifier, .enabled, .hidden, .margins, .padding, .width, .height,
        .backgroundColor, .tintColor, .borderStyle, .borderColor, .opacity,
        .font, .cornerRadius, .borderWidth, .clipsToBounds,
    ] + accessibilityKeys
}
