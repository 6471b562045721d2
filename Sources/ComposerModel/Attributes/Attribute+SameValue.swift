extension Attribute {
    /// Whether `self` and `other` show the same thing: equal, or equal but for
    /// NaN values in the same places.
    ///
    /// ```swift
    /// Attribute.progress(.nan) == .progress(.nan)              // false: NaN is not equal to itself
    /// Attribute.progress(.nan).isSameValue(as: .progress(.nan)) // true
    /// ```
    ///
    /// Styles compare and diff with this, so that a value that stays NaN is
    /// not installed again at every flush (and the delta from a style to
    /// itself is always empty).
    ///
    /// - Complexity: O(1) for attributes without NaN, as `==`.
    func isSameValue(as other: Attribute) -> Bool {
        if self == other { return true }
        guard containsNaN, other.containsNaN else { return false }
        // Same case and same values but for NaNs, which describe alike.
        return String(describing: self) == String(describing: other)
    }

    /// Whether a floating-point value this attribute holds is NaN.
    private var containsNaN: Bool {
        switch self {
        case .range(let min, let max):
            return min.isNaN || max.isNaN
        case .step(let value), .value(let value), .progress(let value), .spacing(let value), .contentOffset(let value),
             .width(let value), .height(let value), .opacity(let value), .cornerRadius(let value), .borderWidth(let value):
            return value.isNaN
        case .font(let font):
            return font.size?.isNaN ?? false
        case .margins(let insets), .padding(let insets):
            return insets.top.isNaN || insets.leading.isNaN || insets.bottom.isNaN || insets.trailing.isNaN
        default:
            return false
        }
    }
}
