import Bindings
import ComposerModel
import Widgets

/// Places a widget tree on a grid of cells: intrinsic sizes, fixed widths and
/// heights, and stack views by axis, spacing, distribution, alignment and margins.
///
/// ```swift
/// let frames = Layout.frames(of: form, in: Rect(x: 0, y: 0, width: 80, height: 24))
/// frames[ObjectIdentifier(loginButton)]   // where the button goes
/// ```
///
/// Hidden widgets take no space. Sizes are whole cells; fractions are rounded
/// down, and space that does not divide evenly goes to the last subviews.
///
/// An explicit size wins over fill: a subview with a `width` or `height` of its own keeps
/// it (as far as the stack has room) where filling would stretch it, across the axis
/// (`StackAlignment.fill` places it at the leading edge, at its own size) and along it (the
/// fill distributions give the slack to the subviews without an explicit length; when
/// every subview has one, the slack stays empty at the end). A backend lays out by
/// this rule too.
///
/// ```swift
/// let form: StackView = [.views([title, field]), .axis(.vertical)]   // alignment .fill
/// field.install([.width(24)] as Style)   // 24 cells wide, not the stack's width
/// ```
///
/// Threading: loop only (it reads widgets).
@LoopActor
public enum Layout {
    /// The frame of every visible widget in the tree, keyed by identity.
    ///
    /// - Parameters:
    ///   - root: The top of the tree.
    ///   - bounds: The cells the tree may use.
    /// - Returns: Each visible widget's rectangle.
    /// - Complexity: O(*n* × *d*) for *n* widgets in a tree *d* deep.
    public static func frames(of root: Widget, in bounds: Rect) -> [ObjectIdentifier: Rect] {
        var frames: [ObjectIdentifier: Rect] = [:]
        place(root, in: bounds, into: &frames)
        return frames
    }

    /// The size `widget` would like: its content plus padding and border, or its fixed width and height.
    public static func preferredSize(of widget: Widget) -> Size {
        let content = contentSize(of: widget)
        let border = widget.borderStyle == .noBorder ? 0 : 2
        let padding = widget.padding
        let width = widget.width.map { Int($0) } ?? content.width + border + Int(padding.leading) + Int(padding.trailing)
        let height = widget.height.map { Int($0) } ?? content.height + border + Int(padding.top) + Int(padding.bottom)
        return Size(width: width, height: height)
    }

    private static func contentSize(of widget: Widget) -> Size {
        switch widget {
        case let label as Label:
            // A fixed width wraps the text; otherwise the label is as wide as its longest line.
            let insets = (label.borderStyle == .noBorder ? 0 : 2) + Int(label.padding.leading) + Int(label.padding.trailing)
            let lines = TextWrapping.lines(of: label.displayedText, width: label.width.map { Int($0) - insets }, maximumLines: label.numberOfLines)
            return Size(width: lines.map(\.terminalWidth).max() ?? 0, height: max(1, lines.count))
        case let button as Button:
            return Size(width: button.displayedTitle.terminalWidth + 4, height: 1)          // "[ OK ]"
        case let field as TextField:
            return Size(width: max(10, field.displayedText.terminalWidth + 1), height: 1)
        case let textView as TextView:
            let lines = textView.text.split(separator: "\n", omittingEmptySubsequences: false)
            return Size(width: max(10, lines.map(\.terminalWidth).max() ?? 0), height: max(1, lines.count))
        case is Switch:
            return Size(width: 5, height: 1)                                      // "[on ]"
        case is Slider, is ProgressBar:
            return Size(width: 12, height: 1)
        case is ActivityIndicator:
            return Size(width: 1, height: 1)
        case let segmented as SegmentedControl:
            return Size(width: segmented.segments.reduce(0) { $0 + $1.terminalWidth + 3 } + 1, height: 1)
        case let list as ListView where list.showsRowWidgets:
            return rowsContentSize(list)
        case let scroll as ScrollView:
            return scrollContentSize(scroll)
        case let list as ListView:
            let rows = list.rows
            return Size(width: rows.map { $0.title.terminalWidth + ($0.detail.map { $0.terminalWidth + 1 } ?? 0) + 2 }.max() ?? 0, height: rows.count)
        case let stack as StackView:
            return stackContentSize(stack)
        default:
            return Size(width: 0, height: 0)
        }
    }

    private static func stackContentSize(_ stack: StackView) -> Size {
        let sizes = stack.children.filter { !$0.isHidden }.map(preferredSize(of:))
        let gaps = Int(stack.spacing) * max(0, sizes.count - 1)
        let margins = stack.margins
        let marginWidth = Int(margins.leading) + Int(margins.trailing)
        let marginHeight = Int(margins.top) + Int(margins.bottom)
        switch stack.axis {
        case .vertical:
            return Size(width: (sizes.map(\.width).max() ?? 0) + marginWidth,
                        height: sizes.reduce(0) { $0 + $1.height } + gaps + marginHeight)
        case .horizontal:
            return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps + marginWidth,
                        height: (sizes.map(\.height).max() ?? 0) + marginHeight)
        }
    }

    static func place(_ widget: Widget, in rect: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        guard !widget.isHidden else { return }
        frames[ObjectIdentifier(widget)] = rect
        if placeScrolledContent(of: widget, in: rect, into: &frames) { return }
        guard let stack = widget as? StackView else {
            for child in widget.children where !child.isHidden {
                place(child, in: rect, into: &frames)   // plain containers overlay their children
            }
            return
        }
        let border = stack.borderStyle == .noBorder ? 0 : 1
        let inner = rect
            .insetBy(top: border, leading: border, bottom: border, trailing: border)
            .insetBy(top: Int(stack.margins.top + stack.padding.top), leading: Int(stack.margins.leading + stack.padding.leading),
                   bottom: Int(stack.margins.bottom + stack.padding.bottom), trailing: Int(stack.margins.trailing + stack.padding.trailing))
        let children = stack.children.filter { !$0.isHidden }
        guard !children.isEmpty else { return }
        let vertical = stack.axis == .vertical
        let spacing = max(0, Int(stack.spacing))
        let available = (vertical ? inner.height : inner.width) - spacing * (children.count - 1)
        let preferred = children.map(preferredSize(of:))
        let lengths = distribute(max(0, available), preferred: preferred.map { vertical ? $0.height : $0.width },
                                 distribution: stack.distribution,
                                 fixed: children.map { (vertical ? $0.height : $0.width) != nil })
        var offset = vertical ? inner.y : inner.x
        for (index, child) in children.enumerated() {
            let crossAvailable = vertical ? inner.width : inner.height
            let crossPreferred = min(crossAvailable, vertical ? preferred[index].width : preferred[index].height)
            // An explicit cross size wins over fill.
            let crossIsFixed = (vertical ? child.width : child.height) != nil
            let crossLength = stack.alignment == .fill && !crossIsFixed ? crossAvailable : crossPreferred
            let crossStart = (vertical ? inner.x : inner.y) + {
                switch stack.alignment {
                case .fill, .leading: return 0
                case .center: return (crossAvailable - crossLength) / 2
                case .trailing: return crossAvailable - crossLength
                }
            }()
            let childRect = vertical
                ? Rect(x: crossStart, y: offset, width: crossLength, height: lengths[index])
                : Rect(x: offset, y: crossStart, width: lengths[index], height: crossLength)
            place(child, in: childRect, into: &frames)
            offset += lengths[index] + spacing
        }
    }

    /// Lengths along the axis for subviews that prefer `preferred`, in `available` cells.
    ///
    /// - Parameters:
    ///   - available: The cells along the axis, spacing taken out.
    ///   - preferred: Each subview's preferred length.
    ///   - distribution: How the room is shared.
    ///   - fixed: Which subviews have an explicit length (empty: none): they keep their
    ///     preferred length where filling would change it; the others share the rest.
    /// - Returns: Each subview's length; their sum is at most `available`.
    nonisolated static func distribute(_ available: Int, preferred: [Int], distribution: Distribution, fixed: [Bool] = []) -> [Int] {
        let count = preferred.count
        guard count > 0 else { return [] }
        let isFixed = fixed.count == count ? fixed : Array(repeating: false, count: count)
        let fixedTotal = (0..<count).filter { isFixed[$0] }.reduce(0) { $0 + preferred[$1] }
        let fills = distribution == .fillEqually ? fixedTotal <= available : preferred.reduce(0, +) < available
        if isFixed.contains(true), fills {
            // An explicit length wins over fill: lay out the flexible subviews alone in
            // the room the fixed ones leave (too little room still shrinks from the end).
            let flexible = (0..<count).filter { !isFixed[$0] }
            var lengths = preferred
            let shared = distribute(available - fixedTotal, preferred: flexible.map { preferred[$0] }, distribution: distribution)
            for (position, index) in flexible.enumerated() { lengths[index] = shared[position] }
            return lengths
        }
        switch distribution {
        case .fillEqually:
            let share = available / count
            return (0..<count).map { $0 == count - 1 ? available - share * (count - 1) : share }
        case .fill, .fillProportionally, .equalSpacing, .equalCentering:
            let total = preferred.reduce(0, +)
            if total >= available {
                // Not enough room: shrink from the end.
                var remaining = available
                return preferred.map { length in
                    let given = min(length, remaining)
                    remaining -= given
                    return given
                }
            }
            if distribution == .fillProportionally, total > 0 {
                var lengths = preferred.map { $0 * available / total }
                lengths[count - 1] += available - lengths.reduce(0, +)
                return lengths
            }
            // .fill: the last subview takes the slack (the spacing variants lay out like fill here).
            var lengths = preferred
            lengths[count - 1] += available - total
            return lengths
        }
    }
}
