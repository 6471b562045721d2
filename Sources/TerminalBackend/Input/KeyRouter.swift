import Bindings
import Widgets

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
        if handle(key, by: focused) || scroll(key, from: focused) { return true }
        switch key {
        case .up: return moveFocus(in: root, forward: false)
        case .down: return moveFocus(in: root, forward: true)
        default: return false
        }
    }

    /// Moves the focus; a text field losing it ends its editing first, as leaving a
    /// field does in UIKit.
    private static func moveFocus(in root: Widget, forward: Bool) -> Bool {
        if let field = root.focused as? TextField { field.userDidEndEditing() }
        return (forward ? root.focusNext() : root.focusPrevious()) != nil
    }

    private static func handle(_ key: Key, by widget: Widget) -> Bool {
        switch (widget, key) {
        case (let button as Button, .enter), (let button as Button, .space):
            button.userDidPress()
        case (let toggle as Switch, .enter), (let toggle as Switch, .space):
            toggle.userDidToggle()
        case (let field as TextField, .character(let character)):
            field.userDidType(String(character))
        case (let field as TextField, .space):
            field.userDidType(" ")
        case (let field as TextField, .backspace):
            field.userDidDeleteBackward()
        case (let field as TextField, .enter):
            field.userDidPressReturn()
        case (let slider as Slider, .left), (let slider as Slider, .down):
            slider.userDidMove(steps: -1)
        case (let slider as Slider, .right), (let slider as Slider, .up):
            slider.userDidMove(steps: 1)
        case (let segments as SegmentedControl, .left):
            segments.userDidSelect(segment: max(0, segments.selectedIndex - 1))
        case (let segments as SegmentedControl, .right):
            segments.userDidSelect(segment: min(segments.segments.count - 1, segments.selectedIndex + 1))
        case (let list as ListView, .up):
            list.userDidSelect(row: max(0, list.selectedIndex - 1))
        case (let list as ListView, .down):
            list.userDidSelect(row: list.selectedIndex + 1)
        case (let list as ListView, .home):
            list.userDidSelect(row: 0)
        case (let list as ListView, .end):
            list.userDidSelect(row: list.rowCount - 1)
        default:
            return false
        }
        return true
    }
}
