/// How a ``WebServer`` listens, who may connect, and the limits it keeps
/// (Documentation/WebProtocol.md).
///
/// ```swift
/// var configuration = WebServerConfiguration(port: 8080)
/// configuration.host = "0.0.0.0"                  // only when asked: loopback by default
/// configuration.token = ProcessInfo.processInfo.environment["DASHBOARD_TOKEN"]
/// ```
public struct WebServerConfiguration: Sendable {
    /// The address to listen on: loopback unless the app asks for another.
    public var host: String = "127.0.0.1"
    /// The port; 0 lets the system choose (the server's ``WebServer/port`` tells which).
    public var port: Int = 8080
    /// The access token every request needs, or `nil` for a new random one per start
    /// (printed in the URL). Letters, digits, `-` and `_` only.
    public var token: String?
    /// Origins besides the page's own whose pages may open the WebSocket
    /// (`https://dashboard.example.com`), for a page served through a proxy under
    /// another name.
    public var allowedOrigins: [String] = []
    /// Frames sent to a tab and not acknowledged before it is *behind* (sent nothing more
    /// until it catches up).
    public var maxUnacknowledgedFrames = 16
    /// Bytes handed to a tab's socket and not yet written before it is behind.
    public var maxBufferedBytes = 1 << 20
    /// The longest message a page may send, in bytes (longer: closed with 1009).
    public var maxMessageBytes = 64 << 10
    /// The longest text an event may carry, in characters.
    public var maxTextLength = 1 << 15
    /// Messages a page may send per second (more are refused with `rateLimited`).
    public var maxMessagesPerSecond = 200
    /// Refusals in a row before the connection is closed (1008).
    public var maxRefusalsInARow = 100
    /// Open WebSockets at once (more are refused with 503).
    public var maxConnections = 10_000
    /// How long a disconnected tab's session (and a tree per tab, with its view models)
    /// is kept for its reconnect.
    public var sessionGracePeriod: Duration = .seconds(60)
    /// Page lengths per size unit.
    public var units = WebDocument.Units()

    /// A configuration.
    ///
    /// - Parameters:
    ///   - host: The address to listen on; `127.0.0.1` by default.
    ///   - port: The port; 8080 by default, 0 for any free one.
    ///   - token: The access token, or `nil` for a random one per start.
    public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil) {
        self.host = host
        self.port = port
        self.token = token
    }
}
