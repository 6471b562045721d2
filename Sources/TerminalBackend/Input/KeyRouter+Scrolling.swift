import Bindings
import Widgets

/// Scrolling keys: a focused ``ScrollView`` scrolls with ↑ ↓ (a row), Page Up / Page Down
/// (a page: the viewport's height less one row, at least one), Home and End; with the
/// focus on a widget inside it, Page Up / Page Down, Home and End scroll it (↑ ↓ keep
/// moving the focus, which scrolls the newly focused widget into view).
///
/// ```swift
/// scroller.becomeFocused()
/// KeyRouter.route(.pageDown, in: root)   // scroller.contentOffset: one page further
/// ```
///
/// The innermost scroll view that can move takes the key; a key that moves none (at the
/// top or the bottom already) is not used, so ↑ ↓ fall back to moving the focus and the
/// others reach the application.
extension KeyRouter {
    /// Scrolls the nearest scroll view at or above `focused` that `key` moves.
    ///
    /// - Returns: Whether a scroll view moved.
    static func scroll(_ key: Key, from focused: Widget) -> Bool {
        var node: Widget? = focused
        while let current = node {
            if let scroller = current as? ScrollView, scroll(scroller, by: key, isFocused: current === focused) {
                return true
            }
            node = current.parent
        }
        return false
    }

    private static func scroll(_ scroller: ScrollView, by key: Key, isFocused: Bool) -> Bool {
        let page = max(1, (scroller.viewportHeight ?? 1) - 1)
        switch key {
        case .up where isFocused: return scroller.userDidScroll(by: -1)
        case .down where isFocused: return scroller.userDidScroll(by: 1)
        case .pageUp: return scroller.userDidScroll(by: -page)
        case .pageDown: return scroller.userDidScroll(by: page)
        case .home: return scroller.userDidScroll(to: 0)
        case .end: return scroller.userDidScroll(to: .max)
        default: return false
        }
    }
}
