import Bindings
import ComposerModel

// What an install does between `Widget.install(_:)` and the subclass's
// `applyOwn`/`resetOwn`: the changes in apply order, the report, the change counts and
// the display stamp.

extension Widget {
    /// Makes the changes `delta` lists, in apply order, as one install: what
    /// ``Styleable/applyChanges(_:)`` does, with the widget's bookkeeping done once per
    /// install rather than once per attribute.
    ///
    /// ```swift
    /// let report = applyAsOneInstall(new.difference(from: old))   // inside install(_:)
    /// ```
    ///
    /// The display is marked (``setNeedsDisplay()``) once, after the last change, if
    /// any attribute was set or reset: renderers read the stamps after the install, so
    /// they see the same thing as with one mark per attribute. The changes are counted
    /// for ``changeCountByKey`` at the end too, with one access to the counts: nothing
    /// of the widget's own state is held while `applyOwn` (a subclass's code) runs.
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics.
    /// - Complexity: O(*c*) for *c* changes, plus the subclass's work per attribute.
    final func applyAsOneInstall(_ delta: StyleDelta) -> InstallReport {
        var report = InstallReport()
        // Bit r: the key of apply rank r changed (a delta changes each key once).
        var changedRanks: UInt64 = 0
        var changedUncommonKey = false
        // By index, not by element: iterating copies each change out of the array. The rank
        // is taken inside each case, from the payload already in hand: reading
        // `changes[index].applyRank` after the switch copied the change again (about 200
        // instructions more per two-attribute install, scale, callgrind).
        let changes = delta.changes
        for index in changes.indices {
            switch changes[index] {
            case .set(let attribute):
                guard report.record(applyOwn(attribute), of: attribute, target: diagnosticName) else { continue }
                let rank = attribute.applyRank
                if ChangeCounts.holds(rank: rank) {
                    changedRanks |= 1 << UInt64(rank)
                } else {
                    uncommonChangeCounts[attribute.key, default: 0] += 1
                    changedUncommonKey = true
                }
            case .reset(let key):
                resetOwn(key)
                restoreDefaultStyle(for: key)
                report.resetCount += 1
                let rank = key.applyRank
                if ChangeCounts.holds(rank: rank) {
                    changedRanks |= 1 << UInt64(rank)
                } else {
                    uncommonChangeCounts[key, default: 0] += 1
                    changedUncommonKey = true
                }
            }
        }
        guard changedRanks != 0 || changedUncommonKey else { return report }
        let firstChangedRanks = changeCounts.incrementPresent(ranks: changedRanks)
        if firstChangedRanks != 0 {
            changeCounts.insertFirstChanges(ofRanks: firstChangedRanks, in: changes)
        }
        setNeedsDisplay()
        return report
    }

    /// Counts one change of `attribute`'s key in ``changeCountByKey``.
    ///
    /// The rank and, for a key seen for the first time, the key are worked out before the
    /// counts are touched: nothing else runs while they are being modified.
    @inline(__always)
    final func countChange(of attribute: Attribute) {
        let rank = attribute.applyRank
        guard !changeCounts.incrementIfPresent(rank: rank) else { return }
        countFirstOrUncommonChange(of: attribute.key, rank: rank)
    }

    /// Counts one change (a reset) of `key` in ``changeCountByKey``.
    @inline(__always)
    final func countChange(of key: AttributeKey) {
        let rank = key.applyRank
        guard !changeCounts.incrementIfPresent(rank: rank) else { return }
        countFirstOrUncommonChange(of: key, rank: rank)
    }

    /// The first change of a built-in key, or any change of a custom key or of a rank the
    /// bitmap does not hold.
    private final func countFirstOrUncommonChange(of key: AttributeKey, rank: Int) {
        guard ChangeCounts.holds(rank: rank) else {
            uncommonChangeCounts[key, default: 0] += 1
            return
        }
        changeCounts.insert(key, rank: rank)
    }
}
