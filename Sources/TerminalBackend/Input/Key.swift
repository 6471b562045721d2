/// One key press read from a terminal.
///
/// ```swift
/// var parser = KeyParser()
/// parser.parse(Array("a\r\u{1B}[A".utf8))   // [.character("a"), .enter, .up]
/// ```
public enum Key: Equatable, Sendable {
    /// Printable text: a letter, a digit, an emoji (one extended grapheme cluster's scalar at a time).
    case character(Character)
    case space
    case enter
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case backspace
    case escape
    case up, down, left, right
    case home, end, delete, pageUp, pageDown
    /// Ctrl plus a letter, e.g. `.control("c")` for Ctrl-C.
    case control(Character)
    /// An escape sequence this parser does not know, kept so that it can be reported.
    case unknown([UInt8])

    /// Ctrl-C.
    public static let interrupt = Key.control("c")
}
