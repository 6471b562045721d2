import Bindings
import ComposerModel
public import Widgets

/// A scroll view on the terminal: its content at its preferred height, clipped to the
/// viewport at the offset, with a scroll indicator (see `Layout` and `WidgetRenderer`).
/// Focused, ↑ ↓ scroll it by a row; focused or with the focus inside, Page Up / Page Down
/// by a page (the viewport less a row, at least one), Home / End to the ends. A key that
/// moves it not (at an end already) is left unused.
///
/// ```swift
/// let scroller: ScrollView = [.content(log), .height(5)]
/// ```
///
/// Threading: loop only.
extension ScrollView: TerminalPresentable {
    /// The content's preferred size and a column for the indicator.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Layout.scrollContentSize(self)
    }

    /// The content in the viewport, shifted up by the offset.
    public func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        Layout.placeContent(of: self, in: Layout.viewport(of: self, in: frame), into: &frames)
    }

    /// The content, clipped, and the indicator.
    public func drawTerminalChildren(in frame: Rect, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        WidgetRenderer.drawScrolledChildren(of: self, offset: contentOffset, selectedRow: nil, in: frame, frames: frames, into: &buffer)
    }

    /// ↑ ↓ by a row, the page keys, Home and End.
    public func handleTerminalKey(_ key: Key) -> Bool {
        scroll(by: key, isFocused: true)
    }

    /// The page keys, Home and End.
    public func handleTerminalKey(_ key: Key, unusedBy focusedDescendant: Widget) -> Bool {
        scroll(by: key, isFocused: false)
    }

    /// Its content is clipped: a change inside redraws it whole.
    public var terminalClipsSubtree: Bool { true }

    private func scroll(by key: Key, isFocused: Bool) -> Bool {
        let page = max(1, (viewportHeight ?? 1) - 1)
        switch key {
        case .up where isFocused: return userDidScroll(by: -1)
        case .down where isFocused: return userDidScroll(by: 1)
        case .pageUp: return userDidScroll(by: -page)
        case .pageDown: return userDidScroll(by: page)
        case .home: return userDidScroll(to: 0)
        case .end: return userDidScroll(to: .max)
        default: return false
        }
    }
}
