import Bindings
import ComposerModel
import Widgets

/// Drawing scrolled content: a ``ScrollView``'s content and a ``ListView``'s rows of
/// widgets, clipped to the viewport, with a scroll indicator.
///
/// ```swift
/// let scroller: ScrollView = [.content(log), .height(4), .width(12), .contentOffset(2)]
/// var frame = CellBuffer(width: 12, height: 4)
/// WidgetRenderer.draw(scroller, into: &frame)   // rows 2…5 of the log, and a thumb in the last column
/// ```
///
/// The content is drawn into a buffer the size of the viewport (from ``Layout``'s frames,
/// shifted by the offset), so nothing of it reaches cells outside the viewport, and pasted
/// back. When the content is taller than the viewport, the right column shows the track
/// (`│`, gray) and a thumb (`┃`, in the tint color) whose length is the visible share of
/// the content and whose position is the offset's share of the maximum. A list's selected
/// row is drawn reversed; the row that shows a focused list without a selection, underlined.
extension WidgetRenderer {
    /// Draws the children of `widget` clipped to its viewport, with the scroll indicator.
    ///
    /// - Parameters:
    ///   - widget: A scroll view or a list of row widgets.
    ///   - offset: How far the content is scrolled, in rows.
    ///   - selectedRow: A child to reverse, the selected row, if any.
    ///   - focusCueRow: A child to underline: the row that shows a focused list has the
    ///     focus while no row is selected, if any.
    ///   - frame: The widget's frame.
    ///   - frames: The layout.
    ///   - buffer: The frame being drawn.
    static func drawScrolledChildren(of widget: Widget, offset: Int, selectedRow: Widget?, focusCueRow: Widget? = nil,
                                     in frame: Rect, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        let viewport = Layout.viewport(of: widget, in: frame)
        guard viewport.width > 0, viewport.height > 0 else { return }
        var clipped = buffer.copy(of: viewport)
        var local: [ObjectIdentifier: Rect] = [:]
        for child in widget.children {
            translate(child, by: (x: -viewport.x, y: -viewport.y), frames: frames, into: &local)
        }
        for child in widget.children {
            draw(child, frames: local, into: &clipped)
        }
        if let selectedRow, let rect = local[ObjectIdentifier(selectedRow)] {
            clipped.addStyle(.reverse, in: rect)
        }
        if let focusCueRow, let rect = local[ObjectIdentifier(focusCueRow)] {
            clipped.addStyle(.underline, in: rect)
        }
        buffer.paste(clipped, x: viewport.x, y: viewport.y)
        let contentHeight = widget.children.reduce(0) { $0 + (local[ObjectIdentifier($1)]?.height ?? 0) }
        if contentHeight > viewport.height {
            drawIndicator(offset: offset, contentHeight: contentHeight, viewport: viewport, tint: widget.tintColor,
                          background: widget.backgroundColor, into: &buffer)
        }
    }

    private static func translate(_ widget: Widget, by delta: (x: Int, y: Int), frames: [ObjectIdentifier: Rect],
                                  into local: inout [ObjectIdentifier: Rect]) {
        let id = ObjectIdentifier(widget)
        guard let frame = frames[id] else { return }
        local[id] = Rect(x: frame.x + delta.x, y: frame.y + delta.y, width: frame.width, height: frame.height)
        for child in widget.children {
            translate(child, by: delta, frames: frames, into: &local)
        }
    }

    /// The track and thumb in the viewport's right column.
    private static func drawIndicator(offset: Int, contentHeight: Int, viewport: Rect, tint: Color, background: Color,
                                      into buffer: inout CellBuffer) {
        let height = viewport.height
        let thumbLength = max(1, height * height / contentHeight)
        let maximumOffset = contentHeight - height
        let thumbTop = maximumOffset > 0
            ? Int((Double(min(offset, maximumOffset)) / Double(maximumOffset) * Double(height - thumbLength)).rounded())
            : 0
        let x = viewport.x + viewport.width - 1
        for row in 0..<height {
            let isThumb = (thumbTop..<thumbTop + thumbLength).contains(row)
            buffer.write(isThumb ? "┃" : "│", x: x, y: viewport.y + row, foreground: isThumb ? tint : .gray, background: background)
        }
    }
}
