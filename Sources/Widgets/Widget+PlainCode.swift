import Bindings
public import ComposerModel

// Plain code (ViewComposer's "non-intrusive" promise, UIKit's `label.text = "Bar"`):
// every visible property of a widget has a public setter, and each set is one install
// of one attribute. It is validated as an install is (an out-of-range value is clamped
// or rejected, with the same `StyleDiagnostic`, logged through `DiagnosticLog`), grows
// the display revision, reaches the backend through the presenter, and tells the
// widget's bindings, so that their next delta is still right.
//
// What wins when plain code and a binding set the same key: the plain value shows
// until a binding *changes* its value for that key. A flush in which the binding's
// value for the key is unchanged installs nothing for it (the binding never re-installs
// an unchanged value), and a change to the value plain code already shows installs
// nothing either.

extension Widget {
    /// Sets one attribute from plain code: what every property setter of a widget does.
    ///
    /// ```swift
    /// let label = Label()
    /// label.set(.text("Bar"))   // the same as `label.text = "Bar"`
    /// ```
    ///
    /// One install of `attribute` (validation, diagnostics, display revision, the
    /// backend); the widget's bindings learn that it shows the value now, and install
    /// that key again only when their value for it changes. A subclass gives its own
    /// properties plain setters with it:
    ///
    /// ```swift
    /// public var badge: String { get { storedBadge } set { set(.badge(newValue)) } }   // .badge: a custom attribute
    /// ```
    ///
    /// - Parameter attribute: The value to show.
    /// - Returns: What the install did; its diagnostics are also logged as warnings
    ///   through `DiagnosticLog`.
    @discardableResult
    public final func set(_ attribute: Attribute) -> InstallReport {
        installFromPlainCode(.set(attribute))
    }

    /// Returns the property `key` names to its default from plain code
    /// (`label.width = nil` does this for `.width`).
    ///
    /// ```swift
    /// label.restoreDefault(for: .textColor)
    /// ```
    ///
    /// - Parameter key: The property to reset.
    /// - Returns: What the install did.
    @discardableResult
    public final func restoreDefault(for key: AttributeKey) -> InstallReport {
        installFromPlainCode(.reset(key))
    }

    private func installFromPlainCode(_ change: StyleChange) -> InstallReport {
        let report = install(StyleDelta(CollectionOfOne(change)))
        for diagnostic in report.diagnostics {
            DiagnosticLog.log(diagnostic)
        }
        // Rejected or unsupported: the widget shows what it showed, the bindings' record stands.
        guard report.setCount + report.resetCount > 0 else { return report }
        var shown: Attribute?
        // An adjusted value (clamped, say) is not the one given: the bindings must not trust it.
        if case .set(let attribute) = change, report.diagnostics.isEmpty { shown = attribute }
        BindingScheduler.notePlainSet(change.key, showing: shown, on: self)
        return report
    }

    /// Marks the widget for redrawing after the user changed what `key` shows (typed,
    /// toggled, moved, selected): a value plain code set for `key` is no longer shown, so
    /// the widget's bindings forget it (a binding's change to that value installs again).
    /// The built-in widgets' `userDid…` methods call it; call it from a subclass's own
    /// user input too. It runs no handlers: the `userDid…` methods do that. It tells the
    /// ``presenter``, if any, so that a native widget shows an edit simulated in a test.
    ///
    /// ```swift
    /// storedText = newText        // in TextField.userDidEdit(to:)
    /// markChangedByUser(.text)
    /// ```
    ///
    /// - Parameter key: The key whose value the user changed.
    public final func markChangedByUser(_ key: AttributeKey) {
        setNeedsDisplay()
        BindingScheduler.notePlainSet(key, showing: nil, on: self)
        // A backend with native widgets shows a simulated edit too (a test's userDidType).
        if mayHavePresenter { storedPresenter?.widget(self, didChangeByUser: key) }
    }

    /// A stable name, for lookup and diagnostics; `nil` resets it.
    public var identifier: String? {
        get { storedIdentifier }
        set { setOrRestoreDefault(newValue.map(Attribute.identifier), for: .identifier) }
    }

    /// Whether the widget is hidden (`.hidden`).
    public var isHidden: Bool {
        get { storedIsHidden }
        set { set(.hidden(newValue)) }
    }

    /// Whether the widget takes input (`.enabled`).
    public var isEnabled: Bool {
        get { storedIsEnabled }
        set { set(.enabled(newValue)) }
    }

    /// The background color (`.backgroundColor`).
    public var backgroundColor: Color {
        get { storedBackgroundColor }
        set { set(.backgroundColor(newValue)) }
    }

    /// The accent color of controls (`.tintColor`).
    public var tintColor: Color {
        get { storedTintColor }
        set { set(.tintColor(newValue)) }
    }

    /// From 0 to 1; a value outside is clamped and reported, NaN is rejected.
    public var opacity: Double {
        get { storedOpacity }
        set { set(.opacity(newValue)) }
    }

    /// A fixed width in size units (a terminal cell; 8 pixels across in a GTK window by
    /// default), or `nil` for the intrinsic width. A NaN, infinite or negative width is
    /// rejected and reported.
    public var width: Double? {
        get { storedWidth }
        set { setOrRestoreDefault(newValue.map(Attribute.width), for: .width) }
    }

    /// A fixed height in size units (a terminal cell; 16 pixels down in a GTK window by
    /// default), or `nil` for the intrinsic height. Validated as ``width`` is.
    public var height: Double? {
        get { storedHeight }
        set { setOrRestoreDefault(newValue.map(Attribute.height), for: .height) }
    }

    /// The space outside the widget (`.margins`); a NaN, infinite or negative edge is rejected.
    public var margins: EdgeInsets {
        get { storedMargins }
        set { set(.margins(newValue)) }
    }

    /// The space inside the widget, around its content (`.padding`); validated as ``margins`` is.
    public var padding: EdgeInsets {
        get { storedPadding }
        set { set(.padding(newValue)) }
    }

    /// The border drawn around the widget (`.borderStyle`).
    public var borderStyle: BorderStyle {
        get { storedBorderStyle }
        set { set(.borderStyle(newValue)) }
    }

    /// The border's color (`.borderColor`).
    public var borderColor: Color {
        get { storedBorderColor }
        set { set(.borderColor(newValue)) }
    }

    func setOrRestoreDefault(_ attribute: Attribute?, for key: AttributeKey) {
        if let attribute { set(attribute) } else { restoreDefault(for: key) }
    }
}
