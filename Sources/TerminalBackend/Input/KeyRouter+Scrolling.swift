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
/// others reach the application. The router knows no scroll view: it offers the key to
/// each ancestor's `TerminalPresentable.handleTerminalKey(_:unusedBy:)`, and the scroll
/// view's adoption (`ScrollView+Terminal.swift`) is what scrolls.
extension KeyRouter {
    /// Offers `key`, which `focused` did not use, to its ancestors, innermost first.
    ///
    /// - Returns: Whether one of them used it (a scroll view moved).
    static func offerToAncestors(_ key: Key, unusedBy focused: Widget) -> Bool {
        var node = focused.parent
        while let current = node {
            if current.terminalPresentation?.handleTerminalKey(key, unusedBy: focused) == true { return true }
            node = current.parent
        }
        return false
    }
}
