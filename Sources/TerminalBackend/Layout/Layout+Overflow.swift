import Widgets

/// A vertical stack taller than its room (a screen on a small terminal): what gives way.
///
/// ```swift
/// // title, a 10-row list, status and help, spacing 1, on 6 rows:
/// Layout.fitOverflowing(6, preferred: [1, 10, 1, 1], spacing: 1, scrolls: [false, true, false, false])
/// // ([1, 3, 1, 1], 0): no blank row between them, the list scrolls, status and help stay
/// ```
///
/// Shrinking from the end would cut off a screen's status and help lines while the
/// blank rows of its spacing remain. Instead, in this order:
/// 1. the spacing shrinks (to 0 at worst): no blank row stays while content is cut;
/// 2. the subviews that scroll their content (a list, a scroll view: their presentation's
///    `terminalScrollsToFit`) shrink, the last first, down to one row each;
/// 3. the middle gives way: the first and last subviews keep their rows longest, then the
///    second and the second to last, and so on inwards; the subview where the room runs
///    out is clipped, those nearer the middle get no row.
extension Layout {
    /// Lengths and spacing for subviews whose preferred lengths and spacing do not fit
    /// in `available` rows.
    ///
    /// - Parameters:
    ///   - available: The rows of the stack's content area.
    ///   - preferred: Each subview's preferred length.
    ///   - spacing: The stack's spacing.
    ///   - scrolls: Which subviews scroll their content, and so give way first.
    /// - Returns: Each subview's length (their sum and the spacing at most `available`),
    ///   and the spacing to use.
    nonisolated static func fitOverflowing(_ available: Int, preferred: [Int], spacing: Int, scrolls: [Bool])
        -> (lengths: [Int], spacing: Int) {
        let count = preferred.count
        guard count > 0 else { return ([], spacing) }
        let available = max(0, available)
        let gaps = count - 1
        let total = preferred.reduce(0, +)
        if total <= available {
            return (preferred, gaps == 0 ? spacing : min(spacing, (available - total) / gaps))
        }
        var lengths = preferred
        var excess = total - available
        for index in (0..<count).reversed() where excess > 0 && scrolls.indices.contains(index) && scrolls[index] {
            let cut = min(excess, max(0, lengths[index] - 1))
            lengths[index] -= cut
            excess -= cut
        }
        guard excess > 0 else { return (lengths, 0) }
        var remaining = available
        var fitted = Array(repeating: 0, count: count)
        for index in outsideIn(count) {
            fitted[index] = min(lengths[index], remaining)
            remaining -= fitted[index]
        }
        return (fitted, 0)
    }

    /// `0, count - 1, 1, count - 2, …`: the subviews from the ends inwards.
    nonisolated private static func outsideIn(_ count: Int) -> [Int] {
        var order: [Int] = []
        var (low, high) = (0, count - 1)
        while low <= high {
            order.append(low)
            if high != low { order.append(high) }
            low += 1
            high -= 1
        }
        return order
    }
}
