import Bindings
import ComposerModel

extension EventHandlers {
    /// Makes `handler` the style's handler of this event, replacing the previous one.
    ///
    /// ```swift
    /// case .onChange(let handler): return changeHandlers.install(handler, as: "onChange")
    /// ```
    ///
    /// - Parameters:
    ///   - handler: The handler the attribute carries.
    ///   - event: The attribute's name, for the diagnostic.
    /// - Returns: `.applied`, or `.rejected` naming the value type the widget sends
    ///   when the handler takes another (the previous handler stays).
    mutating func install(_ handler: EventHandler, as event: String) -> AttributeOutcome {
        guard let action = handler.action as? EventAction<Value> else {
            let sent = Value.self == Void.self ? "no value" : "\(Value.self)"
            return .rejected(reason: "\(event) handler is an \(type(of: handler.action)), but this widget sends \(sent)")
        }
        styleHandler = action.run
        return .applied
    }

    /// Removes the style's handler (its attribute left the style); handlers added in code stay.
    mutating func removeStyleHandler() {
        styleHandler = nil
    }
}
