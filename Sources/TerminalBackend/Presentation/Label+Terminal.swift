import Bindings
import ComposerModel
public import Widgets

/// A label on the terminal: its text, truncated with `…`, or wrapped at word boundaries
/// to its width when `numberOfLines` is 0 or more than 1; no keys.
///
/// ```swift
/// let title: Label = [.text("Sign in"), .textStyle(.bold)]   // 7×1
/// ```
///
/// Threading: loop only.
extension Label: TerminalPresentable {
    /// As wide as the longest line; a fixed width wraps the text to it.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        let lines = TextWrapping.lines(of: displayedText, width: fittingWidth, maximumLines: numberOfLines)
        return Size(width: lines.map(\.terminalWidth).max() ?? 0, height: max(1, lines.count))
    }

    /// The lines, aligned; the last one that fits ends with `…` when some are left out.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        var lines = TextWrapping.lines(of: displayedText, width: rect.width, maximumLines: numberOfLines)
        if lines.count > rect.height, rect.height > 0 {
            lines = Array(lines.prefix(rect.height))
            lines[rect.height - 1] = TextWrapping.truncated(lines[rect.height - 1] + "…", width: rect.width)
        }
        for (row, line) in lines.enumerated() {
            buffer.write(line, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), alignment: textAlignment,
                         foreground: textColor == .default && emphasis == .dim ? .brightBlack : textColor,
                         background: backgroundColor, style: textStyle.union(fontTextStyle).union(emphasis.terminalTextStyle))
        }
    }
}
