public import ArgumentParser
public import WebBackend

/// The demos' browser options, one group for the three commands: `--web`, `--port`,
/// `--host`, `--token`, `--allowed-origin`.
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

    public init() {}

    public func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535, got \(port)") }
    }

    /// The browser backend's address, token and origins, from the command line.
    public var configuration: WebServerConfiguration {
        var configuration = WebServerConfiguration(host: host, port: port, token: token)
        configuration.allowedOrigins = allowedOrigin
        return configuration
    }
}
