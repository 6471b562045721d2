import ArgumentParser
import LoginFormExample

/// `swift run LoginForm`: two text fields with a delegate and a button enabled
/// only while the input is valid; `--headless` plays a scripted session instead.
@main
struct LoginFormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LoginForm",
        abstract: "A login form: the button is enabled only while the email and password are valid.",
        discussion: "Keys: type into the focused field; Tab moves the focus; Enter in the email field leaves it, in the password field logs in; Enter or Space presses the focused button; Ctrl-C quits.")

    @Flag(help: "No terminal: type a scripted session and print the form after each step.")
    var headless = false

    func run() throws {
        if headless {
            try LoginFormApp.runHeadless { print($0) }
        } else {
            let message = try LoginFormApp.runInTerminal()
            print(message.isEmpty ? "Not logged in." : message)
        }
    }
}
