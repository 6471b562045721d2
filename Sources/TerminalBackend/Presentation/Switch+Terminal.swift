import Bindings
import ComposerModel
public import Widgets

/// A switch on the terminal: `[on ]` in the tint color or `[off]`, reversed while
/// focused; Enter and Space flip it.
///
/// ```swift
/// let sound: Switch = [.on(true)]   // "[on ]", 5×1
/// ```
///
/// Threading: loop only.
extension Switch: TerminalPresentable {
    /// Five cells.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Size(width: 5, height: 1)                                      // "[on ]"
    }

    /// `[on ]` or `[off]`.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        buffer.write(isOn ? "[on ]" : "[off]", in: rect, alignment: .leading, foreground: isOn ? tintColor : .default,
                     background: backgroundColor, style: isFocused ? .reverse : .plain)
    }

    /// Enter and Space: `userDidToggle()`.
    public func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .enter, .space: userDidToggle()
        default: return false
        }
        return true
    }
}
