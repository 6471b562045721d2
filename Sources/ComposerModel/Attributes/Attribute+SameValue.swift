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
        sameValueIfSameKey(as: other) ?? false
    }

    /// Whether `self` and `other` show the same thing, or `nil` when they set different keys.
    ///
    /// ```swift
    /// Attribute.text("a").sameValueIfSameKey(as: .text("a"))       // true
    /// Attribute.text("a").sameValueIfSameKey(as: .text("b"))       // false
    /// Attribute.text("a").sameValueIfSameKey(as: .hidden(true))    // nil
    /// ```
    ///
    /// - Parameter other: The attribute at the same position of the other style.
    /// - Returns: `nil` when the keys differ, else whether the values are the same.
    /// - Complexity: O(1) for attributes without arrays; O(*n*) in an array payload's length.
    @inline(__always)
    package func sameValueIfSameKey(as other: Attribute) -> Bool? {
        switch alignedComparison(with: other) {
        case .otherKey: return nil
        case .sameValue: return true
        case .changed: return false
        }
    }

    /// Compares `self` with `other`, the attribute at the same position of another style: the
    /// aligned diff's one comparison per position, which also tells a changed key's rank.
    ///
    /// ```swift
    /// Attribute.text("a").alignedComparison(with: .text("b"))   // .changed(rank: 10)
    /// ```
    ///
    /// The cases style functions use most (text, colors, flags, numbers) compare their
    /// payloads directly: one jump on `self`'s case, one test of `other`'s, no copy of either,
    /// and the rank a constant of the case. The derived `==` this replaces switched over both
    /// sides in a tuple and, when the values differed, was followed by two NaN scans and two
    /// rank lookups to tell a changed value from another key (measured: PerformanceHistory.md).
    /// The rare cases go through ranks and the general comparison.
    ///
    /// Inlined: in ``Style/changedPositions(from:)``'s walk the compiler then compares the
    /// old style's attribute where its array holds it instead of copying it out first.
    ///
    /// - Parameter other: The attribute at the same position of the other style.
    /// - Returns: The verdict, with the rank when the value changed.
    /// - Complexity: O(1) for attributes without arrays; O(*n*) in an array payload's length.
    @inline(__always)
    package func alignedComparison(with other: Attribute) -> AlignedComparison {
        switch self {
        case .text(let value):
            if case .text(let otherValue) = other { return AlignedComparison(same: value == otherValue, rank: AttributeKey.text.applyRank) }
        case .placeholder(let value):
            if case .placeholder(let otherValue) = other { return AlignedComparison(same: value == otherValue, rank: AttributeKey.placeholder.applyRank) }
        case .identifier(let value):
            if case .identifier(let otherValue) = other { return AlignedComparison(same: value == otherValue, rank: AttributeKey.identifier.applyRank) }
        case .title(let value, let state):
            if case .title(let otherValue, let otherState) = other, state == otherState { return AlignedComparison(same: value == otherValue, rank: AttributeKey.title(state).applyRank) }
        case .textColor(let color):
            if case .textColor(let otherColor) = other { return AlignedComparison(same: color == otherColor, rank: AttributeKey.textColor.applyRank) }
        case .backgroundColor(let color):
            if case .backgroundColor(let otherColor) = other { return AlignedComparison(same: color == otherColor, rank: AttributeKey.backgroundColor.applyRank) }
        case .tintColor(let color):
            if case .tintColor(let otherColor) = other { return AlignedComparison(same: color == otherColor, rank: AttributeKey.tintColor.applyRank) }
        case .borderColor(let color):
            if case .borderColor(let otherColor) = other { return AlignedComparison(same: color == otherColor, rank: AttributeKey.borderColor.applyRank) }
        case .buttonImage(let image, let state):
            if case .buttonImage(let otherImage, let otherState) = other, state == otherState { return AlignedComparison(same: image == otherImage, rank: AttributeKey.buttonImage(state).applyRank) }
        case .titleColor(let color, let state):
            if case .titleColor(let otherColor, let otherState) = other, state == otherState { return AlignedComparison(same: color == otherColor, rank: AttributeKey.titleColor(state).applyRank) }
        case .hidden(let flag):
            if case .hidden(let otherFlag) = other { return AlignedComparison(same: flag == otherFlag, rank: AttributeKey.hidden.applyRank) }
        case .enabled(let flag):
            if case .enabled(let otherFlag) = other { return AlignedComparison(same: flag == otherFlag, rank: AttributeKey.enabled.applyRank) }
        case .isOn(let flag):
            if case .isOn(let otherFlag) = other { return AlignedComparison(same: flag == otherFlag, rank: AttributeKey.isOn.applyRank) }
        case .progress(let number):
            if case .progress(let otherNumber) = other { return AlignedComparison(same: number.isSameValue(as: otherNumber), rank: AttributeKey.progress.applyRank) }
        case .value(let number):
            if case .value(let otherNumber) = other { return AlignedComparison(same: number.isSameValue(as: otherNumber), rank: AttributeKey.value.applyRank) }
        case .width(let number):
            if case .width(let otherNumber) = other { return AlignedComparison(same: number.isSameValue(as: otherNumber), rank: AttributeKey.width.applyRank) }
        case .height(let number):
            if case .height(let otherNumber) = other { return AlignedComparison(same: number.isSameValue(as: otherNumber), rank: AttributeKey.height.applyRank) }
        case .opacity(let number):
            if case .opacity(let otherNumber) = other { return AlignedComparison(same: number.isSameValue(as: otherNumber), rank: AttributeKey.opacity.applyRank) }
        case .spacing(let number):
            if case .spacing(let otherNumber) = other { return AlignedComparison(same: number.isSameValue(as: otherNumber), rank: AttributeKey.spacing.applyRank) }
        case .numberOfLines(let number):
            if case .numberOfLines(let otherNumber) = other { return AlignedComparison(same: number == otherNumber, rank: AttributeKey.numberOfLines.applyRank) }
        case .selectedIndex(let number):
            if case .selectedIndex(let otherNumber) = other { return AlignedComparison(same: number == otherNumber, rank: AttributeKey.selectedIndex.applyRank) }
        case .accessibilityLabel(let value):
            if case .accessibilityLabel(let otherValue) = other { return AlignedComparison(same: value == otherValue, rank: AttributeKey.accessibilityLabel.applyRank) }
        case .accessibilityHint(let value):
            if case .accessibilityHint(let otherValue) = other { return AlignedComparison(same: value == otherValue, rank: AttributeKey.accessibilityHint.applyRank) }
        case .accessibilityHidden(let flag):
            if case .accessibilityHidden(let otherFlag) = other { return AlignedComparison(same: flag == otherFlag, rank: AttributeKey.accessibilityHidden.applyRank) }
        case .custom(let custom):
            if case .custom(let otherCustom) = other, custom.key == otherCustom.key { return AlignedComparison(same: custom == otherCustom, rank: AttributeKey.customRank) }
        default:
            let rank = applyRank
            guard rank == other.applyRank else { return .otherKey }
            return AlignedComparison(same: isSameValueInGeneral(as: other), rank: rank)
        }
        return .otherKey
    }

    /// `isSameValue(as:)` for any two attributes: `==`, then NaNs in the same places.
    private func isSameValueInGeneral(as other: Attribute) -> Bool {
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

extension Double {
    /// The sameness of ``Attribute/isSameValue(as:)`` for one number: equal (so `-0.0` is
    /// `0.0`), or NaN on both sides describing alike, sign and payload included, as in the
    /// whole attribute's description.
    fileprivate func isSameValue(as other: Double) -> Bool {
        self == other || (isNaN && other.isNaN && debugDescription == other.debugDescription)
    }
}
