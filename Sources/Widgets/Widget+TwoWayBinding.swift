import Bindings
import ComposerModel

// Two-way bindings: the model reaches the widget through the flush, the user's
// edits reach the model through the widget's event. Installs never fire user
// events (no echo), and an edit is delivered to the model at once, so the
// flush that follows installs the value the widget already shows: nothing is
// overwritten.

extension TextField {
    /// Keeps the field's text and `property` in step, both ways.
    ///
    /// ```swift
    /// email.bindText(model.$email)
    /// ```
    ///
    /// - Parameters:
    ///   - property: The model's text; held weakly, the binding ends with it.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding from the model to the field.
    @discardableResult
    public func bindText(_ property: ObservedProperty<String>, file: String = #fileID, line: Int = #line) -> Binding {
        onTextChanged { [weak property] text in property?.value = text }
        return bind(to: property, file: file, line: line) { property in [.text(property.value)] }
    }
}

extension Switch {
    /// Keeps the switch and `property` in step, both ways.
    ///
    /// ```swift
    /// autoCount.bindIsOn(model.$isRunning)
    /// ```
    ///
    /// - Parameters:
    ///   - property: The model's state; held weakly, the binding ends with it.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding from the model to the switch.
    @discardableResult
    public func bindIsOn(_ property: ObservedProperty<Bool>, file: String = #fileID, line: Int = #line) -> Binding {
        onValueChanged { [weak property] isOn in property?.value = isOn }
        return bind(to: property, file: file, line: line) { property in [.isOn(property.value)] }
    }
}

extension Slider {
    /// Keeps the slider's value and `property` in step, both ways.
    ///
    /// ```swift
    /// volume.bindValue(model.$volume)
    /// ```
    ///
    /// - Parameters:
    ///   - property: The model's value; held weakly, the binding ends with it.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding from the model to the slider.
    @discardableResult
    public func bindValue(_ property: ObservedProperty<Double>, file: String = #fileID, line: Int = #line) -> Binding {
        onValueChanged { [weak property] value in property?.value = value }
        return bind(to: property, file: file, line: line) { property in [.value(property.value)] }
    }
}
