import ComposerModel

/// Whole regions of a frame: pasting a clipped drawing, emphasizing a rectangle.
///
/// ```swift
/// var viewport = frame.copy(of: Rect(x: 2, y: 1, width: 10, height: 4))
/// viewport.write("scrolled", x: 0, y: -3)          // drawn clipped to the viewport
/// frame.paste(viewport, x: 2, y: 1)
/// ```
///
/// Cells move as they are, wide characters with their right halves; a wide character
/// cut in two by a region's edge is blanked, so no half character is left behind.
extension CellBuffer {
    /// The cells of `rect` (clipped to this buffer; cells outside it are blank), as a buffer of `rect`'s size.
    ///
    /// - Parameter rect: The region to copy.
    /// - Returns: A buffer of `rect`'s width and height.
    /// - Complexity: O(`rect.width` × `rect.height`).
    func copy(of rect: Rect) -> CellBuffer {
        var region = CellBuffer(width: rect.width, height: rect.height)
        for row in 0..<region.height {
            for column in 0..<region.width {
                guard let cell = self[rect.x + column, rect.y + row] else { continue }
                region.cells[row * region.width + column] = cell
            }
        }
        region.splitWideCharactersAtEdges(left: 0, right: region.width - 1, rows: 0..<region.height)
        return region
    }

    /// Puts `source`'s cells at (`x`, `y`) onwards, cell for cell, clipped to this buffer.
    ///
    /// - Parameters:
    ///   - source: The cells to put.
    ///   - x: The column of `source`'s left edge.
    ///   - y: The row of `source`'s top edge.
    /// - Complexity: O(`source.width` × `source.height`).
    mutating func paste(_ source: CellBuffer, x: Int, y: Int) {
        for row in 0..<source.height where (0..<height).contains(y + row) {
            for column in 0..<source.width where (0..<width).contains(x + column) {
                cells[(y + row) * width + x + column] = source.cells[row * source.width + column]
            }
        }
        let rows = max(0, y)..<min(height, y + source.height)
        guard !rows.isEmpty else { return }
        splitWideCharactersAtEdges(left: x, right: x + source.width - 1, rows: rows)
    }

    /// Adds `style` to every cell of `rect` (clipped), keeping characters and colors.
    ///
    /// - Parameters:
    ///   - style: The emphasis to add (`.reverse` for a selection).
    ///   - rect: The cells to emphasize.
    mutating func addStyle(_ style: TextStyle, in rect: Rect) {
        for row in max(0, rect.y)..<max(max(0, rect.y), min(height, rect.y + rect.height)) {
            for column in max(0, rect.x)..<max(max(0, rect.x), min(width, rect.x + rect.width)) {
                cells[row * width + column].style.formUnion(style)
            }
        }
    }

    /// Blanks the halves of wide characters that a region from column `left` to `right` cut.
    private mutating func splitWideCharactersAtEdges(left: Int, right: Int, rows: Range<Int>) {
        for row in rows {
            // A right half at the left edge lost its character: blank it. A character just
            // left of the edge whose right half was overwritten: blank it too.
            if (0..<width).contains(left) {
                let index = row * width + left
                if cells[index].isWideContinuation {
                    cells[index] = Cell(" ", foreground: cells[index].foreground, background: cells[index].background)
                }
                if left > 0, cells[index - 1].character.terminalWidth == 2, !cells[index - 1].isWideContinuation {
                    cells[index - 1].character = " "
                }
            }
            // A wide character on the right edge lost its right half, or a right half
            // just past the edge lost its character.
            if (0..<width).contains(right) {
                let lead = cells[row * width + right]
                let nextIsHalf = right + 1 < width && cells[row * width + right + 1].isWideContinuation
                if lead.character.terminalWidth == 2, !lead.isWideContinuation, !nextIsHalf {
                    cells[row * width + right].character = " "
                } else if nextIsHalf, lead.character.terminalWidth != 2 || lead.isWideContinuation {
                    let half = cells[row * width + right + 1]
                    cells[row * width + right + 1] = Cell(" ", foreground: half.foreground, background: half.background)
                }
            }
        }
    }
}
