import ComposerModel

// Plain setter for an activity indicator; see Widget+PlainCode.swift.
extension ActivityIndicator {
    /// Whether the indicator spins (`.animating`).
    ///
    /// ```swift
    /// spinner.isAnimating = true
    /// ```
    public var isAnimating: Bool {
        get { storedIsAnimating }
        set { set(.animating(newValue)) }
    }
}
