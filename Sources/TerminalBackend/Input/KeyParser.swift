/// Turns the bytes a terminal sends into ``Key`` presses.
///
/// ```swift
/// var parser = KeyParser()
/// let keys = parser.parse(bytesFromTTY)
/// if parser.hasPendingEscape { keys += parser.flushPendingEscape() }   // a lone Esc, once input pauses
/// ```
///
/// Input arrives in arbitrary chunks, so the parser keeps an incomplete UTF-8
/// character or escape sequence until the rest arrives. A lone Escape cannot
/// be told from the start of a sequence until input pauses: call
/// ``flushPendingEscape()`` when no more bytes came within the current loop turn.
///
/// Bad input never traps: invalid UTF-8 becomes `�`, an unknown or malformed
/// escape sequence becomes ``Key/unknown(_:)`` (to report), and an overlong
/// one is cut off at 32 bytes.
///
/// Threading: a value type; use one parser per input stream.
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []
    private static let maximumSequenceLength = 32

    public init() {}

    /// Whether a lone Escape (or an incomplete sequence) is waiting for more input.
    public var hasPendingEscape: Bool { pending.first == 0x1B }

    /// Parses `bytes`, continuing any sequence left incomplete by the previous call.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The complete key presses, in order.
    /// - Complexity: O(*n*) in the number of bytes.
    public mutating func parse(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...]) else { break }   // incomplete: wait
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends a pending sequence because input paused: a lone Escape becomes
    /// ``Key/escape``, an incomplete sequence ``Key/unknown(_:)``.
    public mutating func flushPendingEscape() -> [Key] {
        guard !pending.isEmpty else { return [] }
        defer { pending.removeAll() }
        if pending == [0x1B] { return [.escape] }
        return [.unknown(pending)]
    }

    /// The key at the start of `bytes` and how many bytes it took, or `nil` if
    /// more bytes are needed. A `nil` key consumes bytes without a key press.
    private static func key(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x20: return (.space, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown([first]), 1)
        case 0x21...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8Character(in: bytes)
        }
    }

    private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Alt+key or a lone Escape followed by a key: report Escape, parse the rest.
            return (.escape, 1)
        }
        // CSI/SS3: parameters and intermediates, then a final byte in 0x40...0x7E.
        var end = start + 2
        while end < bytes.endIndex {
            let byte = bytes[end]
            if (0x40...0x7E).contains(byte) {
                let sequence = Array(bytes[start...end])
                return (named(sequence) ?? .unknown(sequence), end - start + 1)
            }
            guard (0x20...0x3F).contains(byte) else {
                // Malformed: the sequence breaks off; report what came so far.
                return (.unknown(Array(bytes[start..<end])), end - start)
            }
            end += 1
            if end - start >= maximumSequenceLength {
                return (.unknown(Array(bytes[start..<end])), end - start)
            }
        }
        return nil
    }

    private static func named(_ sequence: [UInt8]) -> Key? {
        switch String(decoding: sequence.dropFirst(), as: UTF8.self) {
        case "[A", "OA": return .up
        case "[B", "OB": return .down
        case "[C", "OC": return .right
        case "[D", "OD": return .left
        case "[H", "OH", "[1~", "[7~": return .home
        case "[F", "OF", "[4~", "[8~": return .end
        case "[3~": return .delete
        case "[5~": return .pageUp
        case "[6~": return .pageDown
        case "[Z": return .backTab
        default: return nil
        }
    }

    private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.character("\u{FFFD}"), 1)   // a stray continuation or invalid lead byte
        }
        guard bytes.count >= length else {
            // Incomplete, unless a byte already present cannot continue it.
            let continuation = bytes.dropFirst().allSatisfy { (0x80...0xBF).contains($0) }
            return continuation ? nil : (.character("\u{FFFD}"), 1)
        }
        let candidate = Array(bytes.prefix(length))
        var iterator = candidate.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil {
            return (.character(Character(scalar)), length)
        }
        return (.character("\u{FFFD}"), 1)
    }
}
