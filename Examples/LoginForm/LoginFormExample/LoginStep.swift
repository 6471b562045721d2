/// One thing a user does to the login form, for the headless run and tests.
///
/// ```swift
/// let steps: [LoginStep] = [.type("ada@example.com", into: .email), .leave(.email), .pressLogIn]
/// ```
public enum LoginStep: Sendable, Equatable, CustomStringConvertible {
    /// A text field of the form.
    public enum Field: String, Sendable {
        case email
        case password
    }

    /// Types `text` at the end of `field`, one character at a time, as keys would.
    case type(String, into: Field)
    /// Deletes the last `count` characters of `field` (Backspace).
    case deleteBackward(Int, in: Field)
    /// Leaves `field` (ends editing), as Tab or Return does.
    case leave(Field)
    /// Presses the log-in button.
    case pressLogIn

    /// What the step does, in words: `type "ada" into email`.
    public var description: String {
        switch self {
        case .type(let text, let field): "type \"\(text)\" into \(field.rawValue)"
        case .deleteBackward(let count, let field): "delete \(count) in \(field.rawValue)"
        case .leave(let field): "leave \(field.rawValue)"
        case .pressLogIn: "press Log in"
        }
    }

    /// The steps `LoginForm --headless` takes: an invalid email, then a valid one,
    /// a short password, then a long enough one, then the log-in.
    public static let demo: [LoginStep] = [
        .type("ada", into: .email), .leave(.email), .pressLogIn,
        .type("@example.com", into: .email),
        .type("secret", into: .password), .leave(.password),
        .type("-sauce", into: .password),
        .pressLogIn,
    ]
}
