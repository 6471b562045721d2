public import Bindings
import ComposerModel

// Two-way bindings: the model reaches the widget through the flush, the user's
// edits reach the model through the widget's event, written through the model's
// property (its key path), so the property's `didSet` and observers run.
// Installs never fire user events (no echo). An edit is delivered to the model
// at once, and the binding learns what the widget now shows: the flush that
// follows installs nothing when the model kept the edit (nothing is overwritten),
// and the model's value when its `didSet` normalised or rejected it.

extension TextField {
    /// Keeps the field's text and a model property in step, both ways.
    ///
    /// ```swift
    /// @LoopActor final class MonitorModel {
    ///     // A wrapped property set in its own didSet runs didSet again: guard it.
    ///     @Observed var filter = "" { didSet { if filter != filter.lowercased() { filter = filter.lowercased() } } }
    /// }
    /// filterField.bindText(to: model, \.filter)   // typing "NGINX" sets filter, the field shows "nginx"
    /// ```
    ///
    /// Each user edit sets `model[keyPath: keyPath]` at once, through the property's
    /// setter: its `didSet` and other observers run. The model's own changes reach the
    /// field at the next flush when the property is `@Observed` (or a computed property
    /// over `@Observed` ones) or `model` is `@Observable`. After an edit, the next flush
    /// shows the model's value: the edit itself, or what `didSet` made of it.
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the field).
    ///   - keyPath: The model's text property.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindText<Model: AnyObject>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, String>,
        file: String = #fileID, line: Int = #line
    ) -> Binding {
        let binding = bind(to: model, file: file, line: line) { model in [.text(model[keyPath: keyPath])] }
        onTextChanged(TwoWayWriter(model: model, keyPath: keyPath, binding: binding) { .text($0) }.write)
        return binding
    }
}

extension Switch {
    /// Keeps the switch and a model property in step, both ways.
    ///
    /// ```swift
    /// pauseSwitch.bindIsOn(to: model, \.paused)   // a toggle runs paused's didSet
    /// ```
    ///
    /// Each user toggle sets `model[keyPath: keyPath]` at once, through the property's
    /// setter: its `didSet` and other observers run. The model's own changes reach the
    /// switch at the next flush when the property is `@Observed` or `model` is
    /// `@Observable`; a `didSet` that refuses the toggle shows the model's value again.
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the switch).
    ///   - keyPath: The model's on/off property.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindIsOn<Model: AnyObject>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Bool>,
        file: String = #fileID, line: Int = #line
    ) -> Binding {
        let binding = bind(to: model, file: file, line: line) { model in [.isOn(model[keyPath: keyPath])] }
        onValueChanged(TwoWayWriter(model: model, keyPath: keyPath, binding: binding) { .isOn($0) }.write)
        return binding
    }
}

extension Slider {
    /// Keeps the slider's value and a model property in step, both ways.
    ///
    /// ```swift
    /// volumeSlider.bindValue(to: model, \.volume)
    /// ```
    ///
    /// Each user move sets `model[keyPath: keyPath]` at once, through the property's
    /// setter: its `didSet` and other observers run. The model's own changes reach the
    /// slider at the next flush when the property is `@Observed` or `model` is
    /// `@Observable`; a `didSet` that clamps or snaps the value shows the model's value.
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the slider).
    ///   - keyPath: The model's value property.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindValue<Model: AnyObject>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Double>,
        file: String = #fileID, line: Int = #line
    ) -> Binding {
        let binding = bind(to: model, file: file, line: line) { model in [.value(model[keyPath: keyPath])] }
        onValueChanged(TwoWayWriter(model: model, keyPath: keyPath, binding: binding) { .value($0) }.write)
        return binding
    }
}

extension SegmentedControl {
    /// Keeps the selected segment and a model property in step, both ways.
    ///
    /// ```swift
    /// periodControl.bindSelectedIndex(to: model, \.periodIndex)
    /// ```
    ///
    /// Each user selection sets `model[keyPath: keyPath]` at once, through the
    /// property's setter: its `didSet` and other observers run. The model's own changes
    /// reach the control at the next flush when the property is `@Observed` or `model`
    /// is `@Observable`; an index outside the segments is rejected with a diagnostic
    /// (-1 means no selection).
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the control).
    ///   - keyPath: The model's selected index.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindSelectedIndex<Model: AnyObject>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int>,
        file: String = #fileID, line: Int = #line
    ) -> Binding {
        let binding = bind(to: model, file: file, line: line) { model in [.selectedIndex(model[keyPath: keyPath])] }
        onSelectionChanged(TwoWayWriter(model: model, keyPath: keyPath, binding: binding) { .selectedIndex($0) }.write)
        return binding
    }
}

extension ListView {
    /// Keeps the selected row and a model property in step, both ways.
    ///
    /// ```swift
    /// jobList.bind(to: model) { model in [.items(model.jobs.map(\.item))] }
    /// jobList.bindSelectedIndex(to: model, \.selectedJob)
    /// ```
    ///
    /// Each user selection sets `model[keyPath: keyPath]` at once, through the
    /// property's setter: its `didSet` and other observers run. The model's own changes
    /// reach the list at the next flush when the property is `@Observed` or `model` is
    /// `@Observable`; an index outside the rows is rejected with a diagnostic (-1 means
    /// no selection). The ``ListViewDelegate`` still hears each selection.
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the list).
    ///   - keyPath: The model's selected row index.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindSelectedIndex<Model: AnyObject>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int>,
        file: String = #fileID, line: Int = #line
    ) -> Binding {
        let binding = bind(to: model, file: file, line: line) { model in [.selectedIndex(model[keyPath: keyPath])] }
        onSelectionChanged(TwoWayWriter(model: model, keyPath: keyPath, binding: binding) { .selectedIndex($0) }.write)
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
