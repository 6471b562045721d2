/// A property's value on the page: what a JSON value can be, but for objects and arrays.
///
/// ```swift
/// properties["text"] = .string("Count: 3")
/// properties["disabled"] = .bool(true)
/// properties["attr.max"] = .number(100)
/// ```
public enum WebValue: Equatable, Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)

    /// The value as JSON, appended to `json`.
    ///
    /// - Parameter json: The text to append to.
    func appendJSON(to json: inout String) {
        switch self {
        case .string(let string): WebJSON.appendString(string, to: &json)
        case .number(let number): WebJSON.appendNumber(number, to: &json)
        case .bool(let bool): json += bool ? "true" : "false"
        }
    }
}

extension WebValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}
