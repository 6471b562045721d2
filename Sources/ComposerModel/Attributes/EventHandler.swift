/// An event handler held inside a style (`.onPress`, `.onChange`, `.onSubmit`),
/// compared by identity.
///
/// A style is a value, so a handler needs an identity to be diffed: two
/// handlers are equal when they wrap the same object, whatever the closure
/// inside does. Installing a style whose handler is the one already installed
/// changes nothing; a handler replaced by another is a change, and a handler
/// the new style no longer has is removed.
///
/// ```swift
/// let login = EventAction { model.logIn() }     // Widgets: one identity, made once
/// let button: Style = [.title("Log in", for: .normal), .onPress(login)]
/// ```
///
/// `ComposerModel` does not know the loop, so the action is opaque here: the
/// module that runs it (Widgets' `EventAction`) boxes the closure in a
/// `Sendable` class and unboxes it when the widget installs the attribute.
public struct EventHandler: Hashable, Sendable, CustomStringConvertible {
    /// The boxed action; its identity is the handler's identity.
    public let action: any AnyObject & Sendable

    /// A handler whose identity is `action`'s.
    ///
    /// - Parameter action: The object that holds the closure to run.
    public init(_ action: any AnyObject & Sendable) {
        self.action = action
    }

    public static func == (lhs: EventHandler, rhs: EventHandler) -> Bool {
        lhs.action === rhs.action
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(action))
    }

    public var description: String {
        "\(type(of: action))@\(ObjectIdentifier(action).hashValue)"
    }
}
