import AppRunner
import ArgumentParser
import GTKBackend
import LoginFormExample
import TerminalBackend
import DemoWebOptions
import WebBackend

/// `swift run LoginForm`: two text fields with a delegate and a button enabled
/// only while the input is valid; `--headless` plays a scripted session instead.
@main
struct LoginFormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LoginForm",
        abstract: "A login form: the button is enabled only while the email and password are valid.",
        discussion: "Keys: type into the focused field; Tab moves the focus; Enter in the email field leaves it, in the password field logs in; Enter or Space presses the focused button; Ctrl-Q, Esc or Ctrl-C quits (q only while the button has the focus: a field types it). In a window (--gtk), Ctrl+Q quits.")

    @Flag(help: "No terminal: type a scripted session and print the form after each step.")
    var headless = false

    @Flag(help: "In a GTK 4 window instead of the terminal (needs a display; try xvfb-run -a).")
    var gtk = false

    @OptionGroup var webOptions: WebOptions

    func validate() throws {
        if [gtk, headless, webOptions.web].filter({ $0 }).count > 1 {
            throw ValidationError("--gtk, --web and --headless exclude each other")
        }
    }

    func run() throws {
        if headless {
            try LoginFormApp.runHeadless { print($0) }
        } else {
            let backend: AppBackend = webOptions.web
                ? .web(configuration: webOptions.configuration)
                : gtk ? .gtk(width: 420, height: 240) : .terminal
            let message = try LoginFormApp.run(on: backend)
            print(message.isEmpty ? "Not logged in." : message)
        }
    }

}
