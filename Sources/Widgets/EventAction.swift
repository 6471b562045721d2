import Bindings
public import ComposerModel

/// A closure run on the loop when a widget event happens, with an identity, so
/// that a style can carry it (`.onPress(_:)`, `.onChange(_:)`, `.onSubmit(_:)`).
///
/// Two actions are the same handler only when they are the same object: make
/// an action once and reuse it where a style is built again and again (a
/// binding's style function runs at every flush), so that the delta does not
/// replace the handler each time.
///
/// ```swift
/// let logIn = EventAction { model.logIn() }
/// loginButton.bind(to: model) { model in [.title(model.title, for: .normal), .onPress(logIn)] }
/// ```
///
/// A closure written inline (`.onPress { … }`) is boxed anew each time the
/// expression runs: fine for literals and styles built once.
///
/// Threading: built anywhere (it is `Sendable`); ``run`` runs on the loop only.
public final class EventAction<Payload>: Sendable {
    /// The closure a widget runs with the event's value.
    public let run: @LoopActor (Payload) -> Void

    /// An action running `run` with the event's value.
    ///
    /// - Parameter run: The closure to run on the loop.
    public init(_ run: @escaping @LoopActor (Payload) -> Void) {
        self.run = run
    }

    /// The handler a style holds for this action (its identity is this object's).
    public var handler: EventHandler { EventHandler(self) }
}

extension EventAction where Payload == Void {
    /// An action for events without a value (a press).
    ///
    /// ```swift
    /// let logIn = EventAction { model.logIn() }
    /// ```
    ///
    /// - Parameter run: The closure to run on the loop.
    public convenience init(_ run: @escaping @LoopActor () -> Void) {
        self.init { (_: Void) in run() }
    }
}
