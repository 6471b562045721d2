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
        guard let content, !content.isHidden else { return Size(width: 0, height: 0) }
        let size = Layout.preferredSize(of: content)
        return Size(width: size.width + 1, height: size.height)   // a column for the indicator
    }

    /// The content in the viewport, shifted up by the offset.
    public func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        let viewport = Layout.viewport(of: self, in: frame)
        guard let content, !content.isHidden else {
            updateScrollMetrics(contentHeight: 0, viewportHeight: viewport.height)
            return
        }
        let preferred = Layout.preferredSize(of: content)
        let available = preferred.height > viewport.height ? viewport.width - 1 : viewport.width
        let width = content.width == nil ? available : min(available, preferred.width)
        updateScrollMetrics(contentHeight: preferred.height, viewportHeight: viewport.height)
        var unscrolled: [ObjectIdentifier: Rect] = [:]
        Layout.place(content, in: Rect(x: viewport.x, y: viewport.y, width: width, height: preferred.height), into: &unscrolled)
        if let revealed = pendingReveal, let frame = unscrolled[ObjectIdentifier(revealed)] {
            revealRows(top: frame.y - viewport.y, height: frame.height)
        }
        Layout.shift(unscrolled, up: contentOffset, into: &frames)
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

    /// The content is placed unscrolled, then shifted up by the offset.
    public var terminalChildPlacement: TerminalChildPlacement { .shifted }

    /// Its content scrolls: a stack with too little room shrinks it first.
    public var terminalScrollsToFit: Bool { true }

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
