import ComposerModel

// Plain setter for a progress bar; see Widget+PlainCode.swift.
extension ProgressBar {
    /// The progress from 0 to 1 (`.progress`); a value outside is clamped and reported,
    /// NaN is rejected.
    ///
    /// ```swift
    /// upload.progress = 0.5
    /// ```
    public var progress: Double {
        get { storedProgress }
        set { set(.progress(newValue)) }
    }
}
