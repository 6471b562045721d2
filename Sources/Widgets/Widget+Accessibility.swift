import Bindings
import ComposerModel

/// What a widget tells assistive technology (a screen reader): a name, a description, the
/// widget that names it, and whether it is skipped.
///
/// ```swift
/// let autoLabel = Label(style: [.text("Auto-count")])
/// let toggle = Switch(style: [.accessibilityLabeledBy(autoLabel)])
/// let hints = Label(style: [.text("q quit"), .accessibilityHidden(true)])
/// let save = Button(style: [.title("💾", for: .normal), .accessibilityLabel("Save")])
/// ```
///
/// Without them each backend names a widget from what it shows (a button's title, a
/// label's text, a field's placeholder as its description). The terminal has no
/// assistive-technology tree: it accepts the attributes (they are valid) and shows nothing
/// for them. A "labeled by" reference to anything but a widget, or to the widget itself,
/// is rejected with a diagnostic and the previous value stays.
extension Widget {
    /// The name assistive technology says instead of the one the widget's kind gives, or
    /// `nil` (the default); an empty string is the same as `nil`.
    public var accessibilityLabel: String? {
        get { storedAccessibility.label }
        set { setOrRestoreDefault(newValue.map(Attribute.accessibilityLabel), for: .accessibilityLabel) }
    }

    /// The description assistive technology reads after the name, or `nil` (the default).
    public var accessibilityHint: String? {
        get { storedAccessibility.hint }
        set { setOrRestoreDefault(newValue.map(Attribute.accessibilityHint), for: .accessibilityHint) }
    }

    /// The widget whose text names this one, or `nil` (the default, or the widget is gone).
    public var accessibilityLabeledBy: Widget? {
        get { storedAccessibility.labeledBy }
        set {
            setOrRestoreDefault(newValue.map { .accessibilityLabeledBy(ViewReference($0)) }, for: .accessibilityLabeledBy)
        }
    }

    /// Whether assistive technology skips the widget and what it holds (`false` by default).
    public var isAccessibilityHidden: Bool {
        get { storedAccessibility.isHidden }
        set { set(.accessibilityHidden(newValue)) }
    }

    /// The name assistive technology should say: the accessibility label when it is set and
    /// not empty, else `nil` (the backend names the widget from what it shows).
    public var accessibilityName: String? {
        guard let label = storedAccessibility.label, !label.isEmpty else { return nil }
        return label
    }

    /// The description assistive technology should read: the accessibility hint when it is
    /// set and not empty, else ``defaultAccessibilityHint`` (a field's placeholder), else `nil`.
    public var accessibilityDescription: String? {
        if let hint = storedAccessibility.hint, !hint.isEmpty { return hint }
        return defaultAccessibilityHint
    }

    /// Applies one of the accessibility attributes.
    func applyAccessibility(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .accessibilityLabel(let value): storedAccessibility.label = value
        case .accessibilityHint(let value): storedAccessibility.hint = value
        case .accessibilityLabeledBy(let reference):
            guard let widget = reference.object as? Widget else {
                return .rejected(reason: "accessibilityLabeledBy references \(type(of: reference.object)), not a widget")
            }
            guard widget !== self else { return .rejected(reason: "accessibilityLabeledBy references the widget itself") }
            storedAccessibility.labeledBy = widget
        case .accessibilityHidden(let value): storedAccessibility.isHidden = value
        default: return .unsupported
        }
        return .applied
    }

    /// Returns one of the accessibility attributes to its default (unset, not hidden).
    func resetAccessibility(_ key: AttributeKey) {
        switch key {
        case .accessibilityLabel: storedAccessibility.label = nil
        case .accessibilityHint: storedAccessibility.hint = nil
        case .accessibilityLabeledBy: storedAccessibility.labeledBy = nil
        case .accessibilityHidden: storedAccessibility.isHidden = false
        default: break
        }
    }
}
