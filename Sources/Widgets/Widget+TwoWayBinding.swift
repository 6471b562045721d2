import Bindings
import ComposerModel

// Two-way bindings: the model reaches the widget through the flush, the user's
// edits reach the model through the widget's event, written through the model's
// property (its key path), so the property's `didSet` and observers run.
// Installs never fire user events (no echo). An edit is delivered to the model
// at once, and the binding learns what the widget now shows: the flush that
// follows installs nothing when the model kept the edit (nothing is overwritten),
// and the model's value when its `didSet` normalised or rejected it. Each widget's
// `bind…(to:_:)` (`TextField.bindText`, `Switch.bindIsOn`, `Slider.bindValue`,
// `IndexSelecting.bindSelectedIndex`) is `bindBothWays` with its attribute and its user event.

extension Widget {
    /// Binds the attribute `shown` makes of the model's property to this widget, and
    /// writes each value the user picks into that property: every two-way binding.
    ///
    /// ```swift
    /// bindBothWays(to: model, \.paused, file: file, line: line, shown: { .isOn($0) }, userChanges: onValueChanged)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the widget).
    ///   - keyPath: The model's property.
    ///   - file: Where the binding is made, for diagnostics.
    ///   - line: Where the binding is made, for diagnostics.
    ///   - shown: The attribute the widget shows for a value.
    ///   - userChanges: Adds a handler of the widget's user event for that value.
    /// - Returns: The binding; disposing it ends both directions.
    func bindBothWays<Model: AnyObject, Value>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>, file: String, line: Int,
        shown: @escaping @LoopActor (Value) -> Attribute,
        userChanges: (@escaping @LoopActor (Value) -> Void) -> Void
    ) -> Binding {
        let binding = bind(to: model, file: file, line: line) { model in [shown(model[keyPath: keyPath])] }
        userChanges(TwoWayWriter(model: model, keyPath: keyPath, binding: binding, shown: shown).write)
        return binding
    }
}

/// Writes a user's change into a model property, for a two-way binding.
///
/// Holds the model and the binding weakly: once either is gone (or the binding
/// disposed) a user's change writes nothing. The widget's event handler, which
/// cannot be removed, holds this.
///
/// Threading: loop only (widget events are delivered on the loop).
@LoopActor
private struct TwoWayWriter<Model: AnyObject, Value> {
    weak var model: Model?
    let keyPath: ReferenceWritableKeyPath<Model, Value>
    weak var binding: Binding?
    /// The attribute the widget shows for a value.
    let shown: @LoopActor (Value) -> Attribute

    /// Tells the binding what the widget shows now, then sets the model's property
    /// (running its `didSet`); the flush that follows shows the model's value.
    func write(_ value: Value) {
        guard let model, let binding, !binding.isDisposed else { return }
        binding.targetShows(shown(value))
        model[keyPath: keyPath] = value
    }
}
