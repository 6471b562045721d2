import Bindings
import ComposerModel

// What an install does per attribute, beyond the subclass's `applyOwn`/`resetOwn`: the
// change counts (the install itself is `Widget.install(_:)`).

extension Widget {
    /// Counts one change of `attribute`'s key in ``changeCountByKey``.
    ///
    /// The rank and, for a key seen for the first time, the key are worked out before the
    /// counts are touched, so that nothing else runs while they are being modified (the
    /// optimizer then needs no runtime exclusivity check on them).
    @inline(__always)
    final func countChange(of attribute: Attribute) {
        let rank = attribute.applyRank
        guard !changeCounts.incrementIfPresent(rank: rank) else { return }
        let key = attribute.key
        changeCounts.insert(key, rank: rank)
    }

    /// Counts one change (a reset) of `key` in ``changeCountByKey``.
    @inline(__always)
    final func countChange(of key: AttributeKey) {
        let rank = key.applyRank
        guard !changeCounts.incrementIfPresent(rank: rank) else { return }
        changeCounts.insert(key, rank: rank)
    }
}
