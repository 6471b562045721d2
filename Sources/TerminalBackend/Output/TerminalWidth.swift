/// How many terminal columns a character takes: 2 for East Asian wide and fullwidth
/// characters and for emoji shown as pictures, 1 for the rest.
///
/// ```swift
/// Character("a").terminalWidth    // 1
/// Character("漢").terminalWidth   // 2
/// Character("🚀").terminalWidth   // 2
/// "ok ✅".terminalWidth            // 5
/// ```
///
/// The rule follows what terminals do with `wcwidth`: a grapheme is wide when its first
/// scalar is in an East Asian Wide or Fullwidth block, or is shown as an emoji (emoji
/// presentation by default, or followed by the variation selector U+FE0F). Combining
/// marks ride on their base character's cells.
extension Character {
    public var terminalWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if Self.isWide(first) { return 2 }
        if first.properties.isEmoji,
            first.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") {
            return 2
        }
        return 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// The columns the text takes on a terminal: the sum of its characters' widths.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.terminalWidth }
    }
}
