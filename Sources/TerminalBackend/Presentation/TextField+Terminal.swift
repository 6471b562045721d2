import Bindings
import ComposerModel
public import Widgets

/// A text field on the terminal: its text in its text style (or its placeholder, gray), underlined while
/// focused; typed text, Space, Backspace and Enter edit it, and the focus leaving it by
/// a key ends the editing.
///
/// ```swift
/// let email: TextField = [.placeholder("email")]   // at least 10×1
/// ```
///
/// Threading: loop only.
extension TextField: TerminalPresentable {
    /// The text and a cell for the cursor, at least 10 cells.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: max(10, displayedText.terminalWidth + 1), height: 1)
    }

    /// The text, or the placeholder in gray.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        buffer.write(displayedText, in: rect, alignment: textAlignment, foreground: isShowingPlaceholder ? .gray : textColor,
                     background: backgroundColor, style: textStyle.union(fontTextStyle).union(isFocused ? .underline : .plain))
    }

    /// Text and Space type, Backspace deletes, Enter returns.
    public func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .character(let character): userDidType(String(character))
        case .space: userDidType(" ")
        case .backspace: userDidDeleteBackward()
        case .enter: userDidPressReturn()
        default: return false
        }
        return true
    }

    /// Ends the editing.
    public func terminalFocusWillLeave() {
        userDidEndEditing()
    }
}
