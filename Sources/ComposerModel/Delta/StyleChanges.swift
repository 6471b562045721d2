/// The changes of a ``StyleDelta``, in apply order: a random-access collection of
/// ``StyleChange``.
///
/// ```swift
/// let delta = new.difference(from: old)
/// for index in delta.changes.indices {
///     if case .set(let attribute) = delta.changes[index] { print(attribute) }
/// }
/// delta.changes == [.set(.text("Count: 2")), .reset(.hidden)]   // compares with an array literal
/// ```
///
/// A binding's flush diffs a style every time its view model changes, and most of those
/// deltas set attributes of the new style, at the positions the old one had them, in apply
/// order. Such a delta shares the new style's array and marks the positions that changed:
/// no array of its own, so the flush allocates nothing (the changes' array was the one
/// allocation the framework made per changed binding). Any other delta holds an array.
/// Either way it is two words, copied with one retain. It is a value, `Sendable`, and
/// compares element by element whatever its storage.
public struct StyleChanges: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    // Inlinable, with the storage it reads: the flush walks a delta from other modules
    // (Bindings, Widgets), where a call per element costs more than the walk itself.
    @usableFromInline
    enum Storage: Sendable {
        /// Changes of any kind, in apply order.
        case changes([StyleChange])
        /// Sets of `attributes[i]` for each bit `i` of `positions`, lowest first (the
        /// attributes are in apply order at those positions).
        case sets([Attribute], positions: UInt64)
    }

    @usableFromInline
    let storage: Storage

    /// No changes.
    public init() {
        storage = .changes([])
    }

    /// The changes of `array`.
    ///
    /// - Parameter array: The changes, already in apply order with distinct keys (a
    ///   ``StyleDelta`` sees to that; this type only stores them).
    init(_ array: [StyleChange]) {
        storage = .changes(array)
    }

    /// Sets of the attributes at `positions` of `attributes`, sharing their array.
    ///
    /// - Parameters:
    ///   - attributes: A style's attributes, at most 64 of them.
    ///   - positions: One bit per attribute to set; their keys must rise in apply order.
    init(settingAttributes attributes: [Attribute], at positions: UInt64) {
        storage = .sets(attributes, positions: positions)
    }

    public init(arrayLiteral changes: StyleChange...) {
        self.init(changes)
    }

    public typealias Index = Int
    public typealias Indices = Range<Int>

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int {
        switch storage {
        case .changes(let changes): return changes.count
        case .sets(_, let positions): return positions.nonzeroBitCount
        }
    }

    @inlinable
    public var indices: Range<Int> { 0..<endIndex }

    /// The change at `position`.
    ///
    /// - Complexity: O(1) for an array of changes; O(*position*) bit operations for sets
    ///   shared with a style (at most 64).
    @inlinable
    public subscript(position: Int) -> StyleChange {
        switch storage {
        case .changes(let changes):
            return changes[position]
        case .sets(let attributes, let positions):
            precondition(position >= 0 && position < positions.nonzeroBitCount, "StyleChanges: index out of range")
            var remaining = positions
            for _ in 0..<position { remaining &= remaining - 1 }
            return .set(attributes[remaining.trailingZeroBitCount])
        }
    }

    public static func == (lhs: StyleChanges, rhs: StyleChanges) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public var description: String {
        "[" + map(\.description).joined(separator: ", ") + "]"
    }
}
