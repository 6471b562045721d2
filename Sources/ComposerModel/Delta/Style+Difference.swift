extension Style {
    /// The delta that turns a widget showing `old` into one showing this style.
    ///
    /// ```swift
    /// let old: Style = [.text("a"), .hidden(true)]
    /// let new: Style = [.text("b")]
    /// new.difference(from: old)   // [set text("b"), reset hidden]
    /// new.difference(from: new)   // []: nothing to install
    /// ```
    ///
    /// An attribute equal in both styles is left out, unless a key it depends
    /// on changed (see ``AttributeKey/dependents``): a widget that clamped
    /// `.value(8)` to a range of `0...5` must show 8 once the range grows, as a
    /// fresh widget would.
    ///
    /// - Parameter old: The style the widget shows now.
    /// - Returns: Sets for attributes added or changed, resets for keys dropped,
    ///   in apply order.
    /// - Complexity: O(*n* × *m* + *k* log *k*) for styles of *n* and *m*
    ///   attributes and *k* changes.
    public func difference(from old: Style) -> StyleDelta {
        // The flush runs this for every dirty binding: one pass per side, no
        // allocation beyond the changes array, dependents only when a bound changed.
        if let aligned = alignedDifference(from: old) { return aligned }
        var changes: [StyleChange] = []
        changes.reserveCapacity(attributes.count + old.attributes.count)
        var boundChanged = false
        for attribute in attributes {
            let key = attribute.key
            if let previous = old.attribute(for: key), previous.isSameValue(as: attribute) { continue }
            changes.append(.set(attribute))
            boundChanged = boundChanged || key.hasDependents
        }
        for dropped in old.attributes {
            let key = dropped.key
            guard self.attribute(for: key) == nil else { continue }
            changes.append(.reset(key))
            boundChanged = boundChanged || key.hasDependents
        }
        if boundChanged {
            for change in changes where change.key.hasDependents {
                for dependent in change.key.dependents where !changes.contains(where: { $0.key == dependent }) {
                    if let kept = self.attribute(for: dependent), old.attribute(for: dependent)?.isSameValue(as: kept) ?? false {
                        changes.append(.set(kept))
                    }
                }
            }
        }
        return StyleDelta(uniqueChanges: changes)
    }

    /// The common case of a style function run again: the same keys in the same order.
    /// Compares position by position, with no lookup; `nil` when the keys differ.
    private func alignedDifference(from old: Style) -> StyleDelta? {
        let count = attributes.count
        guard count == old.attributes.count else { return nil }
        var changes: [StyleChange] = []
        var lastRank = -1
        var inApplyOrder = true   // style functions usually list keys in apply order: no sort then
        for index in 0..<count {
            let new = attributes[index]
            // One comparison tells an unchanged value, a changed one and another key apart.
            guard let same = new.sameValueIfSameKey(as: old.attributes[index]) else { return nil }
            if same { continue }
            // Ranks, not keys: building a key copies the attribute out of its enum.
            let rank = new.applyRank
            // Custom keys share a rank: their keys order them, which the sort does.
            if rank == AttributeKey.customRank { inApplyOrder = false }
            // A changed bound re-installs its dependents: leave that to the general path.
            if AttributeKey.hasDependents(applyRank: rank) { return nil }
            if changes.isEmpty { changes.reserveCapacity(count - index) }
            changes.append(.set(new))
            if rank <= lastRank { inApplyOrder = false }
            lastRank = rank
        }
        if changes.isEmpty { return .empty }
        return inApplyOrder ? StyleDelta(orderedUniqueChanges: changes) : StyleDelta(uniqueChanges: changes)
    }

    /// This style with `delta` installed: the value-level twin of installing on a widget.
    ///
    /// ```swift
    /// old.applying(new.difference(from: old)) == new   // always true
    /// ```
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: The style a widget shows after the delta.
    /// - Complexity: O(*n* × *k*) for *n* attributes and *k* changes.
    public func applying(_ delta: StyleDelta) -> Style {
        var result = self
        for change in delta.changes {
            switch change {
            case .set(let attribute): result.set(attribute)
            case .reset(let key): result.removeAttribute(for: key)
            }
        }
        return result
    }
}
