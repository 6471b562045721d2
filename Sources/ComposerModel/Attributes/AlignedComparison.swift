/// What comparing two attributes at the same position of two styles finds: another key, the
/// same value, or a changed value with its key's apply rank.
///
/// ```swift
/// Attribute.text("a").alignedComparison(with: .text("b"))     // .changed(rank: AttributeKey.text.applyRank)
/// Attribute.text("a").alignedComparison(with: .text("a"))     // .sameValue
/// Attribute.text("a").alignedComparison(with: .hidden(true))  // .otherKey
/// ```
///
/// The rank comes with the verdict because the comparison's switch already knows the case:
/// asking ``Attribute/applyRank`` afterwards copied the attribute out of its style, called
/// the getter and destroyed the copy, once per changed position (measured:
/// PerformanceHistory.md).
package enum AlignedComparison: Equatable, Sendable {
    /// The two attributes set different keys.
    case otherKey
    /// Same key, and the values show the same thing (``Attribute/isSameValue(as:)``).
    case sameValue
    /// Same key, another value; `rank` is the key's ``AttributeKey/applyRank``.
    case changed(rank: Int)

    /// The verdict for two attributes of the key of `rank`, whose values are `same` or not.
    @inline(__always)
    package init(same: Bool, rank: Int) {
        self = same ? .sameValue : .changed(rank: rank)
    }
}
