public import Bindings
public import ComposerModel

/// A slider: a value inside a range, moved by a step.
///
/// ```swift
/// let volume = Slider()
/// volume.install([.range(min: 0, max: 10), .value(12), .step(0.5)] as Style)
/// volume.value   // 10: clamped into the range, reported as adjusted
/// ```
///
/// Accepts the common widget attributes, `onChange` (a `Double` handler) and:
/// - `range(min:max:)`, default `0...1`. A NaN or infinite bound, or `min`
///   above `max`, is rejected and the previous range stays. Installing a range
///   clamps the current value into it (silently: the value was valid when set).
/// - `value`, default 0 (clamped into the range). NaN is rejected; a value
///   outside the range is clamped and reported as adjusted. ComposerModel
///   installs `range` before `value` and re-installs `value` when `range`
///   changes, so a value clamped by an old range is restored by a wider one.
/// - `step`, default 0.1: the amount a key press moves the value. It must be
///   finite and above 0, else it is rejected. The value is not snapped to it.
///
/// The user's moves reach ``onValueChanged(_:)`` handlers and
/// ``bindValue(to:_:file:line:)``; installs never fire them (no echo).
///
/// Threading: loop only.
@LoopActor
open class Slider: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != Slider.self }

    /// `.horizontal`: a track is as fine as it is long.
    open override var defaultExpansion: Axis.Set { .horizontal }

    /// A Slider from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<Slider>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    public static let defaultRange: ClosedRange<Double> = 0...1
    public static let defaultStep = 0.1

    var storedRange = Slider.defaultRange
    var storedValue = 0.0
    var storedStep = Slider.defaultStep
    private var changeHandlers = EventHandlers<Double>()

    /// Runs `action` with the new value each time the user moves the slider.
    /// Installing `.value` never calls it (no echo).
    public func onValueChanged(_ action: @escaping @LoopActor (Double) -> Void) {
        changeHandlers.add(action)
    }

    /// Keeps the slider's value and a model property in step, both ways, as
    /// `TextField.bindText(to:_:file:line:)` keeps the text. A `didSet` that clamps or
    /// snaps the value shows the model's value.
    ///
    /// ```swift
    /// volumeSlider.bindValue(to: model, \.volume)
    /// ```
    ///
    /// - Parameters: As `TextField.bindText(to:_:file:line:)`; `keyPath` names the value property.
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindValue<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Double>, file: String = #fileID, line: Int = #line) -> Binding {
        bindBothWays(to: model, keyPath, file: file, line: line, shown: { .value($0) }, userChanges: onValueChanged)
    }

    /// The user moved the slider by `steps` steps (arrow keys), clamped to the range.
    /// The user set the value directly (dragging a windowing toolkit's scale): clamped to
    /// the range; runs the change handlers when it changed, unless disabled or hidden.
    ///
    /// ```swift
    /// volume.userDidChangeValue(to: 0.75)
    /// ```
    /// - Parameter newValue: The value chosen; NaN is ignored.
    public func userDidChangeValue(to newValue: Double) {
        guard isEnabled, !isHidden, !newValue.isNaN else { return }
        let clamped = min(max(newValue, range.lowerBound), range.upperBound)
        guard clamped != value else { return }
        storedValue = clamped
        markChangedByUser(.value)
        changeHandlers.send(value)
    }

    public func userDidMove(steps: Int) {
        guard isEnabled, !isHidden else { return }
        let moved = min(max(value + Double(steps) * step, range.lowerBound), range.upperBound)
        guard moved != value else { return }
        storedValue = moved
        markChangedByUser(.value)
        changeHandlers.send(value)
    }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .range(let lower, let upper):
            guard lower.isFinite, upper.isFinite else {
                return .rejected(reason: "range bounds must be finite (\(lower)...\(upper))")
            }
            guard lower <= upper else { return .rejected(reason: "range min \(lower) is above max \(upper)") }
            storedRange = lower...upper
            storedValue = value.clamped(to: range)
        case .value(let newValue):
            guard !newValue.isNaN else { return .rejected(reason: "value is NaN") }
            storedValue = newValue.clamped(to: range)
            if value != newValue { return .adjusted(reason: "value clamped to \(value)") }
        case .step(let newStep):
            guard newStep.isFinite, newStep > 0 else {
                return .rejected(reason: "step must be finite and above 0 (\(newStep))")
            }
            storedStep = newStep
        case .onChange(let handler): return changeHandlers.install(handler, as: "onChange")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .range:
            storedRange = Self.defaultRange
            storedValue = value.clamped(to: range)
        case .value: storedValue = 0.0.clamped(to: range)
        case .step: storedStep = Self.defaultStep
        case .onChange: changeHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension Slider: @LoopActor ExpressibleByArrayLiteral {}
