import Bindings
import ComposerModel
public import Widgets

/// A list view on the terminal. A list of items shows a row per item (title and
/// detail), the selected one reversed; a list of row widgets stacks them at their own
/// heights, clipped to the viewport, reverses the selected row and scrolls to keep it
/// visible. ↑ ↓ select the previous / next row, Home / End the first / last.
///
/// A list that has the focus but no selected row underlines its first row, the one ↓
/// selects, so that the focus is never invisible (a selected row is reversed, focused or
/// not; an empty list has no row to mark).
///
/// ```swift
/// let list: ListView = [.items([ListItem(id: "1", title: "Ada"), ListItem(id: "2", title: "Grace")])]   // 7×2
/// ```
///
/// A list whose delegate supplies the rows is redrawn every frame: its rows are not
/// attributes, so its `displayRevision` does not follow them.
///
/// Threading: loop only.
extension ListView: TerminalPresentable {
    /// The widest row by the number of rows (row widgets: their heights, and a column for the indicator).
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        if showsRowWidgets {
            let sizes = rowWidgets.filter { !$0.isHidden }.map(Layout.preferredSize(of:))
            return Size(width: (sizes.map(\.width).max() ?? 0) + 1, height: sizes.reduce(0) { $0 + $1.height })
        }
        return Size(width: rows.map { $0.title.terminalWidth + ($0.detail.map { $0.terminalWidth + 1 } ?? 0) + 2 }.max() ?? 0,
                    height: rows.count)
    }

    /// Row widgets stacked in the viewport, scrolled to the selected one.
    public func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        if showsRowWidgets {
            placeRowWidgets(in: Layout.viewport(of: self, in: frame), into: &frames)
        } else {
            Layout.placeContainerChildren(of: self, in: frame, into: &frames)
        }
    }

    /// Places the row widgets in `viewport`, scrolled to keep the selected row visible.
    private func placeRowWidgets(in viewport: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        let rows = rowWidgets.filter { !$0.isHidden }
        let heights = rows.map { Layout.preferredSize(of: $0).height }
        let total = heights.reduce(0, +)
        var offset = min(contentOffset, max(0, total - viewport.height))
        if let selected = selectedRowWidget, let index = rows.firstIndex(where: { $0 === selected }) {
            let top = heights[..<index].reduce(0, +)
            if top < offset {
                offset = top
            } else if top + heights[index] > offset + viewport.height {
                offset = heights[index] > viewport.height ? top : top + heights[index] - viewport.height
            }
        }
        scrollRows(to: offset)
        let width = total > viewport.height ? viewport.width - 1 : viewport.width
        var unscrolled: [ObjectIdentifier: Rect] = [:]
        var y = viewport.y
        for (row, height) in zip(rows, heights) {
            Layout.place(row, in: Rect(x: viewport.x, y: y, width: width, height: height), into: &unscrolled)
            y += height
        }
        Layout.shift(unscrolled, up: offset, into: &frames)
    }

    /// The items that fit, the selected one reversed (row widgets draw themselves).
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        guard !showsRowWidgets else { return }
        let cuesFocus = showsFocusWithoutSelection
        // Shorter than its items (a small terminal): scrolled so that the selection shows.
        let first = max(0, min(selectedIndex - rect.height + 1, rows.count - rect.height))
        for (row, item) in rows.enumerated().dropFirst(first).prefix(rect.height).map({ ($0.offset, $0.element) }) {
            let text = item.detail.map { "\(item.title) \($0)" } ?? item.title
            let style: TextStyle = row == selectedIndex ? .reverse : (cuesFocus && row == 0 ? .underline : .plain)
            buffer.write(text, in: Rect(x: rect.x, y: rect.y + row - first, width: rect.width, height: 1), alignment: .leading,
                         foreground: .default, background: backgroundColor, style: style)
        }
    }

    /// Whether the list has the focus and no selected row: its first row is then underlined.
    private var showsFocusWithoutSelection: Bool {
        isFocused && !(0..<rowCount).contains(selectedIndex)
    }

    /// Row widgets clipped to the viewport, the selected one reversed, and the indicator.
    public func drawTerminalChildren(in frame: Rect, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        if showsRowWidgets {
            let cued = showsFocusWithoutSelection ? rowWidgets.first { !$0.isHidden } : nil
            WidgetRenderer.drawScrolledChildren(of: self, offset: contentOffset, selectedRow: selectedRowWidget,
                                                focusCueRow: cued, in: frame, frames: frames, into: &buffer)
        } else {
            WidgetRenderer.drawChildren(of: self, frames: frames, into: &buffer)
        }
    }

    /// ↑ ↓ Home End: `userDidSelect(row:)`.
    public func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .up: userDidSelect(row: max(0, selectedIndex - 1))
        case .down: userDidSelect(row: selectedIndex + 1)
        case .home: userDidSelect(row: 0)
        case .end: userDidSelect(row: rowCount - 1)
        default: return false
        }
        return true
    }

    /// Row widgets are clipped: a change inside redraws the list whole.
    public var terminalClipsSubtree: Bool { showsRowWidgets }

    /// A delegate's rows are not attributes.
    public var redrawsEveryTerminalFrame: Bool { delegate != nil }

    /// Row widgets are placed unscrolled, then shifted to keep the selected row visible.
    public var terminalChildPlacement: TerminalChildPlacement { .shifted }

    /// Its rows scroll: a stack with too little room shrinks it first.
    public var terminalScrollsToFit: Bool { true }
}
