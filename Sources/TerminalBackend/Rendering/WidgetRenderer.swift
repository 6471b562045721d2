import Bindings
import ComposerModel
import Widgets

/// Draws a laid-out widget tree into a ``CellBuffer``.
///
/// ```swift
/// var frame = CellBuffer(width: 40, height: 10)
/// WidgetRenderer.draw(form, into: &frame)
/// print(frame.plainText)
/// ```
///
/// Each widget draws its background, border and content inside the frame
/// ``Layout`` gives it. Text is neutralized by the buffer and truncated with
/// `…` when it does not fit. What a terminal cannot show is left out:
/// `opacity` has no effect (a cell is drawn or not), and `tintColor` colors
/// only the accents of switches, sliders, progress bars and selections.
///
/// Threading: loop only.
@LoopActor
public enum WidgetRenderer {
    /// Lays out `root` in `buffer`'s full size and draws it.
    public static func draw(_ root: Widget, into buffer: inout CellBuffer) {
        let frames = Layout.frames(of: root, in: Rect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        draw(root, frames: frames, into: &buffer)
    }

    /// Draws `widget` and its subtree at the given frames (from ``Layout``).
    static func draw(_ widget: Widget, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        guard !widget.isHidden, let frame = frames[ObjectIdentifier(widget)] else { return }
        if widget.backgroundColor != .terminalDefault {
            for y in frame.y..<frame.y + frame.height {
                buffer.write(String(repeating: " ", count: frame.width), x: frame.x, y: y, background: widget.backgroundColor)
            }
        }
        var content = frame
        if widget.borderStyle != .noBorder {
            drawBorder(widget.borderStyle, color: widget.borderColor, frame: frame, into: &buffer)
            content = frame.insetBy(top: 1, leading: 1, bottom: 1, trailing: 1)
        }
        let padding = widget.padding
        content = content.insetBy(top: Int(padding.top), leading: Int(padding.leading), bottom: Int(padding.bottom), trailing: Int(padding.trailing))
        drawContent(of: widget, in: content, into: &buffer)
        if drawScrolledContent(of: widget, in: frame, frames: frames, into: &buffer) { return }
        for child in widget.children {
            draw(child, frames: frames, into: &buffer)
        }
    }

    private static func drawContent(of widget: Widget, in rect: Rect, into buffer: inout CellBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let background = widget.backgroundColor
        let focused: TextStyle = widget.isFocused ? .reverse : .plain
        switch widget {
        case let label as Label:
            var lines = TextWrapping.lines(of: label.displayedText, width: rect.width, maximumLines: label.numberOfLines)
            if lines.count > rect.height, rect.height > 0 {
                lines = Array(lines.prefix(rect.height))
                lines[rect.height - 1] = TextWrapping.truncated(lines[rect.height - 1] + "…", width: rect.width)
            }
            for (row, line) in lines.enumerated() {
                write(line, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), alignment: label.textAlignment,
                      foreground: label.textColor, background: background, style: label.textStyle, into: &buffer)
            }
        case let button as Button:
            write("[ \(button.displayedTitle) ]", in: rect, alignment: button.textAlignment, foreground: button.displayedTitleColor,
                  background: background, style: button.textStyle.union(focused), into: &buffer)
        case let field as TextField:
            let color: Color = field.isShowingPlaceholder ? .gray : field.textColor
            write(field.displayedText, in: rect, alignment: field.textAlignment, foreground: color, background: background,
                  style: widget.isFocused ? .underline : .plain, into: &buffer)
        case let textView as TextView:
            for (row, line) in textView.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(rect.height).enumerated() {
                write(String(line), in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), alignment: textView.textAlignment,
                      foreground: textView.textColor, background: background, style: .plain, into: &buffer)
            }
        case let toggle as Switch:
            write(toggle.isOn ? "[on ]" : "[off]", in: rect, alignment: .leading, foreground: toggle.isOn ? toggle.tintColor : .terminalDefault,
                  background: background, style: focused, into: &buffer)
        case let slider as Slider:
            let span = slider.range.upperBound - slider.range.lowerBound
            let fraction = span > 0 ? (slider.value - slider.range.lowerBound) / span : 0
            write(bar(fraction: fraction, width: rect.width, filled: "━", knob: "●", empty: "─"), in: rect, alignment: .leading,
                  foreground: slider.tintColor, background: background, style: focused, into: &buffer)
        case let progress as ProgressBar:
            write(bar(fraction: progress.progress, width: rect.width, filled: "█", knob: nil, empty: "░"), in: rect, alignment: .leading,
                  foreground: progress.tintColor, background: background, style: .plain, into: &buffer)
        case let spinner as ActivityIndicator:
            write(spinner.isAnimating ? "⠋" : " ", in: rect, alignment: .leading, foreground: spinner.tintColor,
                  background: background, style: .plain, into: &buffer)
        case let segmented as SegmentedControl:
            var x = rect.x
            for (index, segment) in segmented.segments.enumerated() {
                let selected = index == segmented.selectedIndex
                buffer.write(" \(segment) ", x: x, y: rect.y, foreground: selected ? segmented.tintColor : .terminalDefault,
                             background: background, style: selected ? .reverse : .plain)
                x += segment.terminalWidth + 3
            }
        case let list as ListView where !list.showsRowWidgets:
            for (row, item) in list.rows.prefix(rect.height).enumerated() {
                let text = item.detail.map { "\(item.title) \($0)" } ?? item.title
                write(text, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), alignment: .leading,
                      foreground: .terminalDefault, background: background, style: row == list.selectedIndex ? .reverse : .plain, into: &buffer)
            }
        default:
            break
        }
    }

    private static func write(_ text: String, in rect: Rect, alignment: TextAlignment, foreground: Color, background: Color,
                              style: TextStyle, into buffer: inout CellBuffer) {
        let fitted = TextWrapping.truncated(text, width: rect.width)
        let x: Int
        switch alignment {
        case .leading: x = rect.x
        case .center: x = rect.x + (rect.width - fitted.terminalWidth) / 2
        case .trailing: x = rect.x + rect.width - fitted.terminalWidth
        }
        buffer.write(fitted, x: x, y: rect.y, foreground: foreground, background: background, style: style)
    }

    private static func bar(fraction: Double, width: Int, filled: String, knob: String?, empty: String) -> String {
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
