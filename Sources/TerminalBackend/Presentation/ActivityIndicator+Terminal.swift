import Bindings
import ComposerModel
public import Widgets

/// An activity indicator on the terminal: `⠋` in the tint color while animating, a
/// space otherwise; no keys.
///
/// ```swift
/// let busy: ActivityIndicator = [.animating(true)]   // 1×1
/// ```
///
/// Threading: loop only.
extension ActivityIndicator: TerminalPresentable {
    /// One cell.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: 1, height: 1)
    }

    /// `⠋` or a space.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        buffer.write(isAnimating ? "⠋" : " ", in: rect, alignment: .leading, foreground: tintColor,
                     background: backgroundColor, style: .plain)
    }
}
