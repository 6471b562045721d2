import HTTPTypes

/// The door's checks: the access token (in the URL once, then a cookie) and the origin
/// of a WebSocket upgrade.
///
/// Thread rule: a value; any thread.
struct WebAccess: Sendable {
    /// The token every request needs.
    let token: String
    /// Origins besides the page's own that may open the WebSocket.
    let allowedOrigins: [String]

    /// A random token: 32 hex digits (128 bits) from the system's generator.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Whether `token` is usable in a URL and a cookie as it is.
    static func isValidToken(_ token: String) -> Bool {
        !token.isEmpty && token.utf8.count <= 256
            && token.utf8.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// The cookie's name for the page at `authority` (`host:port`): one per port, so that
    /// two daemons on one host keep their own.
    static func cookieName(authority: String?) -> String {
        let port = authority.flatMap { $0.split(separator: ":").last }.flatMap { Int($0) }
        return "lc_token_\(port.map(String.init) ?? "default")"
    }

    /// Whether `candidate` is the token, compared in time that does not depend on where
    /// they differ.
    func matches(_ candidate: some StringProtocol) -> Bool {
        let expected = Array(token.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(truncatingIfNeeded: expected.count ^ given.count)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    /// Whether a request carries the token: in one of this door's cookies (any
    /// `lc_token_*` whose value is the token: a client that names the host without the
    /// port, not a browser, still gets in with the cookie it was given), or as `?token=`.
    ///
    /// - Parameters:
    ///   - cookieHeaders: The request's `Cookie` headers.
    ///   - queryToken: Its `token` query parameter, if any.
    /// - Returns: Whether it may pass.
    func admits(cookieHeaders: some Sequence<String>, queryToken: String?) -> Bool {
        if let queryToken, matches(queryToken) { return true }
        return cookieHeaders.lazy
            .flatMap { $0.split(separator: ";") }
            .contains { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].drop(while: { $0 == " " }).hasPrefix("lc_token_") else { return false }
                return matches(parts[1])
            }
    }

    /// Whether a WebSocket upgrade with these `Origin` headers may connect to the page at
    /// `authority`: every one of them must pass, so that a second header cannot smuggle a
    /// foreign page in; none at all passes as a non-browser's request.
    ///
    /// - Parameters:
    ///   - origins: The request's `Origin` headers.
    ///   - authority: Its `Host`.
    /// - Returns: Whether it may pass.
    func allowsOrigins(_ origins: [String], authority: String?) -> Bool {
        origins.isEmpty ? allowsOrigin(nil, authority: authority) : origins.allSatisfy { allowsOrigin($0, authority: authority) }
    }

    /// Whether a WebSocket upgrade's `origin` may connect to the page at `authority`: no
    /// Origin (not a browser: the token still applies), the page's own, or an allowed one.
    func allowsOrigin(_ origin: String?, authority: String?) -> Bool {
        guard let origin else { return true }
        // A browser's Origin is http(s); a `ws://` one is a non-browser client's (swift-nio's
        // WebSocket client sends one), which could send any Origin anyway: the token decides.
        if origin.hasPrefix("ws://") || origin.hasPrefix("wss://") { return true }
        if allowedOrigins.contains(origin) { return true }
        guard let authority else { return false }
        return origin == "http://" + authority || origin == "https://" + authority
    }
}

extension UInt8 {
    fileprivate var isASCIIAlphanumeric: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
