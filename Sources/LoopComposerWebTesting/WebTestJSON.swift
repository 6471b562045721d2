import FoundationEssentials

/// A JSON value as the test client reads the server's messages and writes its own: the
/// page's view of the wire, kept apart from the server's encoder so that a test checks one
/// against the other.
///
/// ```swift
/// let message = try WebTestJSON(parsing: #"{"t":"frame","v":3,"base":2,"ops":[]}"#)
/// message["t"]?.string    // "frame"
/// WebTestJSON.quoted("a\"b")   // "\"a\\\"b\""
/// ```
enum WebTestJSON: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([WebTestJSON])
    case object([String: WebTestJSON])

    /// Parses one message.
    ///
    /// - Parameter text: JSON text.
    /// - Throws: The decoder's error when `text` is not JSON.
    init(parsing text: String) throws {
        self = try JSONDecoder().decode(WebTestJSON.self, from: Data(text.utf8))
    }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var values: [WebTestJSON] = []
            while !array.isAtEnd { values.append(try array.decode(WebTestJSON.self)) }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: Key.self) {
            var values: [String: WebTestJSON] = [:]
            for key in object.allKeys { values[key.stringValue] = try object.decode(WebTestJSON.self, forKey: key) }
            self = .object(values)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try value.decode(String.self))
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    subscript(key: String) -> WebTestJSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    var array: [WebTestJSON]? {
        if case .array(let array) = self { return array }
        return nil
    }

    var object: [String: WebTestJSON]? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// A whole non-negative number that fits.
    var unsigned: UInt64? {
        guard case .number(let number) = self, number >= 0, number < 1e18, number == number.rounded() else { return nil }
        return UInt64(number)
    }

    /// A whole number that fits.
    var integer: Int? {
        guard case .number(let number) = self, abs(number) < 1e15, number == number.rounded() else { return nil }
        return Int(number)
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `number` as JSON: whole numbers without a fraction.
    static func number(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }
}
