public import Bindings
import ComposerModel
public import Widgets

/// The login form's widgets, bound to a ``LoginViewModel``.
///
/// ```
/// Log in
/// ada@example.com
/// ••••••••••
/// [ Log in ]
/// Logged in as ada@example.com
/// Tab next field · Enter log in · Ctrl-Q quit
/// ```
///
/// The last line is the key hint the app's backend gives (`Ctrl+Q quit` in a window,
/// hidden in a browser tab, where no key of the app's reaches it).
///
/// The fields edit the model both ways (`bindText`) with the model as their
/// delegate; the button is enabled only while ``LoginViewModel/canLogIn``.
///
/// Threading: loop only.
@LoopActor
public final class LoginFormView {
    private static let fieldStyle: Style = [.width(32), .borderStyle(.single)]

    public let root: StackView
    public let title: Label = [.identifier("title"), .text("Log in"), .textStyle(.bold), .emphasis(.title2)]
    public let email: TextField
    public let password: TextField
    public let logIn: Button = [.identifier("logIn"), .title("Log in", for: .normal), .title("Log in (fill in both fields)", for: .disabled),
                                .emphasis(.defaultAction)]
    public let message: Label = [.identifier("message"), .width(48)]
    public let help: Label

    /// The form's own keys, for its hint line.
    public static let keys = "Tab next field · Enter log in"

    /// Builds the form and binds it to `model`.
    ///
    /// - Parameters:
    ///   - model: The form's state; also the fields' delegate.
    ///   - keyHint: The keys that work where the form is shown; the hint line is hidden
    ///     when `nil`.
    public init(model: LoginViewModel, keyHint: String? = nil) {
        help = Label(style: keyHint.map { [.identifier("help"), .text($0), .emphasis(.dim)] }
            ?? [.identifier("help"), .hidden(true)])
        email = Self.fieldStyle <<- [.identifier("email"), .placeholder("Email"), .delegate(model)]
        password = Self.fieldStyle <<- [.identifier("password"), .placeholder("Password"), .secureEntry(true), .delegate(model)]
        root = [.views([title, email, password, logIn, message, help]), .axis(.vertical), .alignment(.leading)]

        email.bindText(to: model, \.email)
        password.bindText(to: model, \.password)
        logIn.bind(to: model) { [.enabled($0.canLogIn)] }
        logIn.onPress { [weak model] in model?.logIn() }
        email.onReturn { [weak self] _ in self?.email.userDidEndEditing() }
        password.onReturn { [weak model] _ in model?.logIn() }
        message.bind(to: model) { model in
            model.message.isEmpty
                ? [.text(model.hint), .textColor(.yellow)]
                : [.text(model.message), .textColor(.green)]
        }
    }
}
