public import ComposerModel

// Plain setters for a stack's layout; see Widget+PlainCode.swift.
extension StackView {
    /// The direction the arranged views run in (`.axis`).
    ///
    /// ```swift
    /// row.axis = .horizontal
    /// ```
    public var axis: Axis {
        get { storedAxis }
        set { set(.axis(newValue)) }
    }

    /// The space between arranged views (`.spacing`); a NaN, infinite or negative
    /// spacing is rejected and reported.
    public var spacing: Double {
        get { storedSpacing }
        set { set(.spacing(newValue)) }
    }

    /// How the arranged views share the stack's length (`.distribution`).
    public var distribution: Distribution {
        get { storedDistribution }
        set { set(.distribution(newValue)) }
    }

    /// How the arranged views are placed across the axis (`.alignment`).
    public var alignment: StackAlignment {
        get { storedAlignment }
        set { set(.alignment(newValue)) }
    }
}
