import ComposerModel

// Plain setters for a segmented control; see Widget+PlainCode.swift.
extension SegmentedControl {
    /// The segments' titles (`.segments`); a selection they no longer contain becomes -1.
    public var segments: [String] {
        get { storedSegments }
        set { set(.segments(newValue)) }
    }

    /// The selected segment, -1 for none (`.selectedIndex`); an index outside
    /// `-1..<segments.count` is rejected and reported. Never runs the selection handlers.
    ///
    /// ```swift
    /// period.selectedIndex = 2
    /// ```
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { set(.selectedIndex(newValue)) }
    }
}
