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
        // Most of a frame is unchanged: equal attributes in the same order (the
        // producer run again) need no diff. Unequal ones stop at the first
        // difference; NaNs (never `==`) take the diff, which treats them as the same.
        let styleDelta = style.attributes == old.style.attributes ? StyleDelta.empty : style.difference(from: old.style)
        var delta = ComponentDelta(style: styleDelta)
        if !children.isEmpty || !old.children.isEmpty {
            delta.children = childChanges(from: old.children)
        }
        if !rows.isEmpty || !old.rows.isEmpty {
            delta.rows = rowChanges(from: old.rows)
        }
        return delta
    }

    /// The deltas of the changed children, in this component's order, then of the dropped ones.
    private func childChanges(from oldChildren: [Child]) -> [ChildDelta] {
        var changes: [ChildDelta] = []
        // A producer run again lists the same keys in the same order: compare
        // position by position, with no lookup. Key-path keys compare by
        // identity first, so this costs one pointer comparison per child.
        if Self.sameKeys(children, oldChildren) {
            for index in children.indices {
                let childDelta = children[index].component.difference(from: oldChildren[index].component)
                if !childDelta.isEmpty {
                    changes.append(ChildDelta(key: children[index].key, delta: childDelta))
                }
            }
            return changes
        }
        for child in children {
            let childDelta = child.component.difference(from: Self.component(for: child.key, in: oldChildren) ?? .empty)
            if !childDelta.isEmpty {
                changes.append(ChildDelta(key: child.key, delta: childDelta))
            }
        }
        for oldChild in oldChildren where Self.component(for: oldChild.key, in: children) == nil {
            let childDelta = Component.empty.difference(from: oldChild.component)
            if !childDelta.isEmpty {
                changes.append(ChildDelta(key: oldChild.key, delta: childDelta))
            }
        }
        return changes
    }

    /// Whether `lhs` and `rhs` list the same keys in the same order.
    private static func sameKeys(_ lhs: [Child], _ rhs: [Child]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices {
            // The key-path identity first: reading it copies no key (the
            // profile showed each full key comparison copying both children).
            if let identity = lhs[index].key.keyPathIdentity, identity == rhs[index].key.keyPathIdentity { continue }
            if lhs[index].key != rhs[index].key { return false }
        }
        return true
    }

    /// The component of the child or row with `key` in `list`, or `nil`.
    private static func component(for key: ComponentKey, in list: [Child]) -> Component? {
        list.first { $0.key == key }?.component
    }

    private func rowChanges(from oldRows: [Child]) -> RowChanges {
        var changes = RowChanges()
        // The same rows in the same order (a list whose items changed, not its
        // order): updates only, with no key dictionary, set or longest run.
        if Self.sameKeys(rows, oldRows) {
            for index in rows.indices {
                let rowDelta = rows[index].component.difference(from: oldRows[index].component)
                if !rowDelta.isEmpty {
                    changes.updates.append(ChildDelta(key: rows[index].key, delta: rowDelta))
                }
            }
            return changes
        }
        var oldIndex: [ComponentKey: Int] = [:]
        for (index, row) in oldRows.enumerated() { oldIndex[row.key] = index }
        let newKeys = Set(rows.map(\.key))
        changes.removals = oldRows.map(\.key).filter { !newKeys.contains($0) }

        // Old positions of the kept rows, in new order; the rows on a longest
        // increasing run of those positions stay, the rest move.
        var keptNewIndices: [Int] = []
        var keptOldIndices: [Int] = []
        for (newIndex, row) in rows.enumerated() {
            if let index = oldIndex[row.key] {
                keptNewIndices.append(newIndex)
                keptOldIndices.append(index)
            } else {
                changes.insertions.append(.init(key: row.key, index: newIndex, component: row.component))
            }
        }
        let staying = Set(longestIncreasingSubsequence(keptOldIndices).map { keptNewIndices[$0] })
        for (position, newIndex) in keptNewIndices.enumerated() {
            let row = rows[newIndex]
            if !staying.contains(newIndex) {
                changes.moves.append(.init(key: row.key, index: newIndex))
            }
            let rowDelta = row.component.difference(from: oldRows[keptOldIndices[position]].component)
            if !rowDelta.isEmpty {
                changes.updates.append(ChildDelta(key: row.key, delta: rowDelta))
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
