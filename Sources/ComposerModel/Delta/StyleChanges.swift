/// The changes of a ``StyleDelta``, in apply order: a random-access collection that holds up
/// to two changes inline and more in an array.
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
/// deltas set one or two attributes: held inline, they cost no heap block (the array was
/// the one allocation the framework made per changed binding, and the one a widget kept
/// as its last delta). It is a value, `Sendable`, and compares element by element
/// whatever its storage.
public struct StyleChanges: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private enum Storage: Sendable {
        case none
        case one(StyleChange)
        case two(StyleChange, StyleChange)
        case many([StyleChange])
    }

    private let storage: Storage

    /// No changes.
    public init() {
        storage = .none
    }

    /// The changes of `array`, inline when there are two or fewer.
    ///
    /// - Parameter array: The changes, already in apply order with distinct keys (a
    ///   ``StyleDelta`` sees to that; this type only stores them).
    init(_ array: [StyleChange]) {
        switch array.count {
        case 0: storage = .none
        case 1: storage = .one(array[0])
        case 2: storage = .two(array[0], array[1])
        default: storage = .many(array)
        }
    }

    /// One change, inline.
    init(_ change: StyleChange) {
        storage = .one(change)
    }

    /// Two changes in this order, inline.
    init(_ first: StyleChange, _ second: StyleChange) {
        storage = .two(first, second)
    }

    public init(arrayLiteral changes: StyleChange...) {
        self.init(changes)
    }

    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .two: return 2
        case .many(let changes): return changes.count
        }
    }

    public var indices: Range<Int> { 0..<endIndex }

    /// The change at `position`.
    ///
    /// - Complexity: O(1).
    public subscript(position: Int) -> StyleChange {
        switch storage {
        case .one(let change) where position == 0:
            return change
        case .two(let first, let second) where position == 0 || position == 1:
            return position == 0 ? first : second
        case .many(let changes):
            return changes[position]
        default:
            preconditionFailure("StyleChanges: index \(position) out of range 0..<\(endIndex)")
        }
    }

    public static func == (lhs: StyleChanges, rhs: StyleChanges) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public var description: String {
        "[" + map(\.description).joined(separator: ", ") + "]"
    }
}
