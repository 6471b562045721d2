/// What a label or button is in its window, for the backend to style it the platform's
/// way (GNOME's HIG on GTK: its `title-1`…`heading`, `dim-label`, `suggested-action` and
/// `destructive-action` style classes, and the window's default widget).
///
/// ```swift
/// let heading: Label = [.text("Jobs"), .emphasis(.title2)]
/// let logIn: Button = [.title("Log in", for: .normal), .emphasis(.defaultAction)]
/// let remove: Button = [.title("Delete", for: .normal), .emphasis(.destructive)]
/// ```
///
/// The default, ``none``, leaves the widget as the platform draws it. An app's explicit
/// values (`textStyle`, `font`, `textColor`, `titleColor`) still win over what an
/// emphasis implies. The title and label cases are for labels, the action cases for
/// buttons; a case of the other kind has no effect.
public enum Emphasis: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// As the platform draws it: the default.
    case none
    /// A page's main title (GTK: `title-1`).
    case title1
    /// A title (GTK: `title-2`).
    case title2
    /// A section's title (GTK: `title-3`).
    case title3
    /// A small title (GTK: `title-4`).
    case title4
    /// A group's heading, bold at body size (GTK: `heading`).
    case heading
    /// Secondary text: hints, captions, key help (GTK: `dim-label`).
    case dim
    /// The action the user most likely wants (GTK: `suggested-action`).
    case suggested
    /// An action that destroys data (GTK: `destructive-action`).
    case destructive
    /// The suggested action that Enter activates in a form (GTK: `suggested-action`, and
    /// the window's default widget); one per window.
    case defaultAction

    /// `.title2`, as written.
    public var description: String { "." + rawValue }
}
