/// The element a page makes for a node: its tag, fixed attributes and the events it
/// sends.
///
/// ```swift
/// WebElement(kind: "switch", tag: "input", attributes: ["type": "checkbox", "role": "switch"], events: [.toggle])
/// ```
///
/// The page makes only the tags of Documentation/WebProtocol.md (a `div` for any other)
/// and sets only the attribute names it allows.
public struct WebElement: Equatable, Sendable {
    /// What the node is, for tests and the page's `data-kind` and `lc-<kind>` class: `label`,
    /// `button`, or a user's own name.
    public var kind: String
    /// The element's tag: `div`, `span`, `button`, `input`, …
    public var tag: String
    /// Attributes set once, when the element is made (`type`, `role`, `name`).
    public var attributes: [String: String]
    /// The events the page sends for the node.
    public var events: [WebEventType]

    /// An element.
    ///
    /// - Parameters:
    ///   - kind: What the node is.
    ///   - tag: The element's tag.
    ///   - attributes: Attributes set once.
    ///   - events: The events the page sends for the node.
    public init(kind: String, tag: String, attributes: [String: String] = [:], events: [WebEventType] = []) {
        self.kind = kind
        self.tag = tag
        self.attributes = attributes
        self.events = events
    }
}
