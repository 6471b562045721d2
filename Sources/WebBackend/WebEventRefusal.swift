/// Why the server refused a page's event or message, sent back as a `refused` message
/// with a code (Documentation/WebProtocol.md, *Refusals*) and logged; the event reaches no
/// view model.
///
/// ```swift
/// guard (0..<segments.count).contains(index) else {
///     throw WebEventRefusal.outOfRange("segment \(index) of \(segments.count)")
/// }
/// ```
public enum WebEventRefusal: Error, Equatable, Sendable {
    /// The id names no live node.
    case unknownNode(Int)
    /// The node does not take this kind of event.
    case notAccepted(WebEventType)
    /// The widget or an ancestor is disabled.
    case disabled
    /// The widget or an ancestor is hidden.
    case hidden
    /// A value outside the widget's range, an index outside its rows or segments.
    case outOfRange(String)
    /// Text into a view that is not editable.
    case notEditable
    /// A value of the wrong type, or over a limit.
    case badValue(String)
    /// Not JSON, not an object, a field missing.
    case malformed(String)
    /// A message type the server does not know.
    case unknownType(String)
    /// Over the connection's message rate.
    case rateLimited

    /// The code the page is sent.
    public var code: String {
        switch self {
        case .unknownNode: "unknownNode"
        case .notAccepted: "notAccepted"
        case .disabled: "disabled"
        case .hidden: "hidden"
        case .outOfRange: "outOfRange"
        case .notEditable: "notEditable"
        case .badValue: "badValue"
        case .malformed: "malformed"
        case .unknownType: "unknownType"
        case .rateLimited: "rateLimited"
        }
    }

    /// One line for the log and the page.
    public var message: String {
        switch self {
        case .unknownNode(let id): "no node \(id)"
        case .notAccepted(let type): "the node does not take \(type.rawValue) events"
        case .disabled: "the widget is disabled"
        case .hidden: "the widget is hidden"
        case .outOfRange(let detail): "out of range: \(detail)"
        case .notEditable: "the text is not editable"
        case .badValue(let detail): "bad value: \(detail)"
        case .malformed(let detail): "malformed message: \(detail)"
        case .unknownType(let type): "unknown message type \(type.debugDescription)"
        case .rateLimited: "too many messages"
        }
    }
}
