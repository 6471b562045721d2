import Bindings
import ComposerModel
public import Widgets

/// A text view on the terminal: its lines in its text color and style, each truncated to the width, as many as fit.
///
/// ```swift
/// let notes: TextView = [.text("one\ntwo")]   // 10×2
/// ```
///
/// Threading: loop only.
extension TextView: TerminalPresentable {
    /// The longest line (at least 10 cells) by the number of lines.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return Size(width: max(10, lines.map(\.terminalWidth).max() ?? 0), height: max(1, lines.count))
    }

    /// The lines that fit, aligned.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(rect.height).enumerated() {
            buffer.write(String(line), in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), alignment: textAlignment,
                         foreground: textColor, background: backgroundColor, style: textStyle.union(fontTextStyle))
        }
    }
}
