import Bindings
import ComposerModel

/// The base of every widget: a node in a widget tree that attributes are
/// installed on, with the properties every widget has.
///
/// ```swift
/// let label = Label()
/// label.install([.text("Hello"), .hidden(false), .width(12)] as Style)
/// label.bind(to: model) { model in [.text("Count: \(model.count)")] }
/// ```
///
/// Every attribute a widget accepts has a default (the property's initial value)
/// and a reset restores it. Values are validated: opacity is clamped to 0…1
/// and reported as adjusted; a NaN, infinite or negative size is rejected with
/// a diagnostic and the previous valid value stays. An attribute the widget
/// does not accept is skipped and reported, never a crash.
///
/// Threading: loop only (`@LoopActor`); the compiler rejects touching a
/// widget anywhere else. Subclasses handle their own attributes in
/// ``applyOwn(_:)`` and ``resetOwn(_:)`` and call `super` for the rest.
@LoopActor
open class Widget {
    /// Ends when the widget is deallocated; bindings on it end with it.
    public let lifetime = Lifetime()

    /// A stable name, for lookup and diagnostics.
    public private(set) var identifier: String?
    public private(set) var isHidden = false
    public private(set) var isEnabled = true
    public private(set) var backgroundColor = Color.terminalDefault
    public private(set) var tintColor = Color.terminalDefault
    public private(set) var opacity = 1.0
    /// A fixed width in size units (a terminal cell; 8 pixels across in a GTK window by
    /// default), or `nil` for the intrinsic width.
    public private(set) var width: Double?
    /// A fixed height in size units (a terminal cell; 16 pixels down in a GTK window by
    /// default), or `nil` for the intrinsic height.
    public private(set) var height: Double?
    public private(set) var margins = EdgeInsets.zero
    public private(set) var padding = EdgeInsets.zero
    public private(set) var borderStyle = BorderStyle.noBorder
    public private(set) var borderColor = Color.terminalDefault

    // The tree (see Widget+Tree.swift).
    var childWidgets: [Widget] = []
    weak var parentWidget: Widget?
    /// The focused widget of the tree this widget is the root of.
    weak var focusedWidget: Widget? {
        didSet {
            guard oldValue !== focusedWidget else { return }
            oldValue?.setNeedsDisplay()
            focusedWidget?.setNeedsDisplay()
            if let focusedWidget { ScrollView.reveal(inScrollAncestorsOf: focusedWidget) }
        }
    }

    /// Whether this kind of widget takes keyboard focus (controls do, labels and stacks do not).
    open var acceptsFocus: Bool { false }

    /// Installs received (one per flush at most when bound).
    public private(set) var installCount = 0
    /// Grows whenever what the widget shows may have changed: an attribute set or reset,
    /// a user edit, a focus change. Renderers compare it to redraw only what changed.
    public private(set) var displayRevision = 0
    /// A stamp that moves whenever this widget or a widget below it changes what it shows
    /// (``setNeedsDisplay()``) or its children change: renderers compare it to skip a
    /// whole subtree that did not change, without visiting it.
    ///
    /// Stamps come from one clock for all widgets, so a stamp never repeats: a
    /// renderer's record for a widget that is gone never matches a new widget, even one
    /// allocated at the same address.
    public private(set) var subtreeRevision = Widget.nextSubtreeStamp()
    /// The delta of the most recent install, for logs and tests (`.empty` before the first).
    public private(set) var lastInstalledDelta = StyleDelta.empty
    /// The backend showing this widget, told of every install after the widget applied it
    /// (``WidgetPresenter``); held weakly, `nil` while no backend mirrors the widget.
    public weak var presenter: (any WidgetPresenter)?
    /// Attributes set or reset per key, for tests and statistics.
    public var changeCountByKey: [AttributeKey: Int] {
        Dictionary(uniqueKeysWithValues: changeCounts.map { ($0.key, $0.count) })
    }
    /// One entry per key ever changed, found by apply rank (unique for built-in keys):
    /// a widget sees a handful of keys, so a short scan beats hashing a key per install.
    private var changeCounts: [(rank: Int, key: AttributeKey, count: Int)] = []

    /// A widget with every attribute at its default.
    public init() {}

    /// A widget with `style` installed (ViewComposer's construction from a style).
    ///
    /// ```swift
    /// let title = Label(style: [.text("Jobs"), .textStyle(.bold)])
    /// ```
    ///
    /// Problems (duplicate keys, unsupported attributes, rejected values) are kept in
    /// ``constructionDiagnostics`` and logged as warnings through `DiagnosticLog.logger`.
    ///
    /// - Parameter style: The attributes to install on the new widget.
    public required convenience init(style: Style) {
        self.init()
        let duplicates = style.diagnostics.map { StyleDiagnostic($0.kind, target: $0.target ?? diagnosticName) }
        constructionDiagnostics = duplicates + install(style).diagnostics
        for diagnostic in constructionDiagnostics {
            DiagnosticLog.log(diagnostic)
        }
    }

    /// What went wrong while building this widget from a style or literal: duplicate
    /// keys, unsupported attributes, rejected values. Empty when all was well.
    public private(set) var constructionDiagnostics: [StyleDiagnostic] = []

    /// The keys every widget accepts.
    public static let commonKeys: Set<AttributeKey> = [
        .identifier, .hidden, .enabled, .backgroundColor, .tintColor, .opacity,
        .width, .height, .margins, .padding, .borderStyle, .borderColor,
    ]

    /// The type and identifier, as diagnostics name the widget.
    public var diagnosticName: String {
        let type = String(describing: Swift.type(of: self))
        return identifier.map { "\(type)#\($0)" } ?? type
    }

    /// Applies an attribute this widget type handles; subclasses override,
    /// handle their own keys and call `super` for the rest.
    ///
    /// - Parameter attribute: The attribute to show.
    /// - Returns: What happened; `AttributeOutcome/unsupported` for keys no class in the chain handles.
    open func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .identifier(let value): identifier = value
        case .hidden(let value): isHidden = value
        case .enabled(let value): isEnabled = value
        case .backgroundColor(let value): backgroundColor = value
        case .tintColor(let value): tintColor = value
        case .opacity(let value):
            guard !value.isNaN else { return .rejected(reason: "opacity is NaN") }
            opacity = min(max(value, 0), 1)
            if opacity != value { return .adjusted(reason: "opacity clamped to \(opacity)") }
        case .width(let value):
            if let problem = Self.sizeProblem(value) { return .rejected(reason: "width \(problem)") }
            width = value
        case .height(let value):
            if let problem = Self.sizeProblem(value) { return .rejected(reason: "height \(problem)") }
            height = value
        case .margins(let value):
            if let problem = Self.insetsProblem(value) { return .rejected(reason: "margins \(problem)") }
            margins = value
        case .padding(let value):
            if let problem = Self.insetsProblem(value) { return .rejected(reason: "padding \(problem)") }
            padding = value
        case .borderStyle(let value): borderStyle = value
        case .borderColor(let value): borderColor = value
        default: return .unsupported
        }
        return .applied
    }

    /// Returns the property `key` names to its default; subclasses override,
    /// reset their own keys and call `super` for the rest.
    open func resetOwn(_ key: AttributeKey) {
        switch key {
        case .identifier: identifier = nil
        case .hidden: isHidden = false
        case .enabled: isEnabled = true
        case .backgroundColor: backgroundColor = .terminalDefault
        case .tintColor: tintColor = .terminalDefault
        case .opacity: opacity = 1
        case .width: width = nil
        case .height: height = nil
        case .margins: margins = .zero
        case .padding: padding = .zero
        case .borderStyle: borderStyle = .noBorder
        case .borderColor: borderColor = .terminalDefault
        default: break
        }
    }

    /// The delegate a `.delegate(…)` attribute holds, as `Delegate`.
    ///
    /// - Returns: The delegate (`nil` if it is gone), or a rejection naming
    ///   the object that does not adopt `Delegate`.
    func resolveDelegate<Delegate>(_ reference: DelegateReference, as delegateType: Delegate.Type) -> Result<Delegate?, DelegateMismatch> {
        guard let object = reference.object else { return .success(nil) }
        guard let delegate = object as? Delegate else {
            var protocolName = String(describing: delegateType)
            if protocolName.hasPrefix("any ") { protocolName.removeFirst(4) }
            return .failure(DelegateMismatch(reason: "\(type(of: object)) is not a \(protocolName)"))
        }
        return .success(delegate)
    }

    /// Called once per install after its changes are made: the place to mark the widget for redrawing.
    open func didInstall(_ delta: StyleDelta) {}

    /// The row widget for `key`, or `nil`: widgets with rows (``ListView``) override it.
    open func row(for key: ComponentKey) -> (any Styleable)? { nil }

    /// Removes, inserts and moves rows as `changes` says; widgets with rows (``ListView``)
    /// override it.
    ///
    /// - Returns: Whether this widget keeps rows (`false` here: the install reports the changes as ignored).
    open func applyRowChanges(_ changes: RowChanges) -> Bool { false }

    private static func sizeProblem(_ value: Double) -> String? {
        if value.isNaN { return "is NaN" }
        if value.isInfinite { return "is infinite" }
        if value < 0 { return "is negative (\(value))" }
        return nil
    }

    private static func insetsProblem(_ insets: EdgeInsets) -> String? {
        for (edge, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] {
            if let problem = sizeProblem(value) { return "\(edge) \(problem)" }
        }
        return nil
    }

    fileprivate func countChange(_ key: AttributeKey) {
        let rank = key.applyRank
        for index in changeCounts.indices where changeCounts[index].rank == rank {
            // Custom keys share one rank: compare them in full.
            if case .custom = key, changeCounts[index].key != key { continue }
            changeCounts[index].count += 1
            return
        }
        changeCounts.append((rank, key, 1))
    }

    fileprivate func countInstall() {
        installCount += 1
    }

    /// Marks the widget as showing something new, for renderers that redraw only what
    /// changed. Attribute changes, the built-in user events and focus changes call it;
    /// a subclass whose drawing depends on other state calls it when that state changes.
    /// - Complexity: O(*d*) for a widget *d* levels deep (its ancestors' ``subtreeRevision``).
    public final func setNeedsDisplay() {
        displayRevision &+= 1
        subtreeDidChange()
    }

    /// Moves ``subtreeRevision`` of this widget and of each ancestor to a new stamp.
    final func subtreeDidChange() {
        let stamp = Self.nextSubtreeStamp()
        var node: Widget? = self
        while let current = node {
            current.subtreeRevision = stamp
            node = current.parentWidget
        }
    }

    /// The clock behind ``subtreeRevision``: loop-isolated, like the widgets it stamps.
    private static var subtreeClock = 0

    private static func nextSubtreeStamp() -> Int {
        subtreeClock &+= 1
        return subtreeClock
    }
}

extension Widget: @LoopActor ComponentTarget, @LoopActor LifetimeOwner, @LoopActor StyleInitializable {
    public final func apply(_ attribute: Attribute) -> AttributeOutcome {
        let outcome = applyOwn(attribute)
        switch outcome {
        case .applied, .adjusted:
            countChange(attribute.key)
            setNeedsDisplay()
        case .rejected, .unsupported: break
        }
        return outcome
    }

    public final func reset(_ key: AttributeKey) {
        resetOwn(key)
        setNeedsDisplay()
        countChange(key)
    }

    /// The child a component addresses: by key path from this widget, or by
    /// name as a descendant's identifier.
    public func child(for key: ComponentKey) -> (any Styleable)? {
        if let widget = key.resolve(in: self) as? Widget { return widget }
        if let name = key.name { return widget(withIdentifier: name) }
        return nil
    }

    @discardableResult
    public final func install(_ delta: StyleDelta) -> InstallReport {
        countInstall()
        lastInstalledDelta = delta
        let report = applyChanges(delta)
        didInstall(delta)
        presenter?.widget(self, didInstall: delta)
        return report
    }
}

/// Why a `.delegate(…)` attribute was refused.
struct DelegateMismatch: Error {
    let reason: String
}
