/// Breaks text into the lines a label shows: at newlines, then at word boundaries to
/// fit a width, limited to a number of lines with `…` marking what was cut.
///
/// ```swift
/// TextWrapping.lines(of: "one two three", width: 7, maximumLines: 0)   // ["one two", "three"]
/// TextWrapping.lines(of: "one two three", width: 7, maximumLines: 1)   // ["one tw…"]
/// ```
enum TextWrapping {
    /// The lines of `text`.
    ///
    /// - Parameters:
    ///   - text: The text, newlines included.
    ///   - width: The columns available; `nil` for no wrapping.
    ///   - maximumLines: UIKit's `numberOfLines`: 0 for as many as needed, 1 for a single
    ///     truncated line (no wrapping), n for at most n lines.
    /// - Returns: The lines; the last one ends with `…` when text was cut.
    /// - Complexity: O(*n*) in the length of `text`.
    static func lines(of text: String, width: Int?, maximumLines: Int) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String]
        if let width, width > 0, maximumLines != 1 {
            lines = paragraphs.flatMap { wrap($0, width: width) }
        } else {
            lines = paragraphs
        }
        if maximumLines > 0, lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[lines.count - 1] += "…"
        }
        if let width {
            lines = lines.map { truncated($0, width: width) }
        }
        return lines
    }

    /// `line` cut to `width` columns, ending in `…` when cut.
    static func truncated(_ line: String, width: Int) -> String {
        guard line.terminalWidth > width else { return line }
        guard width > 0 else { return "" }
        var cut = prefix(of: line, columns: width - 1)
        while cut.last == " " { cut.removeLast() }
        return cut + "…"
    }

    /// The longest start of `text` that fits in `columns` terminal columns.
    static func prefix(of text: some StringProtocol, columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = character.terminalWidth
            guard used + width <= columns else { break }
            used += width
            result.append(character)
        }
        return result
    }

    private static func wrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            if !current.isEmpty, currentWidth + 1 + word.terminalWidth <= width {
                current += " " + word
                currentWidth += 1 + word.terminalWidth
                continue
            }
            if !current.isEmpty {
                lines.append(current)
            }
            // A word longer than the line is broken across lines.
            while word.terminalWidth > width {
                let piece = prefix(of: word, columns: width)
                guard !piece.isEmpty else { break }   // a wide character in a one-column line
                lines.append(piece)
                word = word.dropFirst(piece.count)
            }
            current = String(word)
            currentWidth = word.terminalWidth
        }
        lines.append(current)
        return lines
    }
}
