public import ComposerModel

/// One line of text placed in a rectangle by alignment, truncated to fit.
extension CellBuffer {
    /// Writes `text` on the first row of `rect`, truncated with `…` to its width and
    /// aligned in it: what a widget's content drawing uses for a line.
    ///
    /// ```swift
    /// buffer.write("Save", in: Rect(x: 0, y: 2, width: 10, height: 1), alignment: .center,
    ///              foreground: .green, background: .default, style: .bold)   // "   Save"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The line; neutralized as ``write(_:x:y:foreground:background:style:)`` does.
    ///   - rect: Where it goes; only its first row is written.
    ///   - alignment: Leading, centered or trailing in the rectangle's width.
    ///   - foreground: The text color.
    ///   - background: The cells' background.
    ///   - style: Bold, reverse, ….
    /// - Complexity: O(*n*) for *n* characters of `text`.
    public mutating func write(_ text: String, in rect: Rect, alignment: TextAlignment, foreground: Color, background: Color,
                               style: TextStyle) {
        let fitted = TextWrapping.truncated(text, width: rect.width)
        let x: Int
        switch alignment {
        case .leading: x = rect.x
        case .center: x = rect.x + (rect.width - fitted.terminalWidth) / 2
        case .trailing: x = rect.x + rect.width - fitted.terminalWidth
        }
        write(fitted, x: x, y: rect.y, foreground: foreground, background: background, style: style)
    }
}
