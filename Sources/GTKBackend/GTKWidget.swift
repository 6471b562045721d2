public import Bindings
public import ComposerModel
internal import CGtk
import Glibc
import Logging

/// One native GTK widget showing one ``Widgets/Widget``: the handle a ``GTKPresentable``
/// widget makes and changes, without C types in its API.
///
/// Every call that shows an attribute goes through ``perform(_:)`` (or the public setters
/// built on it), which counts it in ``callCount``: a one-attribute change is one counted
/// call. Colors, borders, padding, margins and text styles are per-widget CSS, one
/// declaration group per attribute key (``setStyle(_:for:)``), applied by one reload of
/// the widget's own `GtkCssProvider`.
///
/// A user's own leaf widget (in its own module) makes its GTK widget by type name and
/// sets its properties by name:
///
/// ```swift
/// extension Badge: GTKPresentable {
///     public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
///         try GTKWidget(typeName: "GtkLabel")
///     }
///     public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
///         guard key == .text else { return false }
///         native.setProperty("label", to: .string(count.formatted()))
///         return true
///     }
/// }
/// ```
///
/// Thread rule: the GTK thread (`@LoopActor`), like the object it owns. Signal handlers
/// connected with ``connect(_:_:)`` run there, and never while the screen installs
/// (they are blocked then: no echo).
@LoopActor
public final class GTKWidget {
    /// A value of a GObject property, for ``setProperty(_:to:)`` and ``property(_:)``.
    public enum PropertyValue: Equatable, Sendable {
        case string(String)
        case bool(Bool)
        case int(Int32)
        case double(Double)
    }

    let reference: GObjectReference
    /// GTK calls made to show attributes (through ``perform(_:)``), for tests.
    public private(set) var callCount = 0
    /// The widget's own CSS provider, made at the first styled attribute.
    private(set) var cssProvider: GObjectReference?
    /// The CSS rules per attribute key, in the order first set.
    private var styleRules: [(key: AttributeKey, css: String)] = []
    /// The GTK style class each attribute added (``setStyleClass(_:for:)``).
    private var styleClasses: [AttributeKey: String] = [:]
    /// The providers and rules of inner widgets styled by CSS name (``setStyle(_:for:part:)``).
    private var partStyles: [String: (provider: GObjectReference, rules: [(key: AttributeKey, css: String)])] = [:]
    /// The alignments the widget's container asks for (GTK's `GtkAlign`: 0 fill, 1 start,
    /// 2 end, 3 center); an explicit size turns fill into start (``applyAlignment(width:height:)``).
    var containerAlignment: (horizontal: UInt32, vertical: UInt32) = (0, 0)
    /// Whether the widget's container gives it its slack on each axis (GTK's `hexpand` and
    /// `vexpand`: a stack's fill distributions, along the axis, to the children that
    /// expand, ``Widget/expands(along:)``); an explicit size on that axis takes none.
    var containerExpands: (horizontal: Bool, vertical: Bool) = (false, false)

    /// Wraps a newly made GTK widget (its floating reference sunk).
    ///
    /// - Parameters:
    ///   - raw: What the constructor returned.
    ///   - operation: The constructor's name, for the error.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when `raw` is `NULL`.
    init(sinking raw: UnsafeMutableRawPointer?, from operation: @autoclosure () -> String) throws(GTKError) {
        reference = try GObjectReference(sinking: raw, from: operation())
    }

    /// Makes a GTK widget of a registered type by its name (`"GtkLabel"`, `"GtkSpinner"`),
    /// with every property at GTK's default: for a user's own widget.
    ///
    /// ```swift
    /// let native = try GTKWidget(typeName: "GtkLevelBar")
    /// ```
    /// - Parameter typeName: A `GtkWidget` subtype's name.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when no such widget type exists.
    public convenience init(typeName: String) throws(GTKError) {
        let type = Self.registeredType(named: typeName)
        guard type != 0, g_type_is_a(type, gtk_widget_get_type()) != 0 else {
            throw .objectNotCreated(operation: "GTKWidget(typeName: \"\(typeName)\"): no GtkWidget type of that name")
        }
        try self.init(sinking: g_object_new_with_properties(type, 0, nil, nil), from: "g_object_new(\(typeName))")
    }

    /// The GType of a type name, registering it first when GTK has not yet (GTK
    /// registers a type when its `…_get_type` function first runs: `GtkLevelBar` →
    /// `gtk_level_bar_get_type`, looked up in the process).
    ///
    /// - Parameter typeName: E.g. `"GtkLevelBar"`.
    /// - Returns: The type, or 0.
    private static func registeredType(named typeName: String) -> GType {
        let known = g_type_from_name(typeName)
        guard known == 0 else { return known }
        var symbol = ""
        let characters = Array(typeName)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0,
               characters[index - 1].isLowercase || (index + 1 < characters.count && characters[index + 1].isLowercase) {
                symbol.append("_")
            }
            symbol.append(character.lowercased())
        }
        symbol += "_get_type"
        guard let function = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) else { return 0 }
        typealias GetType = @convention(c) () -> GType
        return unsafeBitCast(function, to: GetType.self)()
    }

    /// The GTK type's name, e.g. `"GtkLabel"`.
    public var typeName: String {
        g_type_name(cgtk_type_of(reference.pointer)).map { String(cString: $0) } ?? ""
    }

    /// The object, for GTK calls in this module.
    var pointer: gpointer { reference.pointer }

    /// Objects this widget uses besides itself (an adjustment, a text buffer, a segment's
    /// toggle button), kept alive with it; their handlers are blocked with its own.
    private(set) var parts: [GObjectReference] = []
    /// The native children a container placed, by key, in order (``syncChildren(to:make:insert:remove:)``).
    private(set) var keyedChildren: [(key: AnyHashable, child: GObjectReference)] = []

    /// What one ``syncChildren(to:make:insert:remove:)`` did.
    struct ChildChanges: Equatable {
        var insertions = 0
        var removals = 0
        var moves = 0
    }

    /// Keeps a reference to an object the widget uses (taking a reference: the object
    /// usually belongs to the widget already).
    ///
    /// - Parameters:
    ///   - raw: The object.
    ///   - operation: Where it came from, for the error.
    /// - Returns: Its reference, for connecting handlers.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when `raw` is `NULL`.
    @discardableResult
    func adoptPart(_ raw: UnsafeMutableRawPointer?, from operation: @autoclosure () -> String) throws(GTKError) -> GObjectReference {
        let part = try GObjectReference(sinking: raw, from: operation())
        parts.append(part)
        return part
    }

    /// Stops keeping a part (its handlers are disconnected when it is released).
    func dropPart(_ part: GObjectReference) {
        parts.removeAll { $0 === part }
    }

    /// Whether the widget or one of its parts has signal handlers (takes user input).
    var takesInput: Bool { reference.hasHandlers || parts.contains { $0.hasHandlers } }

    /// Runs `body` with the handlers of the widget and of its parts blocked: what
    /// `body` sets is not taken for user input (no echo).
    func withHandlersBlocked<Result>(_ body: () -> Result) -> Result {
        // Most widgets (labels, boxes) have no handler to block, and the nested closures
        // are a measurable part of a label's install (measured: PerformanceHistory.md).
        guard takesInput else { return body() }
        return reference.withHandlersBlocked { withPartHandlersBlocked(from: 0, body) }
    }

    private func withPartHandlersBlocked<Result>(from index: Int, _ body: () -> Result) -> Result {
        guard index < parts.count else { return body() }
        return parts[index].withHandlersBlocked { withPartHandlersBlocked(from: index + 1, body) }
    }

    /// Brings the keyed children to `keys`, applying removals, insertions and moves as
    /// such: a child whose key stays keeps its object.
    ///
    /// - Parameters:
    ///   - keys: The children's keys, in order (duplicates after the first are skipped).
    ///   - make: Makes the child for a new key (`nil`: skipped).
    ///   - insert: Places a child at an index, given the child before it (`nil`: first).
    ///   - remove: Takes a child out (also for a move).
    ///   - discard: Called after `remove` for a child whose key went (not for a move).
    /// - Returns: How many children were inserted, removed and moved.
    /// - Complexity: O(n²) in the number of children in the worst case (moves); O(n)
    ///   when keys are only appended or changed in place.
    @discardableResult
    func syncChildren(
        to keys: [AnyHashable],
        make: (AnyHashable) -> GObjectReference?,
        insert: (_ child: GObjectReference, _ index: Int, _ previous: GObjectReference?) -> Void,
        remove: (GObjectReference) -> Void,
        discard: (GObjectReference) -> Void = { _ in }
    ) -> ChildChanges {
        var changes = ChildChanges()
        var wanted = Set<AnyHashable>()
        let keys = keys.filter { wanted.insert($0).inserted }
        keyedChildren.removeAll { entry in
            guard !wanted.contains(entry.key) else { return false }
            remove(entry.child)
            discard(entry.child)
            changes.removals += 1
            return true
        }
        var index = 0
        for key in keys {
            let previous = index > 0 ? keyedChildren[index - 1].child : nil
            if index < keyedChildren.count, keyedChildren[index].key == key {
                index += 1
                continue
            }
            if let found = keyedChildren[index...].firstIndex(where: { $0.key == key }) {
                let entry = keyedChildren.remove(at: found)
                remove(entry.child)
                insert(entry.child, index, previous)
                keyedChildren.insert(entry, at: index)
                changes.moves += 1
            } else if let child = make(key) {
                insert(child, index, previous)
                keyedChildren.insert((key, child), at: index)
                changes.insertions += 1
            } else {
                continue
            }
            index += 1
        }
        return changes
    }

    /// The keyed child for `key`, if placed.
    func keyedChild(_ key: AnyHashable) -> GObjectReference? {
        keyedChildren.first { $0.key == key }?.child
    }

    /// Makes one counted GTK call that shows an attribute.
    ///
    /// - Parameter call: The call, given the object.
    /// - Returns: What `call` returned.
    @discardableResult
    func perform<Result>(_ call: (gpointer) -> Result) -> Result {
        callCount += 1
        return call(reference.pointer)
    }

    /// Sets a GObject property by name (one counted call, `g_object_set_property`); a
    /// property the type does not have, or a value of another type, is reported through
    /// `DiagnosticLog` (`diagnostic: gtkProperty`) and skipped.
    ///
    /// ```swift
    /// native.setProperty("value", to: .double(0.4))
    /// ```
    /// - Parameters:
    ///   - name: The property's name.
    ///   - value: Its new value.
    public func setProperty(_ name: String, to value: PropertyValue) {
        guard let spec = cgtk_find_property(reference.pointer, name) else {
            reportProperty("\(typeName) has no property \"\(name)\"")
            return
        }
        var gvalue = GValue()
        g_value_init(&gvalue, spec.pointee.value_type)
        defer { g_value_unset(&gvalue) }
        let type = spec.pointee.value_type
        switch value {
        case .string(let string) where type == cgtk_type_string(): g_value_set_string(&gvalue, string)
        case .bool(let bool) where type == cgtk_type_boolean(): g_value_set_boolean(&gvalue, bool ? 1 : 0)
        case .int(let int) where type == cgtk_type_int(): g_value_set_int(&gvalue, int)
        case .double(let double) where type == cgtk_type_double(): g_value_set_double(&gvalue, double)
        default:
            reportProperty("\(typeName).\(name) does not take \(value)")
            return
        }
        perform { g_object_set_property(cgtk_object($0), name, &gvalue) }
    }

    /// Reads a GObject property of a string, boolean, int or double type, or `nil`.
    ///
    /// - Parameter name: The property's name.
    /// - Returns: Its value now.
    public func property(_ name: String) -> PropertyValue? {
        guard let spec = cgtk_find_property(reference.pointer, name) else { return nil }
        let type = spec.pointee.value_type
        var gvalue = GValue()
        g_value_init(&gvalue, type)
        defer { g_value_unset(&gvalue) }
        g_object_get_property(cgtk_object(reference.pointer), name, &gvalue)
        switch type {
        case cgtk_type_string(): return .string(g_value_get_string(&gvalue).map { String(cString: $0) } ?? "")
        case cgtk_type_boolean(): return .bool(g_value_get_boolean(&gvalue) != 0)
        case cgtk_type_int(): return .int(g_value_get_int(&gvalue))
        case cgtk_type_double(): return .double(g_value_get_double(&gvalue))
        default: return nil
        }
    }

    /// Connects a handler to a signal of the widget that has no arguments (`clicked`,
    /// `changed`, `toggled`, `value-changed`) or is a `notify::property`. Handlers are
    /// blocked while the screen shows an install, so only user input reaches them.
    ///
    /// - Parameters:
    ///   - signal: The detailed signal name.
    ///   - handler: Runs on the GTK thread at each emission.
    public func connect(_ signal: String, _ handler: @escaping @LoopActor () -> Void) {
        if signal.hasPrefix("notify::") {
            reference.connect(signal, withArgument: { _ in handler() })
        } else {
            reference.connect(signal, handler)
        }
    }

    /// Emits an argument-less signal as GTK does for user input (`g_signal_emitv`), for
    /// tests and for simulating input.
    ///
    /// - Parameter signal: E.g. `"clicked"`.
    public func emit(_ signal: String) {
        reference.emit(signal)
    }

    /// Whether GTK shows the widget (`gtk_widget_get_visible`).
    public var isVisible: Bool { gtk_widget_get_visible(cgtk_widget(pointer)) != 0 }
    /// Whether the widget takes input (`gtk_widget_get_sensitive`).
    public var isSensitive: Bool { gtk_widget_get_sensitive(cgtk_widget(pointer)) != 0 }
    /// The widget's opacity.
    public var opacity: Double { gtk_widget_get_opacity(cgtk_widget(pointer)) }
    /// The widget's size in pixels as GTK last allocated it (`gtk_widget_get_width` and
    /// `_height`): (0, 0) until the window's first frame lays it out, and the old size
    /// until the frame after a change. Wait for it with a frame-checked wait.
    ///
    /// ```swift
    /// try await window.waitUntil("the name fits", on: name) { $0.allocatedSize.width >= 120 }
    /// ```
    public var allocatedSize: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(cgtk_widget(pointer))), Int(gtk_widget_get_height(cgtk_widget(pointer))))
    }
    /// The widget's size request in pixels (−1: none).
    public var sizeRequest: (width: Int, height: Int) {
        var width: gint = 0
        var height: gint = 0
        gtk_widget_get_size_request(cgtk_widget(pointer), &width, &height)
        return (Int(width), Int(height))
    }
    /// The widget's CSS classes.
    public var cssClasses: [String] {
        guard let classes = gtk_widget_get_css_classes(cgtk_widget(pointer)) else { return [] }
        defer { g_strfreev(classes) }
        var result: [String] = []
        var index = 0
        while let name = classes[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }
    /// The CSS the widget's own provider holds (empty when unstyled).
    public var css: String {
        styleRules.map(\.css).joined(separator: "\n")
    }

    /// Sets (or with `nil` removes) the CSS declarations that show one attribute, and
    /// reloads the widget's own provider: one counted call. The provider styles this
    /// widget's CSS nodes only (`selector` may name its states, e.g. `"switch:checked"`);
    /// inner widgets GTK builds for it take ``setStyle(_:for:part:)``.
    ///
    /// ```swift
    /// native.setStyle("color: #ff0000;", for: .textColor)
    /// native.setStyle(nil, for: .textColor)   // GTK's theme color again
    /// ```
    /// - Parameters:
    ///   - declarations: CSS declarations (`"color: red;"`), or `nil`.
    ///   - key: The attribute they show.
    ///   - selector: Which of the widget's nodes they style; the widget itself by default.
    public func setStyle(_ declarations: String?, for key: AttributeKey, selector: String = "*") {
        let rule = declarations.map { "\(selector) { \($0) }" }
        let index = styleRules.firstIndex { $0.key == key }
        switch (index, rule) {
        case (let index?, let css?):
            guard styleRules[index].css != css else { return }
            styleRules[index].css = css
        case (let index?, nil): styleRules.remove(at: index)
        case (nil, let css?): styleRules.append((key, css))
        case (nil, nil): return
        }
        let provider = styleProvider()
        let css = self.css
        perform { _ in gtk_css_provider_load_from_data(cgtk_css_provider(provider.pointer), css, -1) }
    }

    /// Sets (or with `nil` removes) the CSS declarations that show one attribute on an
    /// inner widget GTK builds for this one, found by its CSS name: one counted call.
    ///
    /// A provider on a widget's style context styles that widget only, and GTK 4 draws
    /// many accents with inner widgets of their own (a progress bar's fill is the
    /// `progress` widget inside `trough`), which a rule on the outer widget never reaches.
    ///
    /// ```swift
    /// native.setStyle("background-color: #ff0000;", for: .tintColor, part: "progress")
    /// ```
    /// - Parameters:
    ///   - declarations: CSS declarations, or `nil`.
    ///   - key: The attribute they show.
    ///   - part: The inner widget's CSS name (`gtk_widget_class_set_css_name`), the first
    ///     found depth first. When GTK built none of that name, the call is reported through
    ///     `DiagnosticLog` (`diagnostic: gtkPart`) and skipped.
    public func setStyle(_ declarations: String?, for key: AttributeKey, part: String) {
        var style = partStyles[part]
        if style == nil {
            guard declarations != nil else { return }
            guard let inner = Self.descendant(of: cgtk_widget(pointer), cssName: part) else {
                DiagnosticLog.logger.warning("GTK: \(typeName) has no inner widget named \(part) to style",
                                             metadata: ["diagnostic": "gtkPart"])
                return
            }
            style = (Self.addedProvider(to: inner), [])
        }
        guard var style else { return }
        let rule = declarations.map { "\(part) { \($0) }" }
        let index = style.rules.firstIndex { $0.key == key }
        switch (index, rule) {
        case (let index?, let css?):
            guard style.rules[index].css != css else { return }
            style.rules[index].css = css
        case (let index?, nil): style.rules.remove(at: index)
        case (nil, let css?): style.rules.append((key, css))
        case (nil, nil): return
        }
        partStyles[part] = style
        let css = style.rules.map(\.css).joined(separator: "\n")
        let provider = style.provider
        perform { _ in gtk_css_provider_load_from_data(cgtk_css_provider(provider.pointer), css, -1) }
    }

    /// Sets (or with `nil` removes) the GTK style class that shows one attribute
    /// (`title-2`, `suggested-action`), replacing the one it set before: one counted call.
    ///
    /// ```swift
    /// native.setStyleClass("dim-label", for: .emphasis)
    /// native.setStyleClass(nil, for: .emphasis)   // as the theme draws it again
    /// ```
    /// - Parameters:
    ///   - name: The class, or `nil`.
    ///   - key: The attribute it shows.
    public func setStyleClass(_ name: String?, for key: AttributeKey) {
        let old = styleClasses[key]
        guard old != name else { return }
        styleClasses[key] = name
        perform { object in
            let widget = cgtk_widget(object)
            if let old { gtk_widget_remove_css_class(widget, old) }
            if let name { gtk_widget_add_css_class(widget, name) }
        }
    }

    /// The CSS an inner part's provider holds (empty when unstyled), for tests.
    ///
    /// - Parameter part: The inner widget's CSS name.
    /// - Returns: Its rules, one a line.
    public func css(ofPart part: String) -> String {
        partStyles[part]?.rules.map(\.css).joined(separator: "\n") ?? ""
    }

    /// The first descendant of `widget` with the CSS name `cssName`, depth first.
    private static func descendant(of widget: UnsafeMutablePointer<GtkWidget>?, cssName: String) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let name = gtk_widget_get_css_name(current), String(cString: name) == cssName { return current }
            if let found = descendant(of: current, cssName: cssName) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// A new CSS provider added to `widget`'s style context at the application's priority.
    private static func addedProvider(to widget: UnsafeMutablePointer<GtkWidget>?) -> GObjectReference {
        // gtk_css_provider_new never returns NULL. Its result is a full, not floating,
        // reference (a GtkCssProvider is a plain GObject): adopted, not sunk, or every
        // styled widget would keep its provider alive for the life of the process.
        let provider = try! GObjectReference(adopting: gtk_css_provider_new(), from: "gtk_css_provider_new")
        gtk_style_context_add_provider(gtk_widget_get_style_context(widget), cgtk_style_provider(provider.pointer),
                                       guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return provider
    }

    /// The widget's own CSS provider, added to its style context at first use.
    private func styleProvider() -> GObjectReference {
        if let cssProvider { return cssProvider }
        let provider = Self.addedProvider(to: cgtk_widget(pointer))
        cssProvider = provider
        return provider
    }

    /// Sets the size request and alignment for an explicit width and height in pixels
    /// (`nil`: none): one counted call. An explicit size wins over a fill alignment (the
    /// widget is placed at the start instead of stretched), as on the terminal.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, or `nil`.
    ///   - height: The height in pixels, or `nil`.
    func applySize(width: Int?, height: Int?) {
        perform { object in
            let widget = cgtk_widget(object)
            gtk_widget_set_size_request(widget, gint(clamping: width ?? -1), gint(clamping: height ?? -1))
            applyAlignment(width: width, height: height)
        }
    }

    /// Sets the alignment and expansion the container asks for, turned from fill to start
    /// (and from expanding to not) on an axis with an explicit size. Not counted: part of
    /// a size or container change.
    func applyAlignment(width: Int?, height: Int?) {
        let fill = GTK_ALIGN_FILL.rawValue
        let start = GTK_ALIGN_START.rawValue
        let horizontal = GtkAlign(rawValue: width != nil && containerAlignment.horizontal == fill ? start : containerAlignment.horizontal)
        let vertical = GtkAlign(rawValue: height != nil && containerAlignment.vertical == fill ? start : containerAlignment.vertical)
        let hexpand: gboolean = containerExpands.horizontal && width == nil ? 1 : 0
        let vexpand: gboolean = containerExpands.vertical && height == nil ? 1 : 0
        let widget = cgtk_widget(pointer)
        // Only what changed: a container aligns its children again after any child's
        // layout change, and GTK queues a resize on every set.
        if gtk_widget_get_halign(widget) != horizontal { gtk_widget_set_halign(widget, horizontal) }
        if gtk_widget_get_valign(widget) != vertical { gtk_widget_set_valign(widget, vertical) }
        if gtk_widget_get_hexpand_set(widget) == 0 || gtk_widget_get_hexpand(widget) != hexpand {
            gtk_widget_set_hexpand(widget, hexpand)
        }
        if gtk_widget_get_vexpand_set(widget) == 0 || gtk_widget_get_vexpand(widget) != vexpand {
            gtk_widget_set_vexpand(widget, vexpand)
        }
    }

    private func reportProperty(_ message: String) {
        DiagnosticLog.logger.warning("GTK: \(message)", metadata: ["diagnostic": "gtkProperty"])
    }
}
