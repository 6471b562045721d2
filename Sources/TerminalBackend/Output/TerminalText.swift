/// Makes untrusted text safe to write to a terminal.
///
/// Text from view models may contain control characters and escape
/// sequences; written raw, `"\u{1B}[2J"` would clear the screen. Every control
/// character is replaced by a visible stand-in before it reaches the terminal:
///
/// ```swift
/// TerminalText.neutralized("\u{1B}[2J")   // "␛[2J": shown, not obeyed
/// TerminalText.neutralized("a\tb")        // "a␉b"
/// ```
///
/// - C0 controls (U+0000–U+001F) become their Unicode control pictures (`␀`…`␟`).
/// - DEL (U+007F) becomes `␡`.
/// - C1 controls (U+0080–U+009F), which some terminals treat as escape
///   introducers (CSI is U+009B), become `�`.
/// - Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
///   which can make text read differently from what it is, become `�`.
///
/// Everything else passes through unchanged.
public enum TerminalText {
    /// `text` with every control character replaced by a visible, inert stand-in.
    ///
    /// - Parameter text: Untrusted text.
    /// - Returns: Text safe to write to a terminal.
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public static func neutralized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(replacement(for: scalar) ?? scalar)
        }
        return String(result)
    }

    /// Whether `text` would be changed by ``neutralized(_:)``.
    public static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: needsReplacement)
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"
        default: return nil
        }
    }
}
