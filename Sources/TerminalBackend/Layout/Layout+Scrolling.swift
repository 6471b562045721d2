import Bindings
import ComposerModel
import Widgets

/// Layout of scrolled content: a ``ScrollView``'s content and a ``ListView``'s rows of widgets.
///
/// ```swift
/// let scroller: ScrollView = [.content(log), .height(5), .contentOffset(3)]
/// let frames = Layout.frames(of: scroller, in: Rect(x: 0, y: 0, width: 20, height: 5))
/// frames[ObjectIdentifier(log)]   // (0, -3, 19×12): three rows above the viewport, a column left for the indicator
/// ```
///
/// The content gets its preferred height (an explicit `.height` wins) and the viewport's
/// width, less one column for the scroll indicator when it is taller than the viewport
/// (an explicit `.width` narrower than that wins). Its frames, and its descendants', are
/// shifted up by the offset and may lie outside the viewport: ``WidgetRenderer`` clips
/// them. The layout reports the heights to the scroll view, which clamps its offset,
/// and scrolls a widget waiting to be revealed (the focus moved to it) into view.
///
/// A list's rows of widgets are stacked vertically, each at its own preferred height
/// and the list's width; the list scrolls just enough to keep the selected row visible.
extension Layout {
    /// The rows a scroll view or list shows its content in: its frame less border, padding and margins.
    static func viewport(of widget: Widget, in frame: Rect) -> Rect {
        contentArea(of: widget, in: frame)
    }

    static func scrollContentSize(_ scroll: ScrollView) -> Size {
        guard let content = scroll.content, !content.isHidden else { return Size(width: 0, height: 0) }
        let size = preferredSize(of: content)
        return Size(width: size.width + 1, height: size.height)   // a column for the indicator
    }

    static func rowsContentSize(_ list: ListView) -> Size {
        let sizes = list.rowWidgets.filter { !$0.isHidden }.map(preferredSize(of:))
        return Size(width: (sizes.map(\.width).max() ?? 0) + 1, height: sizes.reduce(0) { $0 + $1.height })
    }

    /// Places a scroll view's content in its viewport, shifted up by the offset.
    static func placeContent(of scroll: ScrollView, in viewport: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        guard let content = scroll.content, !content.isHidden else {
            scroll.updateScrollMetrics(contentHeight: 0, viewportHeight: viewport.height)
            return
        }
        let preferred = preferredSize(of: content)
        let available = preferred.height > viewport.height ? viewport.width - 1 : viewport.width
        let width = content.width == nil ? available : min(available, preferred.width)
        scroll.updateScrollMetrics(contentHeight: preferred.height, viewportHeight: viewport.height)
        var unscrolled: [ObjectIdentifier: Rect] = [:]
        place(content, in: Rect(x: viewport.x, y: viewport.y, width: width, height: preferred.height), into: &unscrolled)
        if let revealed = scroll.pendingReveal, let frame = unscrolled[ObjectIdentifier(revealed)] {
            scroll.revealRows(top: frame.y - viewport.y, height: frame.height)
        }
        shift(unscrolled, up: scroll.contentOffset, into: &frames)
    }

    /// Places a list's row widgets in its viewport, scrolled to keep the selected row visible.
    static func placeRows(of list: ListView, in viewport: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        let rows = list.rowWidgets.filter { !$0.isHidden }
        let heights = rows.map { preferredSize(of: $0).height }
        let total = heights.reduce(0, +)
        var offset = min(list.contentOffset, max(0, total - viewport.height))
        if let selected = list.selectedRowWidget, let index = rows.firstIndex(where: { $0 === selected }) {
            let top = heights[..<index].reduce(0, +)
            if top < offset {
                offset = top
            } else if top + heights[index] > offset + viewport.height {
                offset = heights[index] > viewport.height ? top : top + heights[index] - viewport.height
            }
        }
        list.scrollRows(to: offset)
        let width = total > viewport.height ? viewport.width - 1 : viewport.width
        var unscrolled: [ObjectIdentifier: Rect] = [:]
        var y = viewport.y
        for (row, height) in zip(rows, heights) {
            place(row, in: Rect(x: viewport.x, y: y, width: width, height: height), into: &unscrolled)
            y += height
        }
        shift(unscrolled, up: offset, into: &frames)
    }

    private static func shift(_ unscrolled: [ObjectIdentifier: Rect], up offset: Int, into frames: inout [ObjectIdentifier: Rect]) {
        for (id, frame) in unscrolled {
            frames[id] = Rect(x: frame.x, y: frame.y - offset, width: frame.width, height: frame.height)
        }
    }
}
