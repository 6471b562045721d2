public import Bindings
public import ComposerModel

/// Shows one content widget taller than itself, scrolled vertically (UIKit's `UIScrollView`).
///
/// ```swift
/// let log: StackView = [.views(lines), .axis(.vertical)]
/// let scroller: ScrollView = [.content(log), .height(10)]
/// scroller.onScroll { offset in model.followTail = offset == scroller.maximumContentOffset }
/// scroller.scroll(to: 0)   // the app scrolls: no onScroll (no echo)
/// ```
///
/// Accepts the common widget attributes and:
/// - `content`, default none: the widget scrolled; it becomes the scroll view's only
///   child. A reference to an object that is not a ``Widget``, or to the scroll view
///   itself or an ancestor, is rejected and the previous content stays.
/// - `contentOffset`, default 0: how many rows of the content are scrolled off the top.
///   NaN or infinite is rejected and the previous offset stays; a negative offset is
///   clamped to 0 and an offset past the end to ``maximumContentOffset``, reported as
///   adjusted. Offsets are whole rows (fractions are rounded down).
///
/// The backend measures: each layout reports the content's and the viewport's heights
/// with ``updateScrollMetrics(contentHeight:viewportHeight:)``, which clamps the offset
/// (silently) when the content shrank. Before the first layout the maximum is unknown
/// and only negative offsets are clamped.
///
/// The user scrolls with keys (the terminal: ↑ ↓ by a row, Page Up / Page Down by a
/// page, Home / End) and reaches ``onScroll(_:)`` handlers; installing `contentOffset`,
/// ``scroll(to:)`` and revealing a widget never fire them (no echo). When a widget in
/// the content takes the focus, the scroll view asks the backend to scroll it into view
/// (``scrollToVisible(_:)``).
///
/// Threading: loop only. Re-entrancy: an `onScroll` handler may scroll again; that
/// scroll is a programmatic one and fires nothing.
@LoopActor
open class ScrollView: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != ScrollView.self }

    /// `.all`: a scroller shows as much of its content as it gets room for.
    open override var defaultExpansion: Axis.Set { .all }

    /// A scroll view or a list holds other widgets or rows: a group.
    open override var isGroup: Bool { true }

    /// A ScrollView from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<ScrollView>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// A scroll view takes keyboard focus, so content without controls can still be scrolled.
    open override var acceptsFocus: Bool { true }

    /// The widget scrolled, if any; also the scroll view's only child.
    public private(set) var content: Widget?
    /// Rows of the content scrolled off the top.
    public private(set) var contentOffset = 0
    /// The content's height in rows, as the backend's last layout measured it (`nil` before).
    public private(set) var contentHeight: Int?
    /// The rows the scroll view shows at once, as the backend's last layout measured it (`nil` before).
    public private(set) var viewportHeight: Int?
    /// The widget to bring into view at the next layout (set by ``scrollToVisible(_:)``).
    public private(set) weak var pendingReveal: Widget?
    private var scrollHandlers = EventHandlers<Int>()

    /// The largest offset: the content's last row at the bottom of the viewport
    /// (`Int.max` before the first layout, 0 when the content fits).
    public var maximumContentOffset: Int {
        guard let contentHeight, let viewportHeight else { return .max }
        return max(0, contentHeight - viewportHeight)
    }

    /// Whether the content is taller than the viewport (and a scroll indicator is shown).
    public var isScrollable: Bool { maximumContentOffset > 0 }

    /// Runs `action` with the new offset each time the user scrolls. Installing
    /// `contentOffset` or calling ``scroll(to:)`` never calls it (no echo).
    public func onScroll(_ action: @escaping @LoopActor (Int) -> Void) {
        scrollHandlers.add(action)
    }

    /// Scrolls to `offset` rows, clamped to the content, as the app (no `onScroll`).
    ///
    /// - Parameter offset: Rows to scroll off the top.
    /// - Returns: Whether the offset changed.
    @discardableResult
    public func scroll(to offset: Int) -> Bool {
        let clamped = min(max(0, offset), maximumContentOffset)
        guard clamped != contentOffset else { return false }
        contentOffset = clamped
        setNeedsDisplay()
        return true
    }

    /// The user scrolled by `rows` (negative: up), clamped to the content.
    ///
    /// - Parameter rows: Rows to move.
    /// - Returns: Whether the offset changed (and `onScroll` handlers were called).
    @discardableResult
    public func userDidScroll(by rows: Int) -> Bool {
        let (target, overflow) = contentOffset.addingReportingOverflow(rows)
        return userDidScroll(to: overflow ? (rows > 0 ? .max : 0) : target)
    }

    /// The user scrolled to `offset`, clamped to the content.
    ///
    /// - Parameter offset: Rows to scroll off the top.
    /// - Returns: Whether the offset changed (and `onScroll` handlers were called).
    @discardableResult
    public func userDidScroll(to offset: Int) -> Bool {
        guard isEnabled, !isHidden, scroll(to: offset) else { return false }
        scrollHandlers.send(contentOffset)
        return true
    }

    /// Asks the backend to scroll `widget` (in the content) into view at its next layout.
    ///
    /// Focus moving to a widget in the content calls it. Revealing is programmatic: no `onScroll`.
    public func scrollToVisible(_ widget: Widget) {
        guard widget !== self, widget.isDescendant(of: self) else { return }
        pendingReveal = widget
        setNeedsDisplay()
    }

    /// Scrolls just enough to show rows `top..<top + height` of the content (whole, or from
    /// `top` if taller than the viewport), and forgets the pending reveal: for backends
    /// resolving ``pendingReveal`` during layout.
    ///
    /// - Parameters:
    ///   - top: The first row to show, in content coordinates.
    ///   - height: How many rows.
    public func revealRows(top: Int, height: Int) {
        pendingReveal = nil
        guard let viewportHeight else { return }
        if top < contentOffset {
            scroll(to: top)
        } else if top + height > contentOffset + viewportHeight {
            scroll(to: height > viewportHeight ? top : top + height - viewportHeight)
        }
    }

    /// Records the content's and viewport's heights a layout measured and clamps the
    /// offset to them (silently: the content changed, not the request). Backends call it.
    ///
    /// - Parameters:
    ///   - contentHeight: The content's height in rows.
    ///   - viewportHeight: The rows shown at once.
    public func updateScrollMetrics(contentHeight: Int, viewportHeight: Int) {
        let newContent = max(0, contentHeight)
        let newViewport = max(0, viewportHeight)
        guard newContent != self.contentHeight || newViewport != self.viewportHeight else { return }
        self.contentHeight = newContent
        self.viewportHeight = newViewport
        if contentOffset > maximumContentOffset { contentOffset = maximumContentOffset }
        setNeedsDisplay()
    }

    /// Brings `descendant`, which took the focus, into view at the next layout.
    open override func descendantDidTakeFocus(_ descendant: Widget) {
        scrollToVisible(descendant)
    }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .content(let reference):
            guard let widget = reference.object as? Widget else {
                return .rejected(reason: "content \(type(of: reference.object)) is not a Widget")
            }
            // Checked before touching the children, so that a rejection leaves the content and its focus as they were.
            if isDescendant(of: widget) {
                return .rejected(reason: "content \(widget.diagnosticName) is the scroll view or one of its ancestors")
            }
            setChildren([widget])
            content = widget
        case .contentOffset(let value):
            if value.isNaN { return .rejected(reason: "contentOffset is NaN") }
            if value.isInfinite { return .rejected(reason: "contentOffset is infinite") }
            let requested = value < Double(Int.max) ? Int(value.rounded(.down)) : .max
            let clamped = min(max(0, requested), maximumContentOffset)
            contentOffset = clamped
            if Double(clamped) != value.rounded(.down) {
                return .adjusted(reason: "contentOffset clamped to \(clamped)")
            }
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .content:
            content = nil
            setChildren([])
        case .contentOffset: contentOffset = 0
        default: super.resetOwn(key)
        }
    }
}

extension ScrollView: @LoopActor ExpressibleByArrayLiteral {}
