extension CellBuffer {
    /// The frame as plain text, one line per row, with trailing spaces and
    /// trailing empty rows trimmed: for logs, tests and output that is not a terminal.
    ///
    /// ```swift
    /// print(frame.plainText)
    /// ```
    public var plainText: String {
        var lines = (0..<height).map { y in
            var line = String((0..<width).compactMap { x in self[x, y].flatMap { $0.isWideContinuation ? nil : $0.character } })
            while line.last == " " { line.removeLast() }
            return line
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
