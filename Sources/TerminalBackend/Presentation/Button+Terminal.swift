import Bindings
import ComposerModel
public import Widgets

/// A button on the terminal: `[ Title ]` in the current state's title and color,
/// reversed while focused; Enter and Space press it.
///
/// ```swift
/// let ok: Button = [.title("OK", for: .normal)]   // "[ OK ]", 6×1
/// ```
///
/// Threading: loop only.
extension Button: TerminalPresentable {
    /// The title and its brackets.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: displayedTitle.terminalWidth + 4, height: 1)          // "[ OK ]"
    }

    /// `[ Title ]`, aligned.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        let foreground = displayedTitleColor == .default && emphasis == .destructive ? .red : displayedTitleColor
        buffer.write("[ \(displayedTitle) ]", in: rect, alignment: textAlignment, foreground: foreground, background: backgroundColor,
                     style: textStyle.union(fontTextStyle).union(emphasis.terminalTextStyle).union(isFocused ? .reverse : .plain))
    }

    /// Enter and Space: `userDidPress()`.
    public func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .enter, .space: userDidPress()
        default: return false
        }
        return true
    }
}
