import ComposerModel

// Plain setters for a slider; see Widget+PlainCode.swift. Validated as installs are:
// a value outside the range is clamped and reported, NaN is rejected.
extension Slider {
    /// The value (`.value`), clamped into ``range``; never runs the change handlers.
    ///
    /// ```swift
    /// volume.value = 12   // shows the range's max, and logs "value clamped to 10.0"
    /// ```
    public var value: Double {
        get { storedValue }
        set { set(.value(newValue)) }
    }

    /// The range (`.range(min:max:)`); a NaN or infinite bound is rejected. The value is
    /// clamped into the new range.
    public var range: ClosedRange<Double> {
        get { storedRange }
        set { set(.range(min: newValue.lowerBound, max: newValue.upperBound)) }
    }

    /// How far a key press moves the value (`.step`); must be finite and above 0.
    public var step: Double {
        get { storedStep }
        set { set(.step(newValue)) }
    }
}
