public import Bindings
public import Widgets

/// Turns a key into what it means for a widget tree: a focus move or a widget event.
///
/// ```swift
/// for key in parser.parse(bytes) where !KeyRouter.route(key, in: root) {
///     if key == .character("q") { quit() }
/// }
/// ```
///
/// | Key | Focused widget | Effect |
/// |---|---|---|
/// | Tab / Shift-Tab | any | focus moves to the next / previous control (a text field leaving it ends editing) |
/// | Enter, Space | `Button` | `userDidPress()` |
/// | Enter, Space | `Switch` | `userDidToggle()` |
/// | text, Space | `TextField` | `userDidType(_:)` |
/// | Backspace | `TextField` | `userDidDeleteBackward()` |
/// | Enter | `TextField` | `userDidPressReturn()` |
/// | ← → (↓ ↑) | `Slider` | `userDidMove(steps: ∓1 / ±1)` |
/// | ← → | `SegmentedControl` | selects the previous / next segment |
/// | ↑ ↓, Home, End | `ListView` | selects the previous / next / first / last row |
/// | ↑ ↓, Page Up / Down, Home, End | `ScrollView` | scrolls by a row, a page, to the top / bottom |
/// | Page Up / Down, Home, End | in a `ScrollView` | the nearest scroll view that can move scrolls |
/// | ↑ ↓ | others | focus moves to the previous / next control |
///
/// The focused widget's ``TerminalPresentable`` adoption says which keys it uses (the
/// table is what the built-in widgets do); a key it does not use is offered to its
/// ancestors, innermost first, then moves the focus (↑ ↓) or is returned as not handled.
///
/// With nothing focused, the first Tab, arrow, Enter or Space focuses the first control.
/// A key the tree does not use (letters outside a text field, Escape, Ctrl keys) is
/// returned as not handled, for the application to interpret.
///
/// Threading: loop only.
@LoopActor
public enum KeyRouter {
    /// Applies `key` to `root`'s tree.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - root: Any widget of the tree; focus is the tree's.
    /// - Returns: Whether the tree used the key.
    @discardableResult
    public static func route(_ key: Key, in root: Widget) -> Bool {
        switch key {
        case .tab: return moveFocus(in: root, forward: true)
        case .backTab: return moveFocus(in: root, forward: false)
        default: break
        }
        guard let focused = root.focused else {
            switch key {
            case .up, .down, .left, .right, .enter, .space: return root.focusNext() != nil
            default: return false
            }
        }
        if focused.terminalPresentation?.handleTerminalKey(key) == true || offerToAncestors(key, unusedBy: focused) { return true }
        switch key {
        case .up: return moveFocus(in: root, forward: false)
        case .down: return moveFocus(in: root, forward: true)
        default: return false
        }
    }

    /// Moves the focus; a text field losing it ends its editing first, as leaving a
    /// field does in UIKit.
    private static func moveFocus(in root: Widget, forward: Bool) -> Bool {
        root.focused?.terminalPresentation?.terminalFocusWillLeave()
        return (forward ? root.focusNext() : root.focusPrevious()) != nil
    }
}
