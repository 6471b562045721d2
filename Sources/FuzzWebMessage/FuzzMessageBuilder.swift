/// Builds a well-formed page message from fuzz bytes, so that random inputs reach the
/// document's checks and not only the JSON decoder's: the first byte picks the type, the
/// next ones the sequence number, node id, event type and value (strings, numbers at the
/// edges, booleans, null, and values of the wrong type).
enum FuzzMessageBuilder {
    static let types = ["event", "event", "event", "hello", "ack", "resync", "bogus"]
    static let eventTypes = ["press", "text", "toggle", "value", "select", "submit", "scroll", "launch"]
    static let numbers = ["0", "1", "-1", "2", "3", "10", "10.5", "1e308", "-1e308", "0.5", "1e15", "9007199254740993", "-0"]

    /// - Parameter bytes: Fuzz input.
    /// - Returns: One JSON message.
    static func message(from bytes: [UInt8]) -> String {
        var reader = Reader(bytes: bytes)
        let type = types[Int(reader.next()) % types.count]
        switch type {
        case "hello":
            let session = String(reader.rest().prefix(40).map { "0123456789abcdef".character($0) })
            return reader.next() % 2 == 0 ? #"{"t":"hello"}"# : #"{"t":"hello","session":"\#(session)","v":\#(reader.next())}"#
        case "ack":
            return #"{"t":"ack","v":\#(reader.next())}"#
        case "resync", "bogus":
            return #"{"t":"\#(type)"}"#
        default:
            let seq = Int(reader.next()) + 1
            // Ids 1…12 name the tree's nodes (the document is the process's first).
            let id = Int(reader.next() % 16)
            let eventType = eventTypes[Int(reader.next()) % eventTypes.count]
            var json = #"{"t":"event","seq":\#(seq),"id":\#(id),"type":"\#(eventType)""#
            switch reader.next() % 6 {
            case 0: break
            case 1: json += #","value":\#(numbers[Int(reader.next()) % numbers.count])"#
            case 2: json += #","value":\#(reader.next() % 2 == 0)"#
            case 3: json += #","value":null"#
            case 4: json += #","value":\#(quoted(String(decoding: reader.rest(), as: UTF8.self)))"#
            default: json += #","value":[1]"#
            }
            return json + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func next() -> UInt8 {
            guard index < bytes.count else { return 0 }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func rest() -> ArraySlice<UInt8> {
            defer { index = bytes.count }
            return bytes[min(index, bytes.count)...]
        }
    }
}

extension String {
    /// The character at `byte` modulo the length.
    fileprivate func character(_ byte: UInt8) -> Character {
        let characters = Array(self)
        return characters[Int(byte) % characters.count]
    }
}
