/// What must change on a widget showing one style so that it shows another:
/// the attributes to set (added or changed) and the keys to reset (dropped).
///
/// ```swift
/// let old: Style = [.text("Count: 1"), .textColor(.green), .hidden(false)]
/// let new: Style = [.text("Count: 2"), .textColor(.green)]
/// let delta = new.difference(from: old)
/// delta.changes   // [.set(.text("Count: 2")), .reset(.hidden)]
/// ```
///
/// The changes are kept in the apply order of ``AttributeKey``, whatever order
/// they were given in, so installing a delta is deterministic. The delta from a
/// style to itself is empty, and installing `a` and then the delta from `a` to
/// `b` leaves a widget exactly as installing `b` on a fresh one.
public struct StyleDelta: Equatable, Sendable, CustomStringConvertible {
    /// The changes, one per key, in apply order.
    public let changes: [StyleChange]

    /// A delta from changes in any order; a key changed twice keeps its first change.
    ///
    /// - Parameter changes: Sets and resets, in any order.
    /// - Complexity: O(*k* log *k*) for *k* changes.
    public init(_ changes: some Sequence<StyleChange>) {
        var seen = Set<AttributeKey>()
        self.changes = changes.filter { seen.insert($0.key).inserted }.sorted { $0.key < $1.key }
    }

    /// A delta from changes known to touch each key once and to be in apply order already.
    ///
    /// - Parameter changes: Changes with distinct keys, in apply order.
    init(orderedUniqueChanges changes: [StyleChange]) {
        self.changes = changes
    }

    /// A delta from changes known to touch each key once (what ``Style/difference(from:)``
    /// builds), sorted in place into apply order: no set of seen keys, no copies.
    ///
    /// - Parameter changes: Changes with distinct keys, in any order.
    /// - Complexity: O(*k*²) for *k* changes up to 16, with a small constant (a delta
    ///   rarely holds more than a handful, and insertion sort beats a general sort there);
    ///   O(*k* log *k*) above.
    init(uniqueChanges changes: [StyleChange]) {
        var sorted = changes
        if sorted.count > 1 {
            if sorted.count > 16 {
                sorted.sort { $0.key < $1.key }
            } else {
                for index in 1..<sorted.count {
                    let change = sorted[index]
                    let key = change.key
                    var position = index
                    while position > 0, key < sorted[position - 1].key {
                        sorted[position] = sorted[position - 1]
                        position -= 1
                    }
                    if position != index { sorted[position] = change }
                }
            }
        }
        self.changes = sorted
    }

    /// The empty delta.
    public static let empty = StyleDelta([])

    /// Whether installing this delta changes nothing.
    public var isEmpty: Bool { changes.isEmpty }

    /// The attributes to set, in apply order.
    public var sets: [Attribute] {
        changes.compactMap { if case .set(let attribute) = $0 { attribute } else { nil } }
    }

    /// The keys to reset to the widget's default, in apply order.
    public var resets: [AttributeKey] {
        changes.compactMap { if case .reset(let key) = $0 { key } else { nil } }
    }

    public var description: String {
        "[" + changes.map(\.description).joined(separator: ", ") + "]"
    }
}
