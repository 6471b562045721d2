import Bindings
import ComposerModel
public import Widgets

/// A button on the terminal: `[ Title ]` in the current state's title and color,
/// reversed while focused; Enter and Space press it.
///
/// ```swift
/// let ok: Button = [.title("OK", for: .normal)]   // "[ OK ]", 6×1
/// let play: Button = [.title("Play", for: .normal), .image(.file("play.png", altText: "▶"), for: .normal)]   // "[ ▶ Play ]"
/// ```
///
/// The shown state's image (``Widgets/Button/displayedImage``) leads the title as its
/// alternative text, or `▣` when it has none: one row has no room for an image view's
/// half-block art, and the words are what a reader of the screen needs.
///
/// Threading: loop only.
extension Button: TerminalPresentable {
    /// The title, its image's words and its brackets.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: terminalCaption.terminalWidth + 4, height: 1)          // "[ OK ]"
    }

    /// `[ Title ]`, aligned.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        let foreground = displayedTitleColor == .default && emphasis == .destructive ? .red : displayedTitleColor
        buffer.write("[ \(terminalCaption) ]", in: rect, alignment: textAlignment, foreground: foreground, background: backgroundColor,
                     style: textStyle.union(fontTextStyle).union(emphasis.terminalTextStyle).union(isFocused ? .reverse : .plain))
    }

    /// What goes between the brackets: the shown image's alternative text (`▣` without
    /// one), a space, then the title; either alone when the other is absent or empty.
    var terminalCaption: String {
        guard let image = displayedImage else { return displayedTitle }
        let marker = image.altText.isEmpty ? "▣" : image.altText
        return displayedTitle.isEmpty ? marker : marker + " " + displayedTitle
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
