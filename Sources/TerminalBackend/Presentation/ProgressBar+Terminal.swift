import Bindings
import ComposerModel
public import Widgets

/// A progress bar on the terminal: `███░░░` in the tint color; no keys.
///
/// ```swift
/// let upload: ProgressBar = [.progress(0.5)]   // 12×1
/// ```
///
/// Threading: loop only.
extension ProgressBar: TerminalPresentable {
    /// Twelve cells.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: 12, height: 1)
    }

    /// The bar, filled to the progress.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        buffer.write(WidgetRenderer.bar(fraction: progress, width: rect.width, filled: "█", knob: nil, empty: "░"), in: rect,
                     alignment: .leading, foreground: tintColor, background: backgroundColor, style: .plain)
    }
}
