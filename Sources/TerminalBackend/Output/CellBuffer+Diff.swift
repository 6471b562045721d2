import ComposerModel

extension CellBuffer {
    /// The bytes that turn a terminal showing `previous` into one showing this
    /// frame: cursor moves and attribute changes for the changed cells only,
    /// in one string to write at once. Empty when nothing changed.
    ///
    /// ```swift
    /// let output = frame.changes(since: shown, colors: .trueColor)
    /// if !output.isEmpty { tty.write(output) }
    /// ```
    ///
    /// A frame of another size is drawn whole, after clearing the screen.
    ///
    /// - Parameters:
    ///   - previous: The frame the terminal shows now.
    ///   - colors: What the terminal supports; colors are downgraded to fit.
    /// - Returns: The escape sequences and text to write.
    /// - Complexity: O(*w* × *h*).
    public func changes(since previous: CellBuffer, colors: ColorSupport) -> String {
        let sameSize = previous.width == width && previous.height == height
        var writer = ChangeWriter(colors: colors, output: sameSize ? "" : "\u{1B}[0m\u{1B}[2J")
        for y in 0..<height {
            writeChanges(ofRow: y, previousRow: sameSize ? previous.cells[y * width..<(y + 1) * width] : nil, into: &writer)
        }
        return writer.finished()
    }

    /// The bytes that turn a terminal showing `previousRows` on the given rows (and this
    /// frame everywhere else) into one showing this frame: ``changes(since:colors:)``
    /// for a frame redrawn only on some rows, in time proportional to those rows.
    ///
    /// ```swift
    /// let before = frame.rows(damaged)            // before drawing the damaged widgets
    /// redraw(&frame)
    /// let output = frame.changes(inRows: damaged, since: before, colors: .trueColor)
    /// ```
    ///
    /// - Parameters:
    ///   - rows: Row numbers, ascending, each once, inside the frame.
    ///   - previousRows: The cells of those rows as the terminal shows them, in the same
    ///     order (from ``rows(_:)``).
    ///   - colors: What the terminal supports.
    /// - Returns: The escape sequences and text to write; empty when nothing changed.
    /// - Complexity: O(*r* × *w*) for *r* rows *w* cells wide.
    func changes(inRows rows: [Int], since previousRows: [ArraySlice<Cell>], colors: ColorSupport) -> String {
        precondition(rows.count == previousRows.count, "one previous row per row")
        var writer = ChangeWriter(colors: colors, output: "")
        for (y, previousRow) in zip(rows, previousRows) {
            writeChanges(ofRow: y, previousRow: previousRow, into: &writer)
        }
        return writer.finished()
    }

    /// A copy of the cells of `rows`, for ``changes(inRows:since:colors:)``.
    ///
    /// Copied, not sliced: a slice would share the buffer's storage, and drawing into the
    /// buffer afterwards would then copy all of it.
    ///
    /// - Parameter rows: Row numbers inside the frame.
    /// - Returns: Each row's cells, in the order of `rows`.
    func rows(_ rows: [Int]) -> [ArraySlice<Cell>] {
        rows.map { y in ArraySlice(Array(cells[y * width..<(y + 1) * width])) }
    }

    /// Where the cursor and the attributes stand while changes are written.
    private struct ChangeWriter {
        let colors: ColorSupport
        var output: String
        var cursor: (x: Int, y: Int)? = nil
        var attributes: Cell? = nil

        init(colors: ColorSupport, output: String) {
            self.colors = colors
            self.output = output
        }

        /// The output, with the attributes reset if any were set.
        func finished() -> String {
            attributes == nil ? output : output + "\u{1B}[0m"
        }
    }

    /// Appends the changes of row `y` since `previousRow` (every cell when `nil`).
    private func writeChanges(ofRow y: Int, previousRow: ArraySlice<Cell>?, into writer: inout ChangeWriter) {
        for x in 0..<width {
            let cell = cells[y * width + x]
            if cell.isWideContinuation { continue }   // drawn by the wide character before it
            if let previousRow, previousRow[previousRow.startIndex + x] == cell { continue }
            if writer.cursor.map({ $0.x != x || $0.y != y }) ?? true {
                writer.output += "\u{1B}[\(y + 1);\(x + 1)H"
            }
            if writer.attributes.map({ !Self.sameLook($0, cell) }) ?? true {
                writer.output += Self.sgr(for: cell, colors: writer.colors)
                writer.attributes = cell
            }
            writer.output.append(cell.character)
            let next = x + 1
            writer.cursor = (next < width && cells[y * width + next].isWideContinuation ? x + 2 : x + 1, y)
        }
    }

    private static func sameLook(_ lhs: Cell, _ rhs: Cell) -> Bool {
        lhs.foreground == rhs.foreground && lhs.background == rhs.background && lhs.style == rhs.style
    }

    /// Select Graphic Rendition: reset, then the cell's style and colors.
    static func sgr(for cell: Cell, colors: ColorSupport) -> String {
        var codes = ["0"]
        if cell.style.contains(.bold) { codes.append("1") }
        if cell.style.contains(.italic) { codes.append("3") }
        if cell.style.contains(.underline) { codes.append("4") }
        if cell.style.contains(.reverse) { codes.append("7") }
        codes += colorCodes(colors.downgraded(cell.foreground), background: false)
        codes += colorCodes(colors.downgraded(cell.background), background: true)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCodes(_ color: Color, background: Bool) -> [String] {
        switch color {
        case .default:
            return []
        case .named(let named):
            let base = named.rawValue < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [String(base + named.rawValue % 8)]
        case .palette(let index):
            return [background ? "48" : "38", "5", String(index)]
        case .rgb(let red, let green, let blue):
            return [background ? "48" : "38", "2", String(red), String(green), String(blue)]
        }
    }
}
