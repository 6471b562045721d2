public import AppRunner
import Bindings

extension AppBackend {
    /// Every browser tab that opens the printed URL; picked by `--web`, with `--port`,
    /// `--host` and `--token`.
    ///
    /// ```swift
    /// App(title: "Jobs", quitKeys: ["q"]) { _ in dashboard }.main(backends: [.terminal, .gtk, .web])
    /// // $ JobDashboard --web --port 8080
    /// // Open http://127.0.0.1:8080/?token=3f0c… in a browser (Ctrl-C stops).
    /// ```
    public static var web: AppBackend { web() }

    /// The browser backend with a configuration; the command line's `--port`, `--host`
    /// and `--token` override it.
    ///
    /// ```swift
    /// try app.run(on: .web(configuration: .init(port: 0)) { server in print(server.url) })
    /// ```
    /// - Parameters:
    ///   - configuration: Address, token and limits.
    ///   - announce: Told the server once it listens; prints the URL to open by default.
    /// - Returns: The backend.
    public static func web(
        configuration: WebServerConfiguration = .init(),
        announce: @escaping @Sendable @LoopActor (WebServer) -> Void = WebAppSession.printURL
    ) -> AppBackend {
        let options = [
            AppBackendOption("--port", valueName: "port", summary: "the port to listen on (\(configuration.port); 0: any free one)"),
            AppBackendOption("--host", valueName: "address", summary: "the address to listen on (\(configuration.host); another only when you mean it)"),
            AppBackendOption("--token", valueName: "token", summary: "the access token (a random one per start)"),
        ]
        return AppBackend(
            name: "web", flag: "--web", summary: "in every browser tab that opens the printed URL", options: options,
            keyConventions: .browser
        ) { context in
            var configuration = configuration
            let values = context.backend.optionValues
            if let port = values["--port"] {
                guard let number = Int(port), (0...65_535).contains(number) else {
                    throw WebAppSession.OptionError(message: "--port must be 0...65535, got \(port)")
                }
                configuration.port = number
            }
            if let host = values["--host"] { configuration.host = host }
            if let token = values["--token"] { configuration.token = token }
            return WebAppSession(context: context, configuration: configuration, announce: announce)
        }
    }
}
