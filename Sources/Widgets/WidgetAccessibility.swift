/// What a widget tells assistive technology beyond what it shows: the values of the
/// accessibility attributes, all unset by default.
///
/// ```swift
/// let toggle = Switch(style: [.accessibilityLabeledBy(autoLabel), .accessibilityHint("Counts by itself")])
/// toggle.accessibilityLabeledBy === autoLabel   // true
/// ```
struct WidgetAccessibility {
    /// The name given by `.accessibilityLabel`, or `nil`.
    var label: String?
    /// The description given by `.accessibilityHint`, or `nil`.
    var hint: String?
    /// The widget naming this one (`.accessibilityLabeledBy`), held weakly: the widget adds
    /// no reference of its own to those its styles hold.
    weak var labeledBy: Widget?
    /// Whether assistive technology skips the widget (`.accessibilityHidden`).
    var isHidden = false
}
