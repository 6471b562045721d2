/// Why a ``WebServer`` did not start.
public enum WebServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The configured token has characters other than letters, digits, `-` and `_`.
    case invalidToken
    /// The address could not be bound.
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .invalidToken:
            "web: the access token may hold only letters, digits, - and _"
        case .cannotListen(let host, let port, let reason):
            "web: cannot listen on \(host):\(port): \(reason)"
        }
    }
}
