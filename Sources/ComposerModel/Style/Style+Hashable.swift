/// Styles can be set members and dictionary keys, agreeing with their
/// order-insensitive `==`.
///
/// ```swift
/// let a: Style = [.text("Hi"), .textColor(.red)]
/// let b: Style = [.textColor(.red), .text("Hi")]
/// Set([a, b]).count          // 1: same keys, same values
/// ```
///
/// As `==`, the hash ignores ``Style/diagnostics`` and the order attributes
/// were given in, and a NaN value hashes like any NaN for the same key.
extension Style: Hashable {
    /// - Complexity: O(*n*) in the number of attributes.
    public func hash(into hasher: inout Hasher) {
        // A wrapping sum is commutative, so the order attributes were given in
        // cannot change it; keys are distinct, so no two elements cancel out.
        var sum = 0
        for attribute in attributes {
            sum &+= attribute.hashValue
        }
        hasher.combine(attributes.count)
        hasher.combine(sum)
    }
}
