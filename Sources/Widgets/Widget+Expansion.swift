public import ComposerModel

// The expand flag per axis: which widgets take a stack's slack (see Layout.md in the docs).
extension Widget {
    /// The axes along which the widget takes a share of its stack's slack: an `.expands`
    /// attribute's, or else the widget kind's ``defaultExpansion``. Setting it installs
    /// `.expands`.
    ///
    /// ```swift
    /// let bar = ProgressBar()
    /// bar.expansion            // .horizontal: a bar grows with its row
    /// bar.expansion = []       // stays at its own width
    /// ```
    public var expansion: Axis.Set {
        get { storedExpansion ?? defaultExpansion }
        set { set(.expands(newValue)) }
    }

    /// Whether the widget takes a share of its stack's slack along `axis`: its
    /// ``expansion`` names the axis and it has no explicit length on it (an explicit
    /// `width` or `height` wins). The same rule on every backend.
    ///
    /// ```swift
    /// let field: TextField = [.width(20)]
    /// field.expands(along: .horizontal)   // false: 20 wide, whatever the row
    /// ```
    ///
    /// - Parameter axis: The axis.
    /// - Returns: `true` when the widget grows along `axis`.
    public func expands(along axis: Axis) -> Bool {
        if (axis == .horizontal ? storedWidth : storedHeight) != nil { return false }
        return (storedExpansion ?? defaultExpansion).contains(axis)
    }
}
