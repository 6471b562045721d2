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
        var output = sameSize ? "" : "\u{1B}[0m\u{1B}[2J"
        var cursor: (x: Int, y: Int)? = nil
        var attributes: Cell? = nil
        for y in 0..<height {
            for x in 0..<width {
                let cell = self[x, y]!
                if cell.isWideContinuation { continue }   // drawn by the wide character before it
                if sameSize, previous[x, y] == cell { continue }
                if cursor.map({ $0.x != x || $0.y != y }) ?? true {
                    output += "\u{1B}[\(y + 1);\(x + 1)H"
                }
                if attributes.map({ !Self.sameLook($0, cell) }) ?? true {
                    output += Self.sgr(for: cell, colors: colors)
                    attributes = cell
                }
                output.append(cell.character)
                let next = x + 1
                cursor = (next < width && self[next, y]!.isWideContinuation ? x + 2 : x + 1, y)
            }
        }
        if attributes != nil { output += "\u{1B}[0m" }
        return output
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
        case .terminalDefault:
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
