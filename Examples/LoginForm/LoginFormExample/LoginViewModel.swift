public import Bindings
public import Widgets

/// The login form's state: an email, a password, and whether they may be sent.
///
/// ```swift
/// let model = LoginViewModel()
/// model.email = "ada@example.com"
/// model.password = "analytical"
/// model.canLogIn   // true
/// model.logIn()    // model.message == "Logged in as ada@example.com"
/// ```
///
/// It is the delegate of both text fields: it refuses edits longer than
/// ``maximumLength`` or containing spaces, and remembers which fields the user
/// left, so the hint names only problems in fields already visited.
///
/// Threading: loop only.
@LoopActor
public final class LoginViewModel: TextFieldDelegate {
    /// The longest email or password a field accepts.
    public static let maximumLength = 64
    /// The shortest password accepted.
    public static let minimumPasswordLength = 8

    @Observed public var email = ""
    @Observed public var password = ""
    /// What the form says under the button: a hint, or who logged in.
    @Observed public private(set) var message = ""
    /// Fields the user has left at least once, by identifier.
    @Observed public private(set) var visitedFields: Set<String> = []
    /// Successful log-ins.
    public private(set) var logInCount = 0

    /// A view model with empty fields.
    public init() {}

    /// Whether the email looks like one: text, `@`, text with a dot.
    public var isEmailValid: Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1]
        return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
    }

    /// Whether the password is long enough.
    public var isPasswordValid: Bool { password.count >= Self.minimumPasswordLength }

    /// Whether the button is enabled: both fields valid.
    public var canLogIn: Bool { isEmailValid && isPasswordValid }

    /// The hint under the button for the fields the user has left.
    public var hint: String {
        if visitedFields.contains("email") && !isEmailValid { return "Enter an email like ada@example.com" }
        if visitedFields.contains("password") && !isPasswordValid {
            return "The password needs \(Self.minimumPasswordLength) characters or more"
        }
        return ""
    }

    /// Logs in when the input is valid (the button is disabled otherwise).
    public func logIn() {
        guard canLogIn else { return }
        logInCount += 1
        message = "Logged in as \(email)"
    }

    // MARK: TextFieldDelegate

    public func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool {
        text.count <= Self.maximumLength && !text.contains(" ")
    }

    public func textFieldDidEndEditing(_ field: TextField) {
        if let identifier = field.identifier { visitedFields.insert(identifier) }
    }
}
