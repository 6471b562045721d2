import ArgumentParser
import Foundation
import GTKBackend
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

    @Flag(help: "In a GTK 4 window instead of the terminal (needs a display; try xvfb-run -a).")
    var gtk = false

    func validate() throws {
        if gtk && headless { throw ValidationError("--gtk and --headless exclude each other") }
    }

    func run() throws {
        if headless {
            try LoginFormApp.runHeadless { print($0) }
        } else if gtk {
            do {
                let message = try LoginFormApp.runInWindow()
                print(message.isEmpty ? "Not logged in." : message)
            } catch GTKError.displayUnavailable {
                // One line, no crash: GTK could not start, so nothing was shown.
                FileHandle.standardError.write(Data("LoginForm: \(GTKError.displayUnavailable)\n".utf8))
                throw ExitCode.failure
            }
        } else {
            let message = try LoginFormApp.runInTerminal()
            print(message.isEmpty ? "Not logged in." : message)
        }
    }
}
