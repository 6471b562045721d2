public import ComposerModel

/// A frame: a grid of cells the size of the terminal.
///
/// ```swift
/// var frame = CellBuffer(width: 80, height: 24)
/// frame.write("Count: 3", x: 0, y: 0, foreground: .green)
/// let bytes = frame.changes(since: previousFrame, colors: .palette256)   // only what differs
/// ```
///
/// Writing outside the grid is clipped, never a trap; text is neutralized
/// (control characters shown, not obeyed) before it lands in a cell.
public struct CellBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    var cells: [Cell]

    /// A frame of blank cells; negative sizes count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at (`x`, `y`), or `nil` outside the grid.
    public subscript(x: Int, y: Int) -> Cell? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return cells[y * width + x]
    }

    /// Sets the cell at (`x`, `y`); outside the grid nothing happens. Overwriting half of
    /// a wide character blanks its other half, so no half character is left behind.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        let index = y * width + x
        if cells[index].isWideContinuation, x > 0 {
            cells[index - 1].character = " "
        } else if x + 1 < width, cells[index + 1].isWideContinuation {
            cells[index + 1] = Cell(" ", foreground: cells[index + 1].foreground,
                                    background: cells[index + 1].background, style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes `text` from (`x`, `y`) rightwards, one character per cell (two for wide
    /// characters), clipped at the edge.
    public mutating func write(_ text: String, x: Int, y: Int, foreground: Color = .default,
                               background: Color = .default, style: TextStyle = .plain) {
        var column = x
        for character in TerminalText.neutralized(text) {
            if character.terminalWidth == 2 {
                // A wide character needs both cells; at the right edge it becomes a space.
                guard column + 1 < width else {
                    set(Cell(" ", foreground: foreground, background: background, style: style), x: column, y: y)
                    column += 1
                    continue
                }
                set(Cell(character, foreground: foreground, background: background, style: style), x: column, y: y)
                set(.continuation(foreground: foreground, background: background, style: style), x: column + 1, y: y)
                column += 2
            } else {
                set(Cell(character, foreground: foreground, background: background, style: style), x: column, y: y)
                column += 1
            }
        }
    }
}
