/// The page properties a widget writes when it shows a key: names of
/// Documentation/WebProtocol.md (`text`, `value`, `css.color`, `attr.aria-busy`), each
/// set to a value or to `nil` (reset: the page removes what it set).
///
/// ```swift
/// properties["text"] = .string(text)
/// properties["css.color"] = textColor.webCSS     // nil for .default: the page's own color
/// ```
///
/// The document compares what was written with what the page has, and sends only the
/// names whose value changed.
public struct WebProperties: Sendable {
    /// What was written, in order; `nil` resets.
    var written: [(name: String, value: WebValue?)] = []

    /// An empty set of writes.
    public init() {}

    /// The value last written for `name` here, or `nil`; writing sets or, with `nil`,
    /// resets it.
    public subscript(name: String) -> WebValue? {
        get { written.last(where: { $0.name == name })?.value ?? nil }
        set { written.append((name, newValue)) }
    }
}
