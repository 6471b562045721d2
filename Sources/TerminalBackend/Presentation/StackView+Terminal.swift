import Bindings
import ComposerModel
public import Widgets

/// A stack view on the terminal: its subviews side by side along its axis, by spacing,
/// distribution, alignment and margins (see `Layout`); no keys.
///
/// ```swift
/// let form: StackView = [.views([title, field]), .axis(.vertical), .spacing(1)]
/// ```
///
/// A subclass with outlets (a composable) is laid out as a stack too.
///
/// Threading: loop only.
extension StackView: TerminalPresentable {
    /// The visible subviews along the axis, with spacing and margins.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Layout.stackedContentSize(of: children, axis: axis, spacing: spacing, margins: margins)
    }

    /// The visible subviews inside border, padding and margins.
    public func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        Layout.placeStacked(children, in: Layout.contentArea(of: self, in: frame), axis: axis, spacing: spacing,
                            alignment: alignment, distribution: distribution, into: &frames)
    }

    /// Each subview at a rectangle from the stack's attributes and the subviews' sizes.
    public var terminalChildPlacement: TerminalChildPlacement { .inPlace }
}
