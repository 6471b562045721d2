public import Bindings
import ComposerModel
public import Widgets

/// Places a widget tree on a grid of cells: intrinsic sizes, fixed widths and
/// heights, and stack views by axis, spacing, distribution, alignment and margins.
///
/// ```swift
/// let frames = Layout.frames(of: form, in: Rect(x: 0, y: 0, width: 80, height: 24))
/// frames[ObjectIdentifier(loginButton)]   // where the button goes
/// ```
///
/// Each widget's size and the placing of its children come from its
/// ``TerminalPresentable`` adoption; the layout never looks at a widget's concrete type.
/// A widget without one is a container of its children, stacked top to bottom.
///
/// Hidden widgets take no space. Sizes are whole cells; fractions are rounded
/// down, and space that does not divide evenly goes to the last subviews. A vertical stack
/// taller than its room does not lose its last rows: its spacing, then its scrolling
/// subviews, then its middle give way (see ``fitOverflowing(_:preferred:spacing:scrolls:)``).
///
/// The slack along a stack's axis goes, under the `.fill` distribution (and the spacing
/// ones, which lay out like it here), to the subviews that expand along the axis
/// (`Widget/expands(along:)`: a progress bar, a text field or a ``Spacer`` across a row; a
/// list or text view down a column), in equal shares; when none expands it stays empty at
/// the end, so rows stay compact as in a GTK box. Across the axis, `StackAlignment.fill`
/// stretches every subview of a column, and in a row only those that expand vertically:
/// the others are centered on the row's height (a one-line label beside a bordered
/// button sits on the button's middle line).
///
/// An explicit size wins over fill: a subview with a `width` or `height` of its own keeps
/// it (as far as the stack has room) where filling would stretch it, across the axis
/// (`StackAlignment.fill` places it at the leading edge of a column, at its own size, and
/// centers it in a row) and along it (it never expands; under `.fillEqually` and
/// `.fillProportionally` the others share what it leaves). A backend lays out by
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
        // A full layout even when called from layout code during a cache's update.
        LayoutCache.suspended { place(root, in: bounds, into: &frames) }
        return frames
    }

    /// The size `widget` would like: its content plus padding and border, or its fixed width and height.
    ///
    /// During a ``LayoutCache`` update, the size of a widget whose subtree did not change
    /// comes from the cache.
    public static func preferredSize(of widget: Widget) -> Size {
        guard let cache = LayoutCache.active else { return measuredSize(of: widget) }
        return cache.preferredSize(of: widget) { measuredSize(of: widget) }
    }

    /// ``preferredSize(of:)`` worked out from the widget's attributes and subtree.
    private static func measuredSize(of widget: Widget) -> Size {
        let content = contentSize(of: widget)
        let border = widget.drawnBorderStyle == .noBorder ? 0 : 2
        let padding = widget.padding
        let width = widget.width.map { Int($0) } ?? content.width + border + Int(padding.leading) + Int(padding.trailing)
        let height = widget.height.map { Int($0) } ?? content.height + border + Int(padding.top) + Int(padding.bottom)
        return Size(width: width, height: height)
    }

    /// The size of `widget`'s content, from its ``TerminalPresentable`` adoption, or that
    /// of a container of its children when it has none.
    private static func contentSize(of widget: Widget) -> Size {
        guard let presentation = widget.terminalPresentation else { return containerContentSize(of: widget) }
        let insets = (widget.drawnBorderStyle == .noBorder ? 0 : 2) + Int(widget.padding.leading) + Int(widget.padding.trailing)
        return presentation.terminalContentSize(fittingWidth: widget.width.map { Int($0) - insets })
    }

    /// The content size of a widget shown as a plain container: its visible children
    /// stacked top to bottom, plus its margins.
    static func containerContentSize(of widget: Widget) -> Size {
        stackedContentSize(of: widget.children, axis: .vertical, spacing: 0, margins: widget.margins)
    }

    /// The size of `children` side by side along `axis`, `spacing` apart, plus `margins`.
    static func stackedContentSize(of children: [Widget], axis: Axis, spacing: Double, margins: EdgeInsets) -> Size {
        let sizes = children.filter { !$0.isHidden }.map(preferredSize(of:))
        let gaps = Int(spacing) * max(0, sizes.count - 1)
        let marginWidth = Int(margins.leading) + Int(margins.trailing)
        let marginHeight = Int(margins.top) + Int(margins.bottom)
        switch axis {
        case .vertical:
            return Size(width: (sizes.map(\.width).max() ?? 0) + marginWidth,
                        height: sizes.reduce(0) { $0 + $1.height } + gaps + marginHeight)
        case .horizontal:
            return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps + marginWidth,
                        height: (sizes.map(\.height).max() ?? 0) + marginHeight)
        }
    }

    /// Places `widget` at `rect` and its subtree inside it, as its ``TerminalPresentable``
    /// adoption says (a widget without one is a container of its children, stacked top
    /// to bottom). A container of your own calls it for each child it places.
    ///
    /// ```swift
    /// func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
    ///     for child in children { Layout.place(child, in: frame, into: &frames) }   // overlaid
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - widget: The widget; a hidden one is not placed, nor is its subtree.
    ///   - rect: Its frame.
    ///   - frames: The layout being built, keyed by identity.
    /// - Complexity: O(*n* × *d*) for a subtree of *n* widgets *d* deep.
    public static func place(_ widget: Widget, in rect: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        guard !widget.isHidden else { return }
        // A container of one's own may hand over a rectangle whose size went negative
        // (`Rect`'s stored sizes are mutable): it counts as zero, as `Rect.init` says.
        let rect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        guard let cache = LayoutCache.active else {
            frames[ObjectIdentifier(widget)] = rect
            placeChildren(of: widget, in: rect, into: &frames)
            return
        }
        cache.place(widget, in: rect, into: &frames) { frames in placeChildren(of: widget, in: rect, into: &frames) }
    }

    /// Places `widget`'s subtree in its frame `rect`, as its presentation says.
    private static func placeChildren(of widget: Widget, in rect: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        if let presentation = widget.terminalPresentation {
            presentation.placeTerminalChildren(in: rect, into: &frames)
        } else {
            placeContainerChildren(of: widget, in: rect, into: &frames)
        }
    }

    /// The cells inside `widget`'s border, padding and margins, in `frame`.
    static func contentArea(of widget: Widget, in frame: Rect) -> Rect {
        let border = widget.drawnBorderStyle == .noBorder ? 0 : 1
        return frame
            .insetBy(top: border, leading: border, bottom: border, trailing: border)
            .insetBy(top: Int(widget.margins.top + widget.padding.top), leading: Int(widget.margins.leading + widget.padding.leading),
                   bottom: Int(widget.margins.bottom + widget.padding.bottom), trailing: Int(widget.margins.trailing + widget.padding.trailing))
    }

    /// Places the children of a widget shown as a plain container: top to bottom, each at
    /// its preferred height and the full width, inside border, padding and margins.
    static func placeContainerChildren(of widget: Widget, in rect: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        placeStacked(widget.children, in: contentArea(of: widget, in: rect), axis: .vertical, spacing: 0,
                     alignment: .fill, distribution: .fill, into: &frames)
    }

    /// Places the visible `children` in `inner` side by side along `axis`, as a stack view does.
    static func placeStacked(_ children: [Widget], in inner: Rect, axis: Axis, spacing: Double, alignment: StackAlignment,
                             distribution: Distribution, into frames: inout [ObjectIdentifier: Rect]) {
        let children = children.filter { !$0.isHidden }
        guard !children.isEmpty else { return }
        let vertical = axis == .vertical
        var spacing = max(0, Int(spacing))
        let preferred = children.map(preferredSize(of:))
        let lengths: [Int]
        if vertical, preferred.reduce(0, { $0 + $1.height }) + spacing * (children.count - 1) > inner.height {
            // Too tall (a screen on a small terminal): the spacing, the scrolling subviews
            // and the middle give way, not the status and help lines at the end.
            (lengths, spacing) = fitOverflowing(inner.height, preferred: preferred.map(\.height), spacing: spacing,
                                                scrolls: children.map { $0.terminalPresentation?.terminalScrollsToFit == true })
        } else {
            let available = (vertical ? inner.height : inner.width) - spacing * (children.count - 1)
            lengths = distribute(max(0, available), preferred: preferred.map { vertical ? $0.height : $0.width },
                                 distribution: distribution,
                                 fixed: children.map { (vertical ? $0.height : $0.width) != nil },
                                 expanding: children.map { $0.expands(along: axis) })
        }
        var offset = vertical ? inner.y : inner.x
        for (index, child) in children.enumerated() {
            let crossAvailable = vertical ? inner.width : inner.height
            let crossPreferred = min(crossAvailable, vertical ? preferred[index].width : preferred[index].height)
            // An explicit cross size wins over fill; in a row, fill stretches only what
            // expands down and centers the rest, as a GTK box's children are.
            let crossIsFixed = (vertical ? child.width : child.height) != nil
            let stretches = vertical ? !crossIsFixed : child.expands(along: .vertical)
            let crossLength = alignment == .fill && stretches ? crossAvailable : crossPreferred
            let crossStart = (vertical ? inner.x : inner.y) + {
                switch alignment {
                case .fill: return vertical ? 0 : (crossAvailable - crossLength) / 2
                case .leading: return 0
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
    ///     preferred length where `.fillEqually` or `.fillProportionally` would change
    ///     it; the others share the rest.
    ///   - expanding: Which subviews expand along the axis (empty: none): under `.fill`
    ///     and the spacing distributions they share the slack, in equal parts (the last
    ///     of them takes what does not divide); without any, the slack stays empty.
    /// - Returns: Each subview's length; their sum is at most `available`.
    nonisolated static func distribute(_ available: Int, preferred: [Int], distribution: Distribution, fixed: [Bool] = [],
                                       expanding: [Bool] = []) -> [Int] {
        let count = preferred.count
        guard count > 0 else { return [] }
        let total = preferred.reduce(0, +)
        if total >= available, distribution != .fillEqually {
            // Not enough room: shrink from the end.
            var remaining = available
            return preferred.map { length in
                let given = min(length, remaining)
                remaining -= given
                return given
            }
        }
        switch distribution {
        case .fillEqually, .fillProportionally:
            let isFixed = fixed.count == count ? fixed : Array(repeating: false, count: count)
            let fixedTotal = (0..<count).filter { isFixed[$0] }.reduce(0) { $0 + preferred[$1] }
            if isFixed.contains(true), fixedTotal <= available {
                // An explicit length wins over fill: lay out the flexible subviews alone in
                // the room the fixed ones leave.
                let flexible = (0..<count).filter { !isFixed[$0] }
                var lengths = preferred
                let shared = distribute(available - fixedTotal, preferred: flexible.map { preferred[$0] }, distribution: distribution)
                for (position, index) in flexible.enumerated() { lengths[index] = shared[position] }
                return lengths
            }
            if distribution == .fillEqually {
                let share = available / count
                return (0..<count).map { $0 == count - 1 ? available - share * (count - 1) : share }
            }
            guard total > 0 else { return preferred }
            var lengths = preferred.map { $0 * available / total }
            lengths[count - 1] += available - lengths.reduce(0, +)
            return lengths
        case .fill, .equalSpacing, .equalCentering:
            let growing = expanding.count == count ? (0..<count).filter { expanding[$0] } : []
            var lengths = preferred
            guard let last = growing.last else { return lengths }
            let slack = available - total
            for index in growing { lengths[index] += slack / growing.count }
            lengths[last] += slack % growing.count
            return lengths
        }
    }
}
