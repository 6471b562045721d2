public import ComposerModel

/// One character cell of the terminal: what it shows and how.
public struct Cell: Equatable, Sendable {
    /// The character shown; always one printable, neutralized character.
    public var character: Character
    public var foreground: Color
    public var background: Color
    public var style: TextStyle
    /// Whether this cell is the right half of the wide character in the cell to its left
    /// (it shows nothing of its own and is never written).
    public internal(set) var isWideContinuation = false

    /// A cell showing `character` in the given colors and style.
    public init(_ character: Character = " ", foreground: Color = .default, background: Color = .default, style: TextStyle = .plain) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    /// An empty cell in the terminal's default colors.
    public static let blank = Cell()

    /// The right half of a wide character drawn in the given colors.
    static func continuation(foreground: Color, background: Color, style: TextStyle) -> Cell {
        var cell = Cell(" ", foreground: foreground, background: background, style: style)
        cell.isWideContinuation = true
        return cell
    }
}
