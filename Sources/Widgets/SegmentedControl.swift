public import Bindings
public import ComposerModel

/// A row of segments, at most one selected.
///
/// ```swift
/// let period = SegmentedControl()
/// period.install([.segments(["Day", "Week", "Month"]), .selectedIndex(1)] as Style)
/// period.selectedSegment   // "Week"
/// ```
///
/// Accepts the common widget attributes and:
/// - `segments`, default none.
/// - `selectedIndex`, default -1 (no selection). An index outside
///   `-1..<segments.count` is rejected and the previous selection stays.
/// - `onChange`, an `Int` handler: the index the user selects.
///
/// The index is validated when `selectedIndex` is applied. When new segments
/// no longer contain the selection, the selection becomes -1 (silently);
/// ComposerModel installs segments before the selection and re-installs a
/// style's `selectedIndex` when `segments` change, so a style whose index is
/// now out of bounds is reported (rejected) in that same install.
/// The user's selections reach ``onSelectionChanged(_:)`` handlers; installing
/// `.selectedIndex` never fires them (no echo).
///
/// Threading: loop only.
@LoopActor
open class SegmentedControl: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != SegmentedControl.self }

    /// A SegmentedControl from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<SegmentedControl>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    var storedSegments: [String] = []
    var storedSelectedIndex = -1
    private var selectionHandlers = EventHandlers<Int>()

    /// Runs `action` with the segment index each time the user selects a segment.
    /// Installing `.selectedIndex` never calls it (no echo).
    public func onSelectionChanged(_ action: @escaping @LoopActor (Int) -> Void) {
        selectionHandlers.add(action)
    }

    /// The user selected segment `index`; an index outside the segments is ignored.
    public func userDidSelect(segment index: Int) {
        guard isEnabled, !isHidden, segments.indices.contains(index), index != selectedIndex else { return }
        storedSelectedIndex = index
        markChangedByUser(.selectedIndex)
        selectionHandlers.send(index)
    }

    /// The title of the selected segment, if any.
    public var selectedSegment: String? { segments.indices.contains(selectedIndex) ? segments[selectedIndex] : nil }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .segments(let value):
            storedSegments = value
            if !value.indices.contains(selectedIndex) { storedSelectedIndex = -1 }
        case .selectedIndex(let value):
            if let problem = selectionProblem(value, count: segments.count, of: "segments") {
                return .rejected(reason: problem)
            }
            storedSelectedIndex = value
        case .onChange(let handler): return selectionHandlers.install(handler, as: "onChange")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .segments:
            storedSegments = []
            storedSelectedIndex = -1
        case .selectedIndex: storedSelectedIndex = -1
        case .onChange: selectionHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }
}

/// Why `index` cannot select one of `count` elements (-1 meaning none), or `nil` if it can.
func selectionProblem(_ index: Int, count: Int, of elements: String) -> String? {
    guard index < -1 || index >= count else { return nil }
    return "selectedIndex \(index) is outside -1..<\(count) (\(count) \(elements))"
}

extension SegmentedControl: @LoopActor ExpressibleByArrayLiteral {}
