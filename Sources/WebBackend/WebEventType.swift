/// The kinds of event a page sends (Documentation/WebProtocol.md, *Page → server*).
public enum WebEventType: String, CaseIterable, Sendable {
    /// A button pressed.
    case press
    /// A field's or a text view's whole new text.
    case text
    /// A switch's new state.
    case toggle
    /// A slider's new value.
    case value
    /// A segment or a row chosen, by index.
    case select
    /// Return pressed in a field.
    case submit
    /// A scroll view scrolled to an offset, in rows.
    case scroll
}
