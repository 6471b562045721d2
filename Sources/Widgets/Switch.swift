public import Bindings
public import ComposerModel

/// An on/off switch.
///
/// ```swift
/// let wifi = Switch()
/// wifi.install([.isOn(true)] as Style)
/// wifi.isOn   // true
/// ```
///
/// Accepts the common widget attributes, `isOn` (default `false`) and `onChange` (a `Bool` handler).
/// The user's toggles reach ``onValueChanged(_:)`` handlers and
/// ``bindIsOn(to:_:file:line:)``; installs never fire them (no echo).
///
/// Threading: loop only.
@LoopActor
open class Switch: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != Switch.self }

    /// A Switch from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<Switch>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    var storedIsOn = false
    private var changeHandlers = EventHandlers<Bool>()

    /// Runs `action` with the new state each time the user flips the switch.
    /// Installing `.isOn` never calls it (no echo).
    ///
    /// ```swift
    /// autoCount.onValueChanged { model.isRunning = $0 }
    /// ```
    public func onValueChanged(_ action: @escaping @LoopActor (Bool) -> Void) {
        changeHandlers.add(action)
    }

    /// Keeps the switch and a model property in step, both ways, as `TextField.bindText(to:_:file:line:)`
    /// keeps the text. A `didSet` that refuses the toggle shows the model's value again.
    ///
    /// ```swift
    /// pauseSwitch.bindIsOn(to: model, \.paused)   // a toggle runs paused's didSet
    /// ```
    ///
    /// - Parameters: As `TextField.bindText(to:_:file:line:)`; `keyPath` names the on/off property.
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindIsOn<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Bool>, file: String = #fileID, line: Int = #line) -> Binding {
        bindBothWays(to: model, keyPath, file: file, line: line, shown: { .isOn($0) }, userChanges: onValueChanged)
    }

    /// The user flipped the switch, unless it is disabled or hidden.
    public func userDidToggle() {
        guard isEnabled, !isHidden else { return }
        storedIsOn.toggle()
        markChangedByUser(.isOn)
        changeHandlers.send(isOn)
    }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .isOn(let value): storedIsOn = value
        case .onChange(let handler): return changeHandlers.install(handler, as: "onChange")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .isOn: storedIsOn = false
        case .onChange: changeHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }
}

extension Switch: @LoopActor ExpressibleByArrayLiteral {}
