public import ArgumentParser
public import WebBackend

/// The demos' browser options, one group for the three commands: `--web`, `--port`,
/// `--host`, `--token`, `--allowed-origin`, `--session-grace`.
///
/// ```swift
/// @OptionGroup var webOptions: WebOptions
/// // …
/// if webOptions.web { try app.run(on: .web(configuration: webOptions.configuration)) }
/// ```
public struct WebOptions: ParsableArguments {
    @Flag(help: "In every browser tab that opens the printed URL (with --port, --host, --token).")
    public var web = false

    @Option(help: "With --web: the port to listen on (0: any free one).")
    public var port = 8080

    @Option(help: "With --web: the address to listen on; loopback unless you mean another.")
    public var host = "127.0.0.1"

    @Option(help: "With --web: the access token (letters, digits, - and _); a random one per start if absent. Processes behind one proxy share one.")
    public var token: String?

    @Option(help: ArgumentHelp(
        "With --web: an origin besides the page's own whose pages may open the WebSocket (repeatable; for a proxy that rewrites Host).",
        valueName: "origin"))
    public var allowedOrigin: [String] = []

    @Option(help: ArgumentHelp(
        "With --web: how long a closed tab's session (its view models, with a tree per tab) is kept for it to reconnect.",
        valueName: "seconds"))
    public var sessionGrace: Double = 60

    public init() {}

    public func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535, got \(port)") }
        guard sessionGrace.isFinite, (0...86_400).contains(sessionGrace) else {
            throw ValidationError("--session-grace must be 0...86400 seconds, got \(sessionGrace)")
        }
    }

    /// The browser backend's address, token and origins, from the command line.
    public var configuration: WebServerConfiguration {
        var configuration = WebServerConfiguration(host: host, port: port, token: token)
        configuration.allowedOrigins = allowedOrigin
        configuration.sessionGracePeriod = .milliseconds(Int64((sessionGrace * 1_000).rounded()))
        return configuration
    }
}
