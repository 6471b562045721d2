/// How a list of rows keyed by identity changed: removals, insertions, moves
/// and per-row updates; never a rewrite of rows that stayed.
///
/// ```swift
/// // old rows a b c d, new rows d a c e
/// changes.removals     // [b]
/// changes.insertions   // [e at 3]
/// changes.moves        // [d to 0]   (a and c keep their relative order)
/// ```
///
/// Moves are minimal: the rows that keep their relative order (a longest
/// increasing subsequence) stay put and only the others move.
///
/// To reorder a target's rows, call ``apply(to:key:makeRow:)``; it defines the
/// semantics: remove the removed rows, lift out the moved ones, then place
/// insertions and moves at their final indices in ascending order.
public struct RowChanges: Equatable, Sendable {
    /// A row that was not there before, and where it goes.
    public struct Insertion: Equatable, Sendable {
        /// The new row's identity.
        public let key: ComponentKey
        /// Its index in the new rows.
        public let index: Int
        /// How it should look.
        public let component: Component

        /// An insertion of `component` as row `key` at `index`.
        public init(key: ComponentKey, index: Int, component: Component) {
            self.key = key
            self.index = index
            self.component = component
        }
    }

    /// A row that changed position relative to the rows that stayed, and where it goes.
    public struct Move: Equatable, Sendable {
        /// The moved row's identity.
        public let key: ComponentKey
        /// Its index in the new rows.
        public let index: Int

        /// A move of row `key` to `index`.
        public init(key: ComponentKey, index: Int) {
            self.key = key
            self.index = index
        }
    }

    /// Keys of rows that are gone, in their old order.
    public internal(set) var removals: [ComponentKey] = []
    /// New rows, by ascending final index.
    public internal(set) var insertions: [Insertion] = []
    /// Moved rows, by ascending final index.
    public internal(set) var moves: [Move] = []
    /// Rows that stayed and whose component changed, in new order.
    public internal(set) var updates: [ChildDelta] = []

    /// No change at all.
    public static let empty = RowChanges()

    /// Whether the rows are unchanged.
    public var isEmpty: Bool {
        removals.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Whether the order or membership of rows changed (updates aside).
    public var changesStructure: Bool {
        !(removals.isEmpty && insertions.isEmpty && moves.isEmpty)
    }

    /// The number of removals, insertions, moves and updates.
    public var count: Int {
        removals.count + insertions.count + moves.count + updates.count
    }

    /// Reorders `rows` as these changes say: the reference semantics for targets.
    ///
    /// ```swift
    /// changes.apply(to: &rowWidgets, key: \.key) { key in RowWidget(key: key) }
    /// ```
    ///
    /// - Parameters:
    ///   - rows: The target's rows in their old order; afterwards in the new order.
    ///   - key: The key of a row.
    ///   - makeRow: Makes a fresh row for an inserted key.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and *k* changes, plus
    ///   the cost of array insertions.
    public func apply<Row>(to rows: inout [Row], key: (Row) -> ComponentKey, makeRow: (ComponentKey) -> Row) {
        guard changesStructure else { return }
        let removed = Set(removals)
        let moved = Set(moves.map(\.key))
        var lifted: [ComponentKey: Row] = [:]
        rows.removeAll { row in
            let rowKey = key(row)
            if moved.contains(rowKey) {
                lifted[rowKey] = row
                return true
            }
            return removed.contains(rowKey)
        }
        let placements = (insertions.map { ($0.index, $0.key) } + moves.map { ($0.index, $0.key) })
            .sorted { $0.0 < $1.0 }
        for (index, rowKey) in placements {
            let row = lifted.removeValue(forKey: rowKey) ?? makeRow(rowKey)
            rows.insert(row, at: Swift.min(index, rows.count))
        }
    }
}

/// A change to one child or row: its key and the delta to install on it.
public struct ChildDelta: Equatable, Sendable {
    /// The child or row.
    public let key: ComponentKey
    /// What changes on it.
    public let delta: ComponentDelta

    /// The change `delta` to child or row `key`.
    public init(key: ComponentKey, delta: ComponentDelta) {
        self.key = key
        self.delta = delta
    }
}
