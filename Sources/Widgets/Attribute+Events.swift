import Bindings
public import ComposerModel

/// Event handlers as attributes: a style can carry a button's action (ViewComposer's
/// `.target`) and a control's change handler, and merge and diff them as any attribute.
///
/// ```swift
/// let primary: Style = [.backgroundColor(.blue), .onPress { model.logIn() }]
/// let slider: Style = [.range(0...10), .onChange { (value: Double) in model.volume = value }]
/// ```
///
/// A style holds one handler per event key. Installing a handler replaces the one an
/// earlier style installed for that event; removing it from the style (the next delta)
/// removes it from the widget. Handlers added in code (`onPress(_:)`,
/// `onValueChanged(_:)`, …) are separate and additive; the style's handler runs first.
/// Handlers compare by identity (``EventAction``): the same action is no change.
extension Attribute {
    /// What a button runs when the user presses it.
    ///
    /// - Parameter action: Runs on the loop, once per press.
    /// - Returns: An `.onPress` attribute with a new handler identity.
    public static func onPress(_ action: @escaping @LoopActor () -> Void) -> Attribute {
        .onPress(EventAction(action).handler)
    }

    /// What a button runs when the user presses it, an action made once.
    ///
    /// - Parameter action: The action; its identity is the handler's.
    /// - Returns: An `.onPress` attribute.
    public static func onPress(_ action: EventAction<Void>) -> Attribute {
        .onPress(action.handler)
    }

    /// What a control runs with its new value after each user change: `Double` for a
    /// slider, `Bool` for a switch, `Int` (the index) for a segmented control, `String`
    /// for a text field or text view. A widget given a handler of another value type
    /// rejects it with a diagnostic.
    ///
    /// - Parameter action: Runs on the loop with the new value.
    /// - Returns: An `.onChange` attribute with a new handler identity.
    public static func onChange<Value>(_ action: @escaping @LoopActor (Value) -> Void) -> Attribute {
        .onChange(EventAction(action).handler)
    }

    /// What a control runs with its new value, an action made once.
    ///
    /// - Parameter action: The action; its identity is the handler's.
    /// - Returns: An `.onChange` attribute.
    public static func onChange<Value>(_ action: EventAction<Value>) -> Attribute {
        .onChange(action.handler)
    }

    /// What a text field runs with its text when the user presses Return.
    ///
    /// - Parameter action: Runs on the loop with the field's text.
    /// - Returns: An `.onSubmit` attribute with a new handler identity.
    public static func onSubmit(_ action: @escaping @LoopActor (String) -> Void) -> Attribute {
        .onSubmit(EventAction(action).handler)
    }

    /// What a text field runs when the user presses Return, an action made once.
    ///
    /// - Parameter action: The action; its identity is the handler's.
    /// - Returns: An `.onSubmit` attribute.
    public static func onSubmit(_ action: EventAction<String>) -> Attribute {
        .onSubmit(action.handler)
    }
}
