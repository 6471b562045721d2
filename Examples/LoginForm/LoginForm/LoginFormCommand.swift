import ArgumentParser
import GTKBackend
import LoginFormExample
import TerminalBackend

/// `swift run LoginForm`: two text fields with a delegate and a button enabled
/// only while the input is valid; `--headless` plays a scripted session instead.
@main
struct LoginFormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LoginForm",
        abstract: "A login form: the button is enabled only while the email and password are valid.",
        discussion: "Keys: type into the focused field; Tab moves the focus; Enter in the email field leaves it, in the password field logs in; Enter or Space presses the focused button; Ctrl-Q or Ctrl-C quits.")

    @Flag(help: "No terminal: type a scripted session and print the form after each step.")
    var headless = false

    @Flag(help: "In a GTK 4 window instead of the terminal (needs a display; try xvfb-run -a).")
    var gtk = false

    func validate() throws {
        if gtk && headless { throw ValidationError("--gtk and --headless exclude each other") }
    }

    func run() throws {
        if headless {
            try LoginFormApp.runHeadless { print($0) }
        } else {
            let message = try LoginFormApp.run(on: gtk ? .gtk(width: 420, height: 240) : .terminal)
            print(message.isEmpty ? "Not logged in." : message)
        }
    }
}
