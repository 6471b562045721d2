import AppRunner
import ArgumentParser
import GTKBackend
import LoginFormExample
import TerminalBackend
import WebBackend

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

    @Flag(help: "In every browser tab that opens the printed URL, a form per tab (with --port, --host, --token).")
    var web = false

    @Option(help: "With --web: the port to listen on (0: any free one).")
    var port = 8080

    @Option(help: "With --web: the address to listen on; loopback unless you mean another.")
    var host = "127.0.0.1"

    @Option(help: "With --web: the access token (letters, digits, - and _); a random one per start if absent. Processes behind one proxy share one.")
    var token: String?

    @Option(help: ArgumentHelp(
        "With --web: an origin besides the page's own whose pages may open the WebSocket (repeatable; for a proxy that rewrites Host).",
        valueName: "origin"))
    var allowedOrigin: [String] = []

    func validate() throws {
        if [gtk, headless, web].filter({ $0 }).count > 1 {
            throw ValidationError("--gtk, --web and --headless exclude each other")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535, got \(port)") }
    }

    func run() throws {
        if headless {
            try LoginFormApp.runHeadless { print($0) }
        } else {
            let backend: AppBackend = web
                ? .web(configuration: webConfiguration)
                : gtk ? .gtk(width: 420, height: 240) : .terminal
            let message = try LoginFormApp.run(on: backend)
            print(message.isEmpty ? "Not logged in." : message)
        }
    }

    /// The browser backend's address, token and origins, from the command line.
    private var webConfiguration: WebServerConfiguration {
        var configuration = WebServerConfiguration(host: host, port: port, token: token)
        configuration.allowedOrigins = allowedOrigin
        return configuration
    }
}
