/// One user action from a page, decoded and checked for shape, on its way to a widget.
///
/// ```swift
/// func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
///     guard event.type == .toggle else { throw .notAccepted(event.type) }
///     let isOn = try event.boolValue()
///     if isOn != self.isOn { userDidToggle() }
/// }
/// ```
public struct WebEvent: Sendable, Equatable {
    /// What the page's value was.
    public enum Value: Sendable, Equatable {
        case none
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    /// The event's kind.
    public var type: WebEventType
    /// Its value, by kind (Documentation/WebProtocol.md).
    public var value: Value
    /// The key of the item the event came from (a segment's radio, a list's row), or
    /// `nil` when it came from the widget's own element.
    public var itemKey: String?

    /// An event.
    ///
    /// - Parameters:
    ///   - type: Its kind.
    ///   - value: Its value.
    ///   - itemKey: The item it came from, if any.
    public init(type: WebEventType, value: Value = .none, itemKey: String? = nil) {
        self.type = type
        self.value = value
        self.itemKey = itemKey
    }

    /// The value as text.
    ///
    /// - Parameter maxLength: The longest text taken, in characters.
    /// - Returns: The text.
    /// - Throws: ``WebEventRefusal/badValue(_:)`` for another type or longer text.
    public func stringValue(maxLength: Int = 1 << 16) throws(WebEventRefusal) -> String {
        guard case .string(let string) = value else { throw .badValue("\(type.rawValue) needs a string") }
        guard string.utf8.count <= maxLength * 4, string.count <= maxLength else {
            throw .badValue("text of \(string.count) characters is over the limit of \(maxLength)")
        }
        return string
    }

    /// The value as a finite number.
    ///
    /// - Returns: The number.
    /// - Throws: ``WebEventRefusal/badValue(_:)`` for another type, a NaN or an infinity.
    public func numberValue() throws(WebEventRefusal) -> Double {
        guard case .number(let number) = value else { throw .badValue("\(type.rawValue) needs a number") }
        guard number.isFinite else { throw .badValue("\(type.rawValue) needs a finite number") }
        return number
    }

    /// The value as an integer.
    ///
    /// - Returns: The integer.
    /// - Throws: ``WebEventRefusal/badValue(_:)`` for another type or a fraction.
    public func integerValue() throws(WebEventRefusal) -> Int {
        let number = try numberValue()
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw .badValue("\(type.rawValue) needs an integer")
        }
        return Int(number)
    }

    /// The value as a boolean.
    ///
    /// - Returns: The boolean.
    /// - Throws: ``WebEventRefusal/badValue(_:)`` for another type.
    public func boolValue() throws(WebEventRefusal) -> Bool {
        guard case .bool(let bool) = value else { throw .badValue("\(type.rawValue) needs a boolean") }
        return bool
    }
}
