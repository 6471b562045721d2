import Bindings
public import ComposerModel

/// The changes one install made, as a ``WidgetPresenter`` is told of them: the keys set or
/// reset, in apply order, read in place; the ``StyleDelta`` is built only if asked for.
///
/// ```swift
/// func widget(_ widget: Widget, didInstallChanges changes: InstalledChanges) {
///     for key in changes { show(key, of: widget) }   // the widget holds the new values
/// }
/// ```
///
/// A binding's direct install (``Widget/install(from:to:)``) applies the changed positions
/// of the new style with no delta built; a presenter that needs only the keys (a backend
/// reading the widget's properties, as the GTK backend does) iterates this and builds
/// nothing, where asking for ``delta`` builds the array of changes each install (about
/// 1,500 instructions per change; `Documentation/PerformanceHistory.md`, issue 27).
///
/// Threading: a value, made and read on the loop thread inside the install it describes;
/// its keys are those of that install only.
public struct InstalledChanges: Sequence {
    /// Where the changes are read from.
    enum Storage {
        /// An install given (or having built) its delta.
        case delta(StyleDelta)
        /// A direct install: the sets of the attributes at the positions set, in position
        /// (apply) order.
        case changedPositions(of: [Attribute], positions: UInt64)
    }

    let storage: Storage

    /// The changes of an install that has its delta.
    ///
    /// ```swift
    /// presenter.widget(label, didInstallChanges: InstalledChanges(delta))
    /// ```
    ///
    /// - Parameter delta: What the install set and reset, in apply order.
    public init(_ delta: StyleDelta) {
        storage = .delta(delta)
    }

    /// The changes of a direct install: the attributes of `attributes` at `positions`.
    ///
    /// - Parameters:
    ///   - positions: Bit *i* set: the attribute at *i* was set.
    ///   - attributes: The installed style's attributes, in apply order.
    init(positions: UInt64, of attributes: [Attribute]) {
        storage = .changedPositions(of: attributes, positions: positions)
    }

    /// The install's changes as a delta, in apply order: built now for a direct install.
    ///
    /// ```swift
    /// changes.delta   // [set text("Count: 2")]
    /// ```
    ///
    /// - Complexity: O(1) when the install had its delta; otherwise O(*k*) for *k* changes
    ///   and an allocation.
    @LoopActor
    public var delta: StyleDelta {
        switch storage {
        case .delta(let delta):
            return delta
        case .changedPositions(let attributes, let positions):
            return Widget.materializeDelta(of: .changedPositions(of: attributes, positions: positions))
        }
    }

    /// Whether the install changed nothing.
    public var isEmpty: Bool {
        switch storage {
        case .delta(let delta): delta.isEmpty
        case .changedPositions(_, let positions): positions == 0
        }
    }

    /// How many keys the install set or reset.
    public var count: Int {
        switch storage {
        case .delta(let delta): delta.changes.count
        case .changedPositions(_, let positions): positions.nonzeroBitCount
        }
    }

    public var underestimatedCount: Int { count }

    public func makeIterator() -> Iterator {
        Iterator(storage: storage)
    }

    /// The keys of an install's changes, in apply order.
    public struct Iterator: IteratorProtocol {
        let storage: Storage
        /// For a delta: the next change's index. For positions: the positions left.
        var cursor: UInt64

        init(storage: Storage) {
            self.storage = storage
            switch storage {
            case .delta: cursor = 0
            case .changedPositions(_, let positions): cursor = positions
            }
        }

        public mutating func next() -> AttributeKey? {
            switch storage {
            case .delta(let delta):
                let index = Int(cursor)
                guard index < delta.changes.count else { return nil }
                cursor += 1
                return delta.changes[index].key
            case .changedPositions(let attributes, _):
                guard cursor != 0 else { return nil }
                let index = cursor.trailingZeroBitCount
                cursor &= cursor &- 1
                // A span: reads the key where the array holds the attribute, where the
                // subscript copied the attribute out (a retain and a release of its payload).
                return attributes.span[index].key
            }
        }
    }
}
