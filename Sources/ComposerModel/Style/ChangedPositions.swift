/// What ``Style/changedPositions(from:)`` finds, with the apply ranks of the changed keys:
/// what a direct install applies and counts, worked out in the walk that compares.
///
/// ```swift
/// let old: Style = [.text("Count: 1"), .textColor(.green)]
/// let new: Style = [.text("Count: 2"), .textColor(.green)]
/// let changed = new.changedPositionsAndRanks(from: old)!
/// changed.positions   // 0b01: position 0, the text
/// changed.ranks       // 1 << AttributeKey.text.applyRank
/// ```
///
/// The walk has each changed attribute's rank in hand (it checks the apply order with it);
/// the widget, in another module, called ``Attribute/applyRank`` again per changed
/// attribute, a call and a copy of the attribute each.
@usableFromInline
package struct ChangedPositions: Equatable, Sendable {
    /// Bit *i* set when position *i* changed.
    @usableFromInline
    package var positions: UInt64
    /// Bit *r* set when the key of apply rank *r* changed, for ranks below 64.
    package var ranks: UInt64
    /// Whether a changed key has an apply rank of 64 or more, which ``ranks`` cannot hold.
    package var hasRankPast63: Bool

    /// Nothing changed.
    package static let none = ChangedPositions(positions: 0, ranks: 0, hasRankPast63: false)

    /// Notes that the attribute at `position`, of apply rank `rank`, changed.
    @inline(__always)
    mutating func add(position: Int, rank: Int) {
        positions |= 1 << UInt64(position)
        if rank < UInt64.bitWidth {
            ranks |= 1 << UInt64(rank)
        } else {
            hasRankPast63 = true
        }
    }
}
