extension Style {
    /// Which positions of this style hold a value `old` does not hold at the same position,
    /// when both set the same keys in the same order: the direct install's one walk, with no
    /// ``StyleDelta`` built.
    ///
    /// ```swift
    /// let old: Style = [.text("Count: 1"), .textColor(.green)]
    /// let new: Style = [.text("Count: 2"), .textColor(.green)]
    /// new.changedPositions(from: old)             // 0b01: position 0, the text
    /// new.changedPositions(from: [.text("x")])   // nil: another shape
    /// ```
    ///
    /// From the empty style (a first install), every position is set when the attributes
    /// are in apply order.
    ///
    /// Installing the attributes at the positions set, in increasing position order, makes
    /// the same changes as installing `difference(from: old)`: the answer is `nil` whenever
    /// that would not hold or the general diff is needed, that is when the keys differ in
    /// number, kind or order, when the style has more than 64 attributes, when a changed
    /// attribute is a bound with dependents (``AttributeKey/dependents``: its dependents are
    /// installed again), a custom key (ordered by name, not rank), or when the changed
    /// attributes are not in apply order.
    ///
    /// - Parameter old: The style the target shows now.
    /// - Returns: Bit *i* set when position *i* changed (0 when nothing did), or `nil`.
    /// - Complexity: O(*n*) for *n* attributes, one comparison each.
    package func changedPositions(from old: Style) -> UInt64? {
        let count = attributes.count
        guard count <= UInt64.bitWidth else { return nil }
        if old.attributes.isEmpty, count > 0 { return allPositionsInApplyOrder() }
        guard count == old.attributes.count else { return nil }
        var positions: UInt64 = 0
        var lastRank = -1
        // Spans, not the arrays' subscripts: each attribute is compared where its array
        // holds it, where a subscript copied the new one out (a retain and a release of its
        // payload per position).
        let newAttributes = attributes.span
        let oldAttributes = old.attributes.span
        for index in 0..<count {
            // One comparison tells an unchanged value, a changed one (with its key's rank: a
            // rank, not a key, as building a key copies the attribute) and another key apart.
            let rank: Int
            switch newAttributes[index].alignedComparison(with: oldAttributes[index]) {
            case .otherKey: return nil
            case .sameValue: continue
            case .changed(let changedRank): rank = changedRank
            }
            guard rank > lastRank, rank != AttributeKey.customRank, !AttributeKey.hasDependents(applyRank: rank) else { return nil }
            lastRank = rank
            positions |= 1 << UInt64(index)
        }
        return positions
    }

    /// Every position, when the attributes are in apply order: a first install, from the
    /// empty style, sets them all (no value is unchanged, so no dependent is set again).
    private func allPositionsInApplyOrder() -> UInt64? {
        var positions: UInt64 = 0
        var lastRank = -1
        for index in attributes.indices {
            let rank = attributes[index].applyRank
            guard rank > lastRank, rank != AttributeKey.customRank else { return nil }
            lastRank = rank
            positions |= 1 << UInt64(index)
        }
        return positions
    }

    /// The delta that sets the attributes at `positions`: what an install of the positions
    /// ``changedPositions(from:)`` found made, built only when asked for.
    ///
    /// ```swift
    /// new.delta(settingPositions: new.changedPositions(from: old)!) == new.difference(from: old)   // true
    /// ```
    ///
    /// - Parameter positions: Bit *i* set for position *i*; positions past the end are ignored.
    /// - Returns: Sets in apply order.
    /// - Complexity: O(*k* log *k*) for *k* positions; allocates the changes.
    package func delta(settingPositions positions: UInt64) -> StyleDelta {
        var changes: [StyleChange] = []
        changes.reserveCapacity(positions.nonzeroBitCount)
        var remaining = positions
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            guard index < attributes.count else { break }
            changes.append(.set(attributes[index]))
        }
        return StyleDelta(uniqueChanges: changes)
    }

    /// A style from attributes with distinct keys, as another style held them (a widget
    /// keeps a style's attributes, not the style, for ``delta(settingPositions:)``; a
    /// target's bookkeeping keeps the attributes it last installed).
    ///
    /// - Parameter attributes: The attributes of a style, unchanged.
    // Inlinable: a binding's install, in another module, makes one per install.
    @inlinable
    package init(attributesOfStyle attributes: [Attribute]) {
        self.init()
        storage = attributes
    }
}
