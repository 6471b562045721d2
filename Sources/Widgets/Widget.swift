public import Bindings
public import ComposerModel

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
/// Every visible property is also settable in plain code (`label.text = "Bar"`), one
/// install of that attribute each (see `Widget+PlainCode.swift`).
///
/// Threading: loop only (`@LoopActor`); the compiler rejects touching a
/// widget anywhere else. Subclasses handle their own attributes in
/// ``applyOwn(_:)`` and ``resetOwn(_:)`` and call `super` for the rest.
@LoopActor
open class Widget {
    // What every install reads or writes comes first, next to the object's header (its
    // class and reference counts, which an install reads too): a bound widget among
    // thousands is cold when an install comes, and each cache line it touches is a fetch
    // from memory. A subclass's own properties (a label's text) come after all of
    // `Widget`'s.
    //
    // They are internal properties behind public getters: the optimizer sees every access
    // to an internal property (whole-module) and drops the runtime exclusivity checks it
    // can prove needless, which a public stored property keeps.

    /// Installs received (one per flush at most when bound).
    public var installCount: Int { storedInstallCount }
    var storedInstallCount = 0
    /// Grows whenever what the widget shows may have changed: an install that set or reset
    /// an attribute, a user edit, a focus change. Renderers compare it to redraw only what
    /// changed.
    ///
    /// It starts at a stamp of ``subtreeRevision``'s clock and grows by one per change,
    /// each change also ticking that clock, so it never repeats a value any earlier widget
    /// had: a renderer's record for a dead widget never matches a new widget allocated at
    /// the same address (same `ObjectIdentifier`), whose first frame is then always drawn.
    public var displayRevision: Int { storedDisplayRevision }
    var storedDisplayRevision = Widget.nextSubtreeStamp()
    /// A stamp that moves whenever this widget or a widget below it changes what it shows
    /// (``setNeedsDisplay()``) or its children change: renderers compare it to skip a
    /// whole subtree that did not change, without visiting it.
    ///
    /// Stamps come from one clock for all widgets, so a stamp never repeats: a
    /// renderer's record for a widget that is gone never matches a new widget, even one
    /// allocated at the same address.
    public var subtreeRevision: Int { storedSubtreeRevision }
    var storedSubtreeRevision = Widget.nextSubtreeStamp()
    /// The delta of the most recent install, for logs and tests (`.empty` before the first).
    ///
    /// - Complexity: O(1) after an install of a delta; after a binding's install, the
    ///   delta is built when asked for (see ``install(from:to:)``).
    public var lastInstalledDelta: StyleDelta { Widget.materializeDelta(of: storedLastInstall) }
    var storedLastInstall = LastInstall.delta(.empty)
    /// Whether ``presenter`` was last set to a presenter, which may have gone since (it is
    /// held weakly): `false` tells a direct install that there is no presenter to tell
    /// without loading the weak reference (a runtime call per install otherwise).
    var mayHavePresenter = false
    /// Whether ``parentWidget`` was last set to a widget, which may have gone since: `false`
    /// tells ``subtreeDidChange()`` that there is no ancestor to stamp without loading the
    /// weak reference (a runtime call per install of a widget outside a tree, and an atomic
    /// operation when the reference has a side table).
    var mayHaveParent = false
    /// Whether this widget's class may override ``didInstall(_:)``
    /// (``instancesMayObserveInstalls``). A direct install (``install(from:to:)``, no
    /// delta built) builds the delta for the hook only then.
    var mayObserveInstalls = true
    /// Counted by LoopComposerTesting's `WidgetChangeRecorder` now, which a test starts:
    /// a widget keeps no counts of its own.
    @available(*, unavailable, message: "start a WidgetChangeRecorder (LoopComposerTesting) and ask it: recorder.changeCountByKey(of: widget)")
    public var changeCountByKey: [AttributeKey: Int] { [:] }

    /// Told of every attribute a widget sets or resets, for tests (LoopComposerTesting's
    /// `WidgetChangeRecorder` installs itself here); `nil`, the default, costs an install
    /// one branch.
    ///
    /// ```swift
    /// Widget.changeObserver = recorder    // what WidgetChangeRecorder.start() does
    /// ```
    ///
    /// Loop thread only, as every widget; read whole and set whole, never lent to a call, so
    /// its accesses are unchecked: the run-time check was an install's one exclusivity check
    /// (listed in UnsafeInventory.md).
    @exclusivity(unchecked) public static var changeObserver: (any WidgetChangeObserver)?

    // Past the install's lines: read by an install only when `mayHavePresenter` is set.
    /// The backend showing this widget, told of every install after the widget applied it
    /// (``WidgetPresenter``); held weakly, `nil` while no backend mirrors the widget.
    public var presenter: (any WidgetPresenter)? {
        get { storedPresenter }
        set {
            storedPresenter = newValue
            mayHavePresenter = newValue != nil
        }
    }
    weak var storedPresenter: (any WidgetPresenter)?

    /// Ends when the widget is deallocated; bindings on it end with it.
    public let lifetime = Lifetime()

    /// A stable name, for lookup and diagnostics.
    var storedIdentifier: String?
    var storedIsHidden = false
    var storedIsEnabled = true
    var storedBackgroundColor = Color.default
    var storedTintColor = Color.default
    var storedOpacity = 1.0
    /// A fixed width in size units (a terminal cell; 8 pixels across in a GTK window by
    /// default), or `nil` for the intrinsic width.
    var storedWidth: Double?
    /// A fixed height in size units (a terminal cell; 16 pixels down in a GTK window by
    /// default), or `nil` for the intrinsic height.
    var storedHeight: Double?
    /// The axes an `.expands` attribute names, or `nil` for the widget kind's default.
    var storedExpansion: Axis.Set?
    var storedMargins = EdgeInsets.zero
    var storedPadding = EdgeInsets.zero
    var storedBorderStyle = BorderStyle.noBorder
    var storedBorderColor = Color.default
    // Set in Widget+Appearance.swift, hence internal(set).
    /// The typeface of the widget's text, or `nil` for the backend's default; text widgets only.
    public internal(set) var font: Font?
    /// The radius of the border's corners in pixels: 0, the default, for square corners.
    public internal(set) var cornerRadius = 0.0
    /// The border's width in pixels, or `nil` (the default) for the width `borderStyle` draws.
    public internal(set) var borderWidth: Double?
    /// Whether the children's drawing is cut off at the widget's bounds.
    public internal(set) var clipsToBounds = false
    /// What assistive technology is told beyond what the widget shows (Widget+Accessibility.swift).
    var storedAccessibility = WidgetAccessibility()

    // The tree (see Widget+Tree.swift).
    var childWidgets: [Widget] = []
    weak var parentWidget: Widget? {
        didSet { mayHaveParent = parentWidget != nil }
    }
    /// The focused widget of the tree this widget is the root of.
    weak var focusedWidget: Widget? {
        didSet {
            guard oldValue !== focusedWidget else { return }
            oldValue?.setNeedsDisplay()
            focusedWidget?.setNeedsDisplay()
            guard let focusedWidget else { return }
            var ancestor = focusedWidget.parent
            while let current = ancestor {
                current.descendantDidTakeFocus(focusedWidget)
                ancestor = current.parent
            }
        }
    }

    /// Whether this kind of widget takes keyboard focus (controls do, labels and stacks do not).
    open var acceptsFocus: Bool { false }

    /// The description assistive technology reads when `.accessibilityHint` sets none, from
    /// what the widget shows: `nil` here; a text field answers its placeholder.
    open var defaultAccessibilityHint: String? { nil }

    /// Called on each ancestor of a widget that took the focus of its tree, innermost
    /// first: a scroll view scrolls it into view. Nothing here.
    ///
    /// ```swift
    /// override func descendantDidTakeFocus(_ descendant: Widget) { scrollToVisible(descendant) }
    /// ```
    ///
    /// - Parameter descendant: The newly focused widget, below this one.
    open func descendantDidTakeFocus(_ descendant: Widget) {}

    /// Whether a widget of exactly this class may run code of its own in
    /// ``didInstall(_:)``: a direct install builds the delta for the hook only then.
    /// `true` but for `Widget` itself; each of this module's widget classes, none of which
    /// overrides ``didInstall(_:)``, answers `false` for itself and `true` for its
    /// subclasses, which may.
    class var instancesMayObserveInstalls: Bool { self != Widget.self }

    /// The axes the widget expands along when no `.expands` says otherwise: none for a
    /// widget that hugs its content (labels, buttons, switches), as UIKit's higher hugging
    /// priority and GTK's `hexpand` default; a subclass that fills the room it is given
    /// (a progress bar, a text view, a list) overrides it.
    ///
    /// ```swift
    /// Label().defaultExpansion         // []
    /// ProgressBar().defaultExpansion   // .horizontal
    /// ```
    open var defaultExpansion: Axis.Set { [] }

    /// Whether the widget is a group of other widgets or rows, which a platform spaces
    /// wider than single controls (GNOME's HIG: 12 px between groups, 6 between controls).
    /// `false` by default; a stack, a scroll view and a list override it, and so may a
    /// container of your own.
    ///
    /// ```swift
    /// Button().isGroup      // false
    /// StackView().isGroup   // true
    /// ```
    open var isGroup: Bool { false }

    /// A widget with every attribute at its default: ``defaultStyle`` where it sets the key,
    /// the property's initial value otherwise.
    ///
    /// A subclass creates its outlets before calling `super.init()` (or gives them a
    /// default value), since the default style is applied here and may reach them.
    public init() {
        mayObserveInstalls = Self.instancesMayObserveInstalls
        constructionDiagnostics = startFromDefaultStyle()
    }

    /// The style a widget of this class starts from, under whatever style it is built
    /// with (ViewComposer's `init(_ style: ViewStyle? = nil)` with `style <- .default`).
    ///
    /// ```swift
    /// final class Warning: Label {
    ///     override class var defaultStyle: Style { [.textColor(.yellow), .textStyle(.bold)] }
    /// }
    /// Warning().textColor                                     // .yellow
    /// Warning(style: [.textColor(.red)]).textStyle             // .bold: defaults are slaves
    /// ```
    ///
    /// Every way of making the widget starts from it: `init()`, `init(style:)`, a literal
    /// and a merge chain. Its values are the widget's defaults: not an install (they do not
    /// count in ``installCount``), and resetting a key it sets restores its value rather
    /// than the property's initial one, so the delta law holds for them. Empty here.
    ///
    /// - Complexity: Read once per construction and once per reset; an override
    ///   returning a literal builds the style each time, a `static let` behind it does not.
    open class var defaultStyle: Style { Style() }

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
        let diagnostics = duplicates + install(style).diagnostics
        constructionDiagnostics += diagnostics
        for diagnostic in diagnostics {
            DiagnosticLog.log(diagnostic)
        }
    }

    /// What went wrong while building this widget from its ``defaultStyle`` and a style or
    /// literal: duplicate keys, unsupported attributes, rejected values. Empty when all was well.
    public private(set) var constructionDiagnostics: [StyleDiagnostic] = []

    /// The keys every widget accepts.
    public static let commonKeys: Set<AttributeKey> = [
        .identifier, .hidden, .enabled, .backgroundColor, .tintColor, .opacity,
        .width, .height, .margins, .padding, .borderStyle, .borderColor,
        .cornerRadius, .borderWidth, .clipsToBounds,
        .accessibilityLabel, .accessibilityHint, .accessibilityLabeledBy, .accessibilityHidden,
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
        case .identifier(let value): storedIdentifier = value
        case .hidden(let value): storedIsHidden = value
        case .enabled(let value): storedIsEnabled = value
        case .backgroundColor(let value): storedBackgroundColor = value
        case .tintColor(let value): storedTintColor = value
        case .opacity(let value):
            guard !value.isNaN else { return .rejected(reason: "opacity is NaN") }
            storedOpacity = min(max(value, 0), 1)
            if opacity != value { return .adjusted(reason: "opacity clamped to \(opacity)") }
        case .width(let value):
            if let problem = Self.sizeProblem(value) { return .rejected(reason: "width \(problem)") }
            storedWidth = value
        case .height(let value):
            if let problem = Self.sizeProblem(value) { return .rejected(reason: "height \(problem)") }
            storedHeight = value
        case .expands(let value):
            if value.rawValue & ~Axis.Set.all.rawValue != 0 {
                return .rejected(reason: "expands has unknown axis bits (\(value.rawValue))")
            }
            storedExpansion = value
        case .margins(let value):
            if let problem = Self.insetsProblem(value) { return .rejected(reason: "margins \(problem)") }
            storedMargins = value
        case .padding(let value):
            if let problem = Self.insetsProblem(value) { return .rejected(reason: "padding \(problem)") }
            storedPadding = value
        case .borderStyle(let value): storedBorderStyle = value
        case .borderColor(let value): storedBorderColor = value
        case .font, .cornerRadius, .borderWidth, .clipsToBounds: return applyAppearance(attribute)
        case .accessibilityLabel, .accessibilityHint, .accessibilityLabeledBy, .accessibilityHidden:
            return applyAccessibility(attribute)
        default: return .unsupported
        }
        return .applied
    }

    /// Returns the property `key` names to its default; subclasses override,
    /// reset their own keys and call `super` for the rest.
    open func resetOwn(_ key: AttributeKey) {
        switch key {
        case .identifier: storedIdentifier = nil
        case .hidden: storedIsHidden = false
        case .enabled: storedIsEnabled = true
        case .backgroundColor: storedBackgroundColor = .default
        case .tintColor: storedTintColor = .default
        case .opacity: storedOpacity = 1
        case .width: storedWidth = nil
        case .height: storedHeight = nil
        case .expands: storedExpansion = nil
        case .margins: storedMargins = .zero
        case .padding: storedPadding = .zero
        case .borderStyle: storedBorderStyle = .noBorder
        case .borderColor: storedBorderColor = .default
        case .font, .cornerRadius, .borderWidth, .clipsToBounds: resetAppearance(key)
        case .accessibilityLabel, .accessibilityHint, .accessibilityLabeledBy, .accessibilityHidden:
            resetAccessibility(key)
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

    /// Marks the widget as showing something new, for renderers that redraw only what
    /// changed. Attribute changes, the built-in user events and focus changes call it;
    /// a subclass whose drawing depends on other state calls it when that state changes.
    /// - Complexity: O(*d*) for a widget *d* levels deep (its ancestors' ``subtreeRevision``).
    public final func setNeedsDisplay() {
        // The clock ticks in subtreeDidChange: this revision stays at or below the clock,
        // below the first revision of every widget made later.
        storedDisplayRevision &+= 1
        subtreeDidChange()
    }

    /// Moves ``subtreeRevision`` of this widget and of each ancestor to a new stamp.
    final func subtreeDidChange() {
        let stamp = Self.nextSubtreeStamp()
        // Self first, outside the walk: an optional holding `self` would retain and
        // release it, twice per attribute an install changes.
        storedSubtreeRevision = stamp
        guard mayHaveParent else { return }
        var ancestor = parentWidget
        while let current = ancestor {
            current.storedSubtreeRevision = stamp
            ancestor = current.parentWidget
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
            setNeedsDisplay()
            Widget.changeObserver?.widget(self, didChange: attribute.key)
        case .rejected, .unsupported: break
        }
        return outcome
    }

    public final func reset(_ key: AttributeKey) {
        resetOwn(key)
        restoreDefaultStyle(for: key)
        setNeedsDisplay()
        Widget.changeObserver?.widget(self, didChange: key)
    }

    /// The child a component addresses: by key path from this widget, or by
    /// name as a descendant's identifier.
    public func child(for key: ComponentKey) -> (any Styleable)? {
        if let widget = key.resolve(in: self) as? Widget { return widget }
        if let name = key.name { return widget(withIdentifier: name) }
        return nil
    }

    /// Makes the changes `delta` lists, in apply order: one install.
    ///
    /// ```swift
    /// label.install(new.difference(from: old))   // what a binding's flush does
    /// ```
    ///
    /// Each attribute goes to ``applyOwn(_:)`` and each reset to ``resetOwn(_:)`` (then
    /// the ``defaultStyle`` value, if it sets the key), as ``Styleable/applyChanges(_:)``
    /// would; the widget's own bookkeeping is done once for the install: ``installCount``
    /// and ``lastInstalledDelta``, one ``setNeedsDisplay()`` if anything was set or reset
    /// (and the ``changeObserver`` told of each change), then ``didInstall(_:)`` and the
    /// ``presenter``.
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics, the same as `applyChanges(delta)` gives.
    /// - Complexity: O(*c*) for *c* changes, plus what the subclass does per attribute.
    @discardableResult
    public final func install(_ delta: StyleDelta) -> InstallReport {
        storedInstallCount += 1
        storedLastInstall = .delta(delta)
        let report = applyAsOneInstall(delta)
        didInstall(delta)
        storedPresenter?.widget(self, didInstallChanges: InstalledChanges(delta))
        return report
    }
}

/// Why a `.delegate(…)` attribute was refused.
struct DelegateMismatch: Error {
    let reason: String
}
