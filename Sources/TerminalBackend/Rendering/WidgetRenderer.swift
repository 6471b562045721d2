public import Bindings
import ComposerModel
public import Widgets

/// Draws a laid-out widget tree into a ``CellBuffer``.
///
/// ```swift
/// var frame = CellBuffer(width: 40, height: 10)
/// WidgetRenderer.draw(form, into: &frame)
/// print(frame.plainText)
/// ```
///
/// Each widget draws its background, border and content inside the frame
/// ``Layout`` gives it; the content comes from its ``TerminalPresentable`` adoption.
/// Text is neutralized by the buffer and truncated with `…` when it does not fit. What a terminal cannot show is left out:
/// `opacity` has no effect (a cell is drawn or not), and `tintColor` colors
/// only the accents of switches, sliders, progress bars and selections. The border drawn
/// is ``Widgets/Widget/drawnBorderStyle``: `borderWidth` and `cornerRadius` pick its glyphs.
///
/// Threading: loop only.
@LoopActor
public enum WidgetRenderer {
    /// Lays out `root` in `buffer`'s full size and draws it.
    public static func draw(_ root: Widget, into buffer: inout CellBuffer) {
        let frames = Layout.frames(of: root, in: Rect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        draw(root, frames: frames, into: &buffer)
    }

    /// Draws `widget` and its subtree at the given frames (from ``Layout``): background,
    /// border, then its content and children as its ``TerminalPresentable`` adoption says
    /// (a widget without one draws its children only). A widget with `clipsToBounds` cuts
    /// its children's drawing off at its frame. A container of your own calls it for each
    /// child it draws.
    ///
    /// ```swift
    /// func drawTerminalChildren(in frame: Rect, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
    ///     for child in children.reversed() { WidgetRenderer.draw(child, frames: frames, into: &buffer) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - widget: The widget; a hidden one, or one without a frame, is not drawn.
    ///   - frames: The layout, from ``Layout/frames(of:in:)``.
    ///   - buffer: The frame being drawn.
    /// - Complexity: O(*c*) for the *c* cells the subtree covers.
    public static func draw(_ widget: Widget, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        guard !widget.isHidden, let placed = frames[ObjectIdentifier(widget)] else { return }
        let frame = Rect(x: placed.x, y: placed.y, width: placed.width, height: placed.height)   // a negative size counts as zero
        if widget.backgroundColor != .default {
            for y in frame.y..<frame.y + frame.height {
                buffer.write(String(repeating: " ", count: frame.width), x: frame.x, y: y, background: widget.backgroundColor)
            }
        }
        var content = frame
        if widget.drawnBorderStyle != .noBorder {
            drawBorder(widget.drawnBorderStyle, color: widget.borderColor, frame: frame, into: &buffer)
            content = frame.insetBy(top: 1, leading: 1, bottom: 1, trailing: 1)
        }
        let padding = widget.padding
        content = content.insetBy(top: Int(padding.top), leading: Int(padding.leading), bottom: Int(padding.bottom), trailing: Int(padding.trailing))
        let presentation = widget.terminalPresentation
        if let presentation, content.width > 0, content.height > 0 {
            presentation.drawTerminalContent(in: content, into: &buffer)
        }
        let drawSubtree = { (frame: Rect, frames: [ObjectIdentifier: Rect], buffer: inout CellBuffer) in
            if let presentation {
                presentation.drawTerminalChildren(in: frame, frames: frames, into: &buffer)
            } else {
                Self.drawChildren(of: widget, frames: frames, into: &buffer)
            }
        }
        guard widget.clipsToBounds else { return drawSubtree(frame, frames, &buffer) }
        // Children draw into a copy of the widget's cells, in its coordinates, and only
        // that copy is pasted back: whatever they draw outside the frame is cut off.
        var clipped = buffer.copy(of: frame)
        let local = frames.mapValues { Rect(x: $0.x - frame.x, y: $0.y - frame.y, width: $0.width, height: $0.height) }
        drawSubtree(Rect(x: 0, y: 0, width: frame.width, height: frame.height), local, &clipped)
        buffer.paste(clipped, x: frame.x, y: frame.y)
    }

    /// Draws each child of `widget`, unclipped.
    static func drawChildren(of widget: Widget, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        for child in widget.children {
            draw(child, frames: frames, into: &buffer)
        }
    }

    /// A bar `width` cells long, filled to `fraction` (clamped to 0…1), with a knob at its end if given.
    static func bar(fraction: Double, width: Int, filled: String, knob: String?, empty: String) -> String {
        guard width > 0, !fraction.isNaN else { return "" }
        let clamped = min(max(fraction, 0), 1)
        let filledCount = Int((clamped * Double(width)).rounded(.down))
        if let knob {
            let knobAt = min(width - 1, filledCount)
            return String(repeating: filled, count: knobAt) + knob + String(repeating: empty, count: width - knobAt - 1)
        }
        return String(repeating: filled, count: filledCount) + String(repeating: empty, count: width - filledCount)
    }

    private static func drawBorder(_ style: BorderStyle, color: Color, frame: Rect, into buffer: inout CellBuffer) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let pieces: (h: String, v: String, tl: String, tr: String, bl: String, br: String)
        switch style {
        case .single, .noBorder: pieces = ("─", "│", "┌", "┐", "└", "┘")
        case .double: pieces = ("═", "║", "╔", "╗", "╚", "╝")
        case .rounded: pieces = ("─", "│", "╭", "╮", "╰", "╯")
        case .heavy: pieces = ("━", "┃", "┏", "┓", "┗", "┛")
        case .ascii: pieces = ("-", "|", "+", "+", "+", "+")
        }
        let inner = String(repeating: pieces.h, count: frame.width - 2)
        buffer.write(pieces.tl + inner + pieces.tr, x: frame.x, y: frame.y, foreground: color)
        buffer.write(pieces.bl + inner + pieces.br, x: frame.x, y: frame.y + frame.height - 1, foreground: color)
        for y in frame.y + 1..<frame.y + frame.height - 1 {
            buffer.write(pieces.v, x: frame.x, y: y, foreground: color)
            buffer.write(pieces.v, x: frame.x + frame.width - 1, y: y, foreground: color)
        }
    }
}
