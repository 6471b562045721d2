import ComposerModel

/// A target that, like a real slider or list, clamps a value to its range and
/// a selection to its items when they are set: what it shows of one key
/// depends on another.
final class ClampingTarget: Styleable {
    private(set) var displayed = Style()

    func apply(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .value(let value):
            displayed.set(.value(min(max(value, bounds.lower), bounds.upper)))
        case .selectedIndex(let index):
            displayed.set(.selectedIndex(min(index, selectableCount - 1)))
        default:
            displayed.set(attribute)
        }
        return .applied
    }

    func reset(_ key: AttributeKey) {
        displayed.removeAttribute(for: key)
    }

    private var bounds: (lower: Double, upper: Double) {
        if case .range(let lower, let upper)? = displayed[.range] { (lower, upper) } else { (0, 1) }
    }

    private var selectableCount: Int {
        var count = 0
        if case .items(let items)? = displayed[.items] { count = max(count, items.count) }
        if case .segments(let segments)? = displayed[.segments] { count = max(count, segments.count) }
        return count
    }
}
