/// Why a ``WebTestClient`` call failed.
///
/// ```swift
/// do {
///     _ = try await WebTestClient.connect(to: server, origin: "https://evil.example")
/// } catch WebTestClientError.connectionFailed(let reason) {
///     print(reason)   // the upgrade was refused
/// }
/// ```
public enum WebTestClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server has no port: it was not started.
    case serverNotStarted
    /// The upgrade was refused, or the socket closed before the server's `hello`.
    case connectionFailed(String)
    /// What was awaited did not come in time; `state` is the document then.
    case timedOut(String, after: Duration, state: String)
    /// A plain HTTP request got no complete answer.
    case httpFailed(String)

    public var description: String {
        switch self {
        case .serverNotStarted: "WebTestClient: the server is not started"
        case .connectionFailed(let reason): "WebTestClient: could not connect: \(reason)"
        case .timedOut(let awaited, let timeout, let state):
            "WebTestClient: \(awaited): not within \(timeout). Document: \(state)"
        case .httpFailed(let reason): "WebTestClient: HTTP request failed: \(reason)"
        }
    }
}
