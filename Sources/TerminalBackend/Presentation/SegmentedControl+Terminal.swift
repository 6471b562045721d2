import Bindings
import ComposerModel
public import Widgets

/// A segmented control on the terminal: ` One  Two `, the selected segment reversed in
/// the tint color; ← → select the previous / next segment.
///
/// ```swift
/// let mode: SegmentedControl = [.segments(["Day", "Week"]), .selectedIndex(0)]   // 11×1
/// ```
///
/// Threading: loop only.
extension SegmentedControl: TerminalPresentable {
    /// Each segment with a cell each side and one between.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: segments.reduce(0) { $0 + $1.terminalWidth + 3 } + 1, height: 1)
    }

    /// The segments, the selected one reversed.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        var x = rect.x
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedIndex
            buffer.write(" \(segment) ", x: x, y: rect.y, foreground: selected ? tintColor : .default,
                         background: backgroundColor, style: selected ? .reverse : .plain)
            x += segment.terminalWidth + 3
        }
    }

    /// ← →: `userDidSelect(segment:)` with the previous / next segment.
    public func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .left: userDidSelect(segment: max(0, selectedIndex - 1))
        case .right: userDidSelect(segment: min(segments.count - 1, selectedIndex + 1))
        default: return false
        }
        return true
    }
}
