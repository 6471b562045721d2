import ComposerModel

// Plain setter for a switch; see Widget+PlainCode.swift.
extension Switch {
    /// Whether the switch is on (`.isOn`); never runs the change handlers.
    ///
    /// ```swift
    /// pause.isOn = true
    /// ```
    public var isOn: Bool {
        get { storedIsOn }
        set { set(.isOn(newValue)) }
    }
}
