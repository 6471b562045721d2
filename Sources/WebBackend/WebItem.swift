/// A node of the page that is not a widget: a list's row of text, a segment and its radio
/// button. Items are keyed: an item whose key stays keeps its node (and its DOM element)
/// while the widget's items change around it.
///
/// ```swift
/// WebItem(key: "job-7", element: WebElement(kind: "row", tag: "li"), properties: ["text": "backup"])
/// ```
public struct WebItem: Equatable, Sendable {
    /// Unique among its siblings.
    public var key: String
    /// The element.
    public var element: WebElement
    /// Its properties.
    public var properties: [String: WebValue]
    /// Its own items, in order.
    public var items: [WebItem]

    /// An item.
    ///
    /// - Parameters:
    ///   - key: Unique among its siblings.
    ///   - element: The element.
    ///   - properties: Its properties.
    ///   - items: Its own items.
    public init(key: String, element: WebElement, properties: [String: WebValue] = [:], items: [WebItem] = []) {
        self.key = key
        self.element = element
        self.properties = properties
        self.items = items
    }
}
