import ComposerModel

/// How many times each key was set or reset on one widget: what
/// ``Widget/changeCountByKey`` reads.
///
/// ```swift
/// var counts = ChangeCounts()
/// let rank = Attribute.text("a").applyRank
/// if !counts.incrementIfPresent(rank: rank) { counts.insert(.text, rank: rank) }
/// counts.byKey   // [.text: 1]
/// ```
///
/// An install counts every attribute it changes, so the count is a few instructions:
/// a bit test on the key's apply rank finds whether the key has an entry, and the number
/// of bits below it is the entry's index (entries are kept in rank order). Keys are
/// copied into an entry only the first time they change. Custom keys share one rank and
/// ranks past the bitmap are rare, so they are counted in a dictionary made on first use.
///
/// Threading: a value, owned by its widget (loop only).
struct ChangeCounts {
    /// Bit *r* is set when the key of apply rank *r* has an entry in `entries`.
    private var ranksSeen: UInt64 = 0
    /// The count per key, in apply-rank order: `entries[i]` belongs to the *i*-th bit set.
    private var entries: [(count: Int, key: AttributeKey)] = []
    /// Custom keys (they share one rank) and ranks the bitmap does not hold.
    private var otherCounts: [AttributeKey: Int]?

    /// Whether rank `rank` is counted in the bitmap (rather than `otherCounts`).
    private static func isInBitmap(_ rank: Int) -> Bool {
        rank >= 0 && rank < UInt64.bitWidth && rank != AttributeKey.customRank
    }

    /// Counts one change of the key of apply rank `rank` if that key was counted before.
    ///
    /// - Parameter rank: The key's ``AttributeKey/applyRank``.
    /// - Returns: `false` when the key has no entry yet (or is custom): call
    ///   ``insert(_:rank:)`` with the key then.
    /// - Complexity: O(1).
    @inline(__always)
    mutating func incrementIfPresent(rank: Int) -> Bool {
        guard Self.isInBitmap(rank) else { return false }
        let bit: UInt64 = 1 << UInt64(rank)
        guard ranksSeen & bit != 0 else { return false }
        entries[(ranksSeen & (bit &- 1)).nonzeroBitCount].count += 1
        return true
    }

    /// Counts one change of `key`, of apply rank `rank`, which
    /// ``incrementIfPresent(rank:)`` did not find.
    ///
    /// - Complexity: O(*k*) for *k* keys counted so far (an insertion in rank order);
    ///   once per key of the widget, and for every change of a custom key (a hash).
    mutating func insert(_ key: AttributeKey, rank: Int) {
        guard Self.isInBitmap(rank) else {
            otherCounts = otherCounts ?? [:]
            otherCounts?[key, default: 0] += 1
            return
        }
        let bit: UInt64 = 1 << UInt64(rank)
        if ranksSeen & bit != 0 {
            entries[(ranksSeen & (bit &- 1)).nonzeroBitCount].count += 1
            return
        }
        entries.insert((1, key), at: (ranksSeen & (bit &- 1)).nonzeroBitCount)
        ranksSeen |= bit
    }

    /// Every key counted, with its count.
    var byKey: [AttributeKey: Int] {
        var counts = otherCounts ?? [:]
        for entry in entries {
            counts[entry.key] = entry.count
        }
        return counts
    }
}
