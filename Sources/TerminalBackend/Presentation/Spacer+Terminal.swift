import Bindings
import ComposerModel
public import Widgets

/// A spacer on the terminal: no cells of its own (0 × 0, or its `width`/`height`), and
/// nothing drawn but its background; its stack gives it the slack along the axis.
///
/// ```swift
/// let row: StackView = [.views([title, Spacer(), refresh]), .axis(.horizontal)]   // refresh at the right edge
/// ```
///
/// Threading: loop only.
extension Spacer: TerminalPresentable {
    /// Nothing: the room it gets is its stack's slack.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: 0, height: 0)
    }

    /// Nothing to draw: the frame's background is the stack's.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {}
}
