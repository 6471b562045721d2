/// The JSON writing the server's messages need: strings escaped so that any text (control
/// characters, quotes, `</script>`, lone surrogates cannot occur in a Swift `String`) is
/// data on the page, and numbers that JSON can hold.
///
/// Frames are written by hand, not by `JSONEncoder`: a frame's operations are written
/// once per flush and shared by every tab that is in step, and a property's value is
/// appended in place without an intermediate `Encodable` tree.
enum WebJSON {
    /// Appends `string` as a JSON string literal.
    ///
    /// - Parameters:
    ///   - string: Any text.
    ///   - json: The text to append to.
    /// - Complexity: O(n) in the string's UTF-8 length.
    static func appendString(_ string: String, to json: inout String) {
        json.append("\"")
        var plainStart = string.unicodeScalars.startIndex
        var index = plainStart
        let scalars = string.unicodeScalars
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            // `<` escaped so that no text ever reads as a tag, wherever the JSON goes.
            case "<": escape = "\\u003c"
            case "\u{2028}": escape = "\\u2028"
            case "\u{2029}": escape = "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                json.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                json.append(escape)
                index = scalars.index(after: index)
                plainStart = index
            } else {
                index = scalars.index(after: index)
            }
        }
        json.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
        json.append("\"")
    }

    /// Appends `number`: an integer without a fraction where it is one, `null` for a NaN
    /// or an infinity (which JSON cannot hold; the server never produces them).
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - json: The text to append to.
    static func appendNumber(_ number: Double, to json: inout String) {
        guard number.isFinite else {
            json += "null"
            return
        }
        if number == number.rounded(), abs(number) < 1e15 {
            json += String(Int64(number))
        } else {
            json += String(number)
        }
    }

    /// Appends an integer.
    static func appendInt(_ number: some BinaryInteger, to json: inout String) {
        json += String(number)
    }
}
