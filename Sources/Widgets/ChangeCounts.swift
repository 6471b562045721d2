import ComposerModel

/// How many times each built-in key was set or reset on one widget: what
/// ``Widget/changeCountByKey`` reads, with the widget's count of custom keys.
///
/// ```swift
/// var counts = ChangeCounts()
/// let rank = Attribute.text("a").applyRank
/// if !counts.incrementIfPresent(rank: rank) { counts.insert(.text, rank: rank) }
/// counts.byKey   // [.text: 1]
/// ```
///
/// An install counts every attribute it changes, so the count must be cheap:
/// a bit test on the key's apply rank finds whether the key has an entry, and the number
/// of bits below it is the entry's index (entries are kept in rank order). A key is
/// copied into an entry only the first time it changes. The first two counts are held in
/// the value itself, so in the widget, next to what else an install writes: counting them
/// loads no array (a widget is cold when an install comes, and an array's buffer is more
/// memory fetched after the widget's, and a uniqueness check). The keys,
/// which only ``byKey`` and a first change read, are an array of their own. Custom keys
/// share one rank, and ranks past the bitmap's 64 are rare keys (event handlers,
/// delegates, the last appearance keys): ``holds(rank:)`` is `false` for them and the
/// widget counts them in a dictionary of its own (`Widget.uncommonChangeCounts`).
///
/// Threading: a value, owned by its widget (loop only).
struct ChangeCounts {
    /// Bit *r* is set when the key of apply rank *r* has an entry.
    private var ranksSeen: UInt64 = 0
    /// The counts of entries 0 and 1: entry *i* belongs to the *i*-th bit set.
    private var firstCount = 0
    private var secondCount = 0
    /// The counts of entries 2 and later (`laterCounts[i - 2]` for entry *i*).
    private var laterCounts: [Int] = []
    /// The key per entry, in apply-rank order. Last: in the widget, it lies past the lines
    /// an install touches.
    private var keys: [AttributeKey] = []

    /// Whether keys of apply rank `rank` are counted here: built-in keys of ranks 0 to 63.
    @inline(__always)
    static func holds(rank: Int) -> Bool {
        rank >= 0 && rank < UInt64.bitWidth && rank != AttributeKey.customRank
    }

    /// Counts one change of the key of apply rank `rank` if that key was counted before.
    ///
    /// - Parameter rank: The key's ``AttributeKey/applyRank``.
    /// - Returns: `false` when the key has no entry yet, or is not held here (see
    ///   ``holds(rank:)``): call ``insert(_:rank:)`` for a key of a held rank then.
    /// - Complexity: O(1).
    @inline(__always)
    mutating func incrementIfPresent(rank: Int) -> Bool {
        guard Self.holds(rank: rank) else { return false }
        let bit: UInt64 = 1 << UInt64(rank)
        guard ranksSeen & bit != 0 else { return false }
        incrementEntry((ranksSeen & (bit &- 1)).nonzeroBitCount)
        return true
    }

    @inline(__always)
    private mutating func incrementEntry(_ index: Int) {
        switch index {
        case 0: firstCount += 1
        case 1: secondCount += 1
        default: incrementLaterEntry(index)
        }
    }

    /// Out of line: inlined into ``incrementPresent(ranks:)``'s loop, the optimizer made
    /// `laterCounts` unique before the loop, copying the empty array on every install of a
    /// widget with two counts or fewer (and a `swift_release`).
    @inline(never)
    private mutating func incrementLaterEntry(_ index: Int) {
        laterCounts[index - 2] += 1
    }

    /// Counts one change of each key whose apply rank is a bit of `ranks` and that was
    /// counted before: what one install changed, counted with one access to the counts.
    ///
    /// - Parameter ranks: Bit *r* set for a change of the key of rank *r* (ranks
    ///   ``holds(rank:)`` accepts; a delta changes each key once).
    /// - Returns: The bits of `ranks` whose keys have no entry yet: call
    ///   ``insert(_:rank:)`` for each.
    /// - Complexity: O(*c*) for *c* bits set in `ranks`.
    @inline(__always)
    mutating func incrementPresent(ranks: UInt64) -> UInt64 {
        var remaining = ranks & ranksSeen
        // The entries in rank order, one index per bit of `ranksSeen`, up to the highest
        // changed rank: a widget counts a few keys, and the number of bits below each
        // changed rank (`nonzeroBitCount`, a software population count on the baseline
        // x86-64 the package builds for) is paid per changed key.
        var seen = ranksSeen
        var index = 0
        while remaining != 0 {
            let bit = seen & (0 &- seen)
            if remaining & bit != 0 {
                incrementEntry(index)
                remaining &= ~bit
            }
            seen &= seen &- 1
            index += 1
        }
        return ranks & ~ranksSeen
    }

    /// Counts the first change of `key`, of apply rank `rank`: a rank ``holds(rank:)``
    /// accepts and ``incrementIfPresent(rank:)`` did not find.
    ///
    /// - Complexity: O(1) amortized for a key of a rank above every rank counted so far
    ///   (an install brings its keys in apply order), O(*k*) otherwise for *k* keys;
    ///   once per key of the widget.
    mutating func insert(_ key: AttributeKey, rank: Int) {
        let bit: UInt64 = 1 << UInt64(rank)
        precondition(Self.holds(rank: rank) && ranksSeen & bit == 0, "rank \(rank) counted already or not held")
        let index = (ranksSeen & (bit &- 1)).nonzeroBitCount
        let entryCount = keys.count
        if index >= 2 {
            laterCounts.insert(1, at: index - 2)
        } else {
            // Entry 1 (if any) moves to the array, entry 0 to entry 1 for a new first entry.
            if entryCount >= 2 { laterCounts.insert(secondCount, at: 0) }
            if index == 0 {
                secondCount = firstCount
                firstCount = 1
            } else {
                secondCount = 1
            }
        }
        if index == entryCount {
            keys.append(key)
        } else {
            keys.insert(key, at: index)
        }
        ranksSeen |= bit
    }

    /// The count per entry, in apply-rank order.
    private var counts: [Int] {
        [firstCount, secondCount].prefix(keys.count) + laterCounts
    }

    /// Counts the keys of `changes` whose apply rank is a bit of `ranks`: keys changed for
    /// the first time (what ``incrementPresent(ranks:)`` returned).
    ///
    /// - Complexity: O(*c*) for *c* changes, and one allocation; once per key of the widget.
    mutating func insertFirstChanges(ofRanks ranks: UInt64, in changes: [StyleChange]) {
        keys.reserveCapacity(keys.count + ranks.nonzeroBitCount)
        for index in changes.indices {
            let rank = changes[index].applyRank
            guard Self.holds(rank: rank), ranks & (1 << UInt64(rank)) != 0 else { continue }
            insert(changes[index].key, rank: rank)
        }
    }

    /// Counts the keys of the attributes at `positions` whose apply rank is a bit of
    /// `ranks`: ``insertFirstChanges(ofRanks:in:)`` for a direct install, which has positions
    /// of a style rather than changes.
    ///
    /// - Complexity: O(*k*) for *k* positions, and one allocation; once per key of the widget.
    mutating func insertFirstChanges(ofRanks ranks: UInt64, atPositions positions: UInt64, of attributes: [Attribute]) {
        keys.reserveCapacity(keys.count + ranks.nonzeroBitCount)
        var remaining = positions
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            let rank = attributes[index].applyRank
            guard Self.holds(rank: rank), ranks & (1 << UInt64(rank)) != 0 else { continue }
            insert(attributes[index].key, rank: rank)
        }
    }

    /// Every key counted, with its count.
    var byKey: [AttributeKey: Int] {
        Dictionary(uniqueKeysWithValues: zip(keys, counts))
    }
}
