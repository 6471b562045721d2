import Bindings
import ComposerModel

/// A list of rows, at most one selected.
///
/// ```swift
/// let jobs = ListView()
/// jobs.install([.items([ListItem(id: "7", title: "Backup")]), .selectedIndex(0)] as Style)
/// jobs.selectedItem?.title   // "Backup"
/// ```
///
/// Accepts the common widget attributes and:
/// - `items`, default none.
/// - `selectedIndex`, default -1 (no selection). An index outside
///   `-1..<items.count` is rejected and the previous selection stays.
///
/// The index is validated when `selectedIndex` is applied. When new items no
/// longer contain the selection, the selection becomes -1 (silently);
/// ComposerModel installs items before the selection and re-installs a style's
/// `selectedIndex` when `items` change, so a style whose index is now out of
/// bounds is reported (rejected) in that same install. Selection events and
/// delegates are not handled here yet.
///
/// Threading: loop only.
@LoopActor
open class ListView: Widget {
    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    public private(set) var items: [ListItem] = []
    public private(set) var selectedIndex = -1

    /// The selected row, if any.
    public var selectedItem: ListItem? { items.indices.contains(selectedIndex) ? items[selectedIndex] : nil }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .items(let value):
            items = value
            if !value.indices.contains(selectedIndex) { selectedIndex = -1 }
        case .selectedIndex(let value):
            if let problem = selectionProblem(value, count: items.count, of: "items") {
                return .rejected(reason: problem)
            }
            selectedIndex = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .items:
            items = []
            selectedIndex = -1
        case .selectedIndex: selectedIndex = -1
        default: super.resetOwn(key)
        }
    }
}
