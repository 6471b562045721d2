extension Component {
    /// The delta that turns a widget tree showing `old` into one showing this component.
    ///
    /// ```swift
    /// let button1 = Component(.title("Test", for: .normal), .titleColor(.red, for: .normal))
    /// let button2 = Component(.title("Test", for: .normal), .titleColor(.blue, for: .normal), .enabled(false))
    /// button2.difference(from: button1).style   // [set titleColor(blue, normal), set enabled(false)]
    /// ```
    ///
    /// The delta recurses into children by key. Rows are matched by key: rows
    /// only in `old` are removed, rows only in this component inserted, rows in
    /// both moved only when they left the longest run that kept its relative
    /// order, and updated only when their component changed.
    ///
    /// - Parameter old: The component the widget tree shows now.
    /// - Returns: The changes; empty when the components are equal.
    /// - Complexity: O(*s* + *c*² + *r* log *r*) for *s* attributes, *c* children
    ///   and *r* rows, plus the cost of the children's and rows' own differences.
    public func difference(from old: Component) -> ComponentDelta {
        Self.delta(from: old, to: self) ?? ComponentDelta()
    }

    /// The delta from `old` to `new`, or `nil` when it is empty: the root's, and a
    /// child's whose counterpart is absent. Children and rows present on both
    /// sides take ``delta(from:at:to:at:)``.
    private static func delta(from old: borrowing Component, to new: borrowing Component) -> ComponentDelta? {
        // Most of a frame is unchanged: equal attributes in the same order (the
        // producer run again) need no diff. Unequal ones stop at the first
        // difference; NaNs (never `==`) take the diff, which treats them as the same.
        let styleDelta: StyleDelta? = new.style.attributes == old.style.attributes
            ? nil : new.style.difference(from: old.style)
        var children: [ChildDelta] = []
        if !new.children.isEmpty || !old.children.isEmpty {
            children = childChanges(from: old.children, to: new.children)
        }
        var rows: RowChanges?
        if !new.rows.isEmpty || !old.rows.isEmpty {
            rows = rowChanges(from: old.rows, to: new.rows)
        }
        if styleDelta?.isEmpty ?? true, children.isEmpty, rows?.isEmpty ?? true { return nil }
        return ComponentDelta(style: styleDelta ?? StyleDelta(orderedUniqueChanges: []), children: children, rows: rows ?? RowChanges())
    }

    /// The delta from `old[oldIndex]`'s component to `new[newIndex]`'s, or `nil` when it is empty.
    ///
    /// The same as ``delta(from:to:)``, reaching each field through the arrays. Passing
    /// `old[oldIndex].component` to a function copies the component (a retain and a
    /// release of each of its five arrays, both sides); reading the fields in place copies
    /// only the children and rows arrays handed down (measured: PerformanceHistory.md). An unchanged
    /// child, the common case, builds no delta.
    private static func delta(
        from old: borrowing [Child], at oldIndex: Int, to new: borrowing [Child], at newIndex: Int
    ) -> ComponentDelta? {
        let sameStyle = new[newIndex].component.style.attributes == old[oldIndex].component.style.attributes
        let hasChildren = !new[newIndex].component.children.isEmpty || !old[oldIndex].component.children.isEmpty
        let hasRows = !new[newIndex].component.rows.isEmpty || !old[oldIndex].component.rows.isEmpty
        // An unchanged leaf, most of a frame, leaves before any delta or array is made.
        if sameStyle, !hasChildren, !hasRows { return nil }
        let styleDelta: StyleDelta? = sameStyle ? nil : new[newIndex].component.style.difference(from: old[oldIndex].component.style)
        let children = hasChildren
            ? childChanges(from: old[oldIndex].component.children, to: new[newIndex].component.children) : []
        let rows: RowChanges? = hasRows ? rowChanges(from: old[oldIndex].component.rows, to: new[newIndex].component.rows) : nil
        if styleDelta?.isEmpty ?? true, children.isEmpty, rows?.isEmpty ?? true { return nil }
        return ComponentDelta(style: styleDelta ?? StyleDelta(orderedUniqueChanges: []), children: children, rows: rows ?? RowChanges())
    }

    /// The deltas of the changed children, in `new`'s order, then of the dropped ones.
    private static func childChanges(from old: borrowing [Child], to new: borrowing [Child]) -> [ChildDelta] {
        // The same storage (a component kept from the last frame, or copied) holds
        // the same children: nothing to walk.
        if old.span.isIdentical(to: new.span) { return [] }
        if let aligned = alignedDeltas(from: old, to: new) { return aligned }
        var changes: [ChildDelta] = []
        for index in new.indices {
            let oldIndex = Self.index(of: new[index].key, in: old)
            let childDelta = if let oldIndex {
                delta(from: old, at: oldIndex, to: new, at: index)
            } else {
                delta(from: .empty, to: new[index].component)
            }
            if let childDelta {
                changes.append(ChildDelta(key: new[index].key, delta: childDelta))
            }
        }
        for oldIndex in old.indices where Self.index(of: old[oldIndex].key, in: new) == nil {
            if let childDelta = delta(from: old[oldIndex].component, to: .empty) {
                changes.append(ChildDelta(key: old[oldIndex].key, delta: childDelta))
            }
        }
        return changes
    }

    /// The deltas of children or rows listed with the same keys in the same order, compared
    /// position by position; `nil` when a key differs (the caller then looks keys up).
    ///
    /// A producer run again lists the same keys in the same order: no lookup, each key
    /// checked on the way (one pass). Key-path keys compare by identity first, so this
    /// costs one pointer comparison per child.
    private static func alignedDeltas(from old: borrowing [Child], to new: borrowing [Child]) -> [ChildDelta]? {
        guard new.count == old.count else { return nil }
        var changes: [ChildDelta] = []
        for index in new.indices {
            guard sameKey(new, old, at: index) else { return nil }
            if let childDelta = delta(from: old, at: index, to: new, at: index) {
                changes.append(ChildDelta(key: new[index].key, delta: childDelta))
            }
        }
        return changes
    }

    /// Whether `lhs` and `rhs` have the same key at `index`.
    private static func sameKey(_ lhs: borrowing [Child], _ rhs: borrowing [Child], at index: Int) -> Bool {
        // The quick identities first: one word each, read in place; passing
        // the keys to `==` would copy (retain) both.
        ComponentKey.quickEquality(lhs[index].key.quickIdentity, rhs[index].key.quickIdentity)
            ?? (lhs[index].key == rhs[index].key)
    }

    /// The position of the child or row with `key` in `list`, or `nil`.
    private static func index(of key: borrowing ComponentKey, in list: borrowing [Child]) -> Int? {
        for index in list.indices where list[index].key == key { return index }
        return nil
    }

    private static func rowChanges(from oldRows: borrowing [Child], to rows: borrowing [Child]) -> RowChanges {
        if oldRows.span.isIdentical(to: rows.span) { return RowChanges() }
        var changes = RowChanges()
        // The same rows in the same order (a list whose items changed, not its
        // order): updates only, with no key dictionary, set or longest run.
        if let aligned = alignedDeltas(from: oldRows, to: rows) {
            changes.updates = aligned
            return changes
        }
        var oldIndex: [ComponentKey: Int] = [:]
        for index in oldRows.indices { oldIndex[oldRows[index].key] = index }
        var newKeys = Set<ComponentKey>()
        for index in rows.indices { newKeys.insert(rows[index].key) }
        for index in oldRows.indices where !newKeys.contains(oldRows[index].key) {
            changes.removals.append(oldRows[index].key)
        }

        // Old positions of the kept rows, in new order; the rows on a longest
        // increasing run of those positions stay, the rest move.
        var keptNewIndices: [Int] = []
        var keptOldIndices: [Int] = []
        for newIndex in rows.indices {
            if let index = oldIndex[rows[newIndex].key] {
                keptNewIndices.append(newIndex)
                keptOldIndices.append(index)
            } else {
                changes.insertions.append(.init(key: rows[newIndex].key, index: newIndex, component: rows[newIndex].component))
            }
        }
        let staying = Set(longestIncreasingSubsequence(keptOldIndices).map { keptNewIndices[$0] })
        for (position, newIndex) in keptNewIndices.enumerated() {
            if !staying.contains(newIndex) {
                changes.moves.append(.init(key: rows[newIndex].key, index: newIndex))
            }
            if let rowDelta = delta(from: oldRows, at: keptOldIndices[position], to: rows, at: newIndex) {
                changes.updates.append(ChildDelta(key: rows[newIndex].key, delta: rowDelta))
            }
        }
        return changes
    }
}

/// Positions (into `values`) of one longest strictly increasing subsequence.
///
/// - Complexity: O(*n* log *n*).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    // tails[k]: position of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        result.append(position)
        position = previous[position]
    }
    return result.reversed()
}
