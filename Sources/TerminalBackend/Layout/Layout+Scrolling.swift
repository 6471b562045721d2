import Bindings
import ComposerModel
import Widgets

/// Layout of scrolled content: a ``ScrollView``'s content and a ``ListView``'s rows of
/// widgets, placed by their presentations (`ScrollView+Terminal.swift`,
/// `ListView+Terminal.swift`) with the helpers here.
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

    /// Copies the frames placed `unscrolled` into `frames`, `offset` rows higher.
    static func shift(_ unscrolled: [ObjectIdentifier: Rect], up offset: Int, into frames: inout [ObjectIdentifier: Rect]) {
        for (id, frame) in unscrolled {
            frames[id] = Rect(x: frame.x, y: frame.y - offset, width: frame.width, height: frame.height)
        }
    }
}
