public import Bindings

// The projected two-way forms, removed because they set the property's storage and skipped
// its `didSet`: kept as unavailable declarations for one release, so that old code gets
// an error naming the key-path form instead of "missing argument for parameter 'to'".

extension TextField {
    /// Removed: use ``bindText(to:_:file:line:)``, which writes through the model's key path
    /// so that the property's `didSet` runs.
    ///
    /// ```swift
    /// filterField.bindText(to: model, \.filter)   // was: filterField.bindText(model.$filter)
    /// ```
    @available(*, unavailable, message: "write through the model's key path so that didSet runs: bindText(to: model, \\.property)")
    @discardableResult
    public func bindText(_ property: ObservedProperty<String>, file: String = #fileID, line: Int = #line) -> Binding {
        fatalError("unavailable")
    }
}

extension Switch {
    /// Removed: use ``bindIsOn(to:_:file:line:)``, which writes through the model's key path
    /// so that the property's `didSet` runs.
    ///
    /// ```swift
    /// pauseSwitch.bindIsOn(to: model, \.paused)   // was: pauseSwitch.bindIsOn(model.$paused)
    /// ```
    @available(*, unavailable, message: "write through the model's key path so that didSet runs: bindIsOn(to: model, \\.property)")
    @discardableResult
    public func bindIsOn(_ property: ObservedProperty<Bool>, file: String = #fileID, line: Int = #line) -> Binding {
        fatalError("unavailable")
    }
}

extension Slider {
    /// Removed: use ``bindValue(to:_:file:line:)``, which writes through the model's key path
    /// so that the property's `didSet` runs.
    ///
    /// ```swift
    /// volumeSlider.bindValue(to: model, \.volume)   // was: volumeSlider.bindValue(model.$volume)
    /// ```
    @available(*, unavailable, message: "write through the model's key path so that didSet runs: bindValue(to: model, \\.property)")
    @discardableResult
    public func bindValue(_ property: ObservedProperty<Double>, file: String = #fileID, line: Int = #line) -> Binding {
        fatalError("unavailable")
    }
}
