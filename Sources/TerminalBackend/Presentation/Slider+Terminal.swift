import Bindings
import ComposerModel
public import Widgets

/// A slider on the terminal: a track `━━━●───` in the tint color, the knob at the
/// value's share of the range, reversed while focused; ← ↓ and → ↑ move it a step.
///
/// ```swift
/// let volume: Slider = [.range(0...10), .value(5)]   // 12×1
/// ```
///
/// Threading: loop only.
extension Slider: TerminalPresentable {
    /// Twelve cells.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: 12, height: 1)
    }

    /// The track and the knob.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        buffer.write(WidgetRenderer.bar(fraction: fraction, width: rect.width, filled: "━", knob: "●", empty: "─"), in: rect,
                     alignment: .leading, foreground: tintColor, background: backgroundColor, style: isFocused ? .reverse : .plain)
    }

    /// ← ↓: `userDidMove(steps: -1)`; → ↑: `userDidMove(steps: 1)`.
    public func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .left, .down: userDidMove(steps: -1)
        case .right, .up: userDidMove(steps: 1)
        default: return false
        }
        return true
    }
}
