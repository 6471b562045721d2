import Bindings
import NIOCore
import NIOHTTP1
import NIOPosix
import UVLoop
public import WebBackend

/// One plain HTTP/1.1 request to a ``WebBackend/WebServer`` (or any HTTP server), on a connection of its own:
/// what a browser's address bar or an attacker's script sends, with exactly the headers
/// given, and the answer's status, headers and body as they came (no redirect followed, no
/// cookie kept). For the door's tests: 401 without the token, 403 for a foreign origin's
/// upgrade, the redirect's cookie, the page's security headers.
///
/// ```swift
/// let answer = try await WebTestHTTP.get("/?token=\(server.token)", from: server)
/// XCTAssertEqual(answer.status, 303)
/// XCTAssertTrue(answer.header("Set-Cookie")?.contains("HttpOnly") ?? false)
/// ```
public enum WebTestHTTP {
    /// An answer.
    public struct Response: Sendable, CustomStringConvertible {
        /// The status code (`101` for an accepted upgrade).
        public var status: Int
        /// The headers, in order, names as sent.
        public var headers: [(name: String, value: String)]
        /// The body as text (empty after `101`).
        public var body: String

        /// The first header named `name` (any case).
        ///
        /// - Parameter name: A header name.
        /// - Returns: Its value, or `nil`.
        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        public var description: String {
            "\(status) " + headers.map { "\($0.name): \($0.value)" }.joined(separator: "; ") + " \(body.prefix(80).debugDescription)"
        }
    }

    /// Sends a `GET` for `path` to `server` on loopback.
    ///
    /// - Parameters:
    ///   - path: The path and query (`/app.js`, `/?token=…`).
    ///   - server: A started server.
    ///   - headers: Headers besides `Host` and `Connection: close`.
    /// - Returns: The answer.
    /// - Throws: ``WebTestClientError/serverNotStarted``, ``WebTestClientError/httpFailed(_:)``.
    @LoopActor
    public static func get(_ path: String, from server: WebServer, headers: [(String, String)] = []) async throws -> Response {
        guard let port = server.port else { throw WebTestClientError.serverNotStarted }
        return try await request(host: server.configuration.host, port: port, path: path, headers: headers)
    }

    /// A WebSocket upgrade request for `/ws` (`Upgrade`, `Connection`, `Sec-WebSocket-Key`,
    /// `Sec-WebSocket-Version`, plus `headers`), to see the door's status: 101, 401 or 403.
    ///
    /// ```swift
    /// let refused = try await WebTestHTTP.upgrade(server, headers: [("Cookie", cookie), ("Origin", "https://evil.example")])
    /// XCTAssertEqual(refused.status, 403)
    /// ```
    ///
    /// - Parameters:
    ///   - server: A started server.
    ///   - path: The socket's path and query; `/ws` by default.
    ///   - headers: `Cookie`, `Origin`…
    /// - Returns: The answer (the connection is closed after its head).
    /// - Throws: ``WebTestClientError/serverNotStarted``, ``WebTestClientError/httpFailed(_:)``.
    @LoopActor
    public static func upgrade(_ server: WebServer, path: String = "/ws", headers: [(String, String)] = []) async throws -> Response {
        guard let port = server.port else { throw WebTestClientError.serverNotStarted }
        let upgrade = [
            ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13"),
        ]
        return try await request(
            host: server.configuration.host, port: port, path: path, headers: upgrade + headers, closes: false)
    }

    /// Sends one request and reads the answer: up to the end of its head for `101`, else
    /// up to the end of its body. swift-nio's HTTP/1.1 codec writes and parses (llhttp);
    /// the headers go out exactly as given, unvalidated, so that tests can send what a
    /// hostile client sends, and no framing header is added but a body's `Content-Length`.
    ///
    /// ```swift
    /// let answer = try await WebTestHTTP.request(host: "127.0.0.1", port: 9515, method: "POST", path: "/session",
    ///                                            headers: [("Content-Type", "application/json")], body: Array(json.utf8))
    /// ```
    ///
    /// - Parameters:
    ///   - host: The server's address.
    ///   - port: Its port.
    ///   - method: `GET` by default.
    ///   - path: The path and query.
    ///   - headers: Headers besides `Host` (and `Content-Length` when there is a body).
    ///   - body: The request's body, if any.
    ///   - closes: Whether to send `Connection: close`.
    ///   - timeout: How long the answer may take.
    /// - Returns: The answer.
    /// - Throws: ``WebTestClientError/httpFailed(_:)``.
    public static func request(
        host: String, port: Int, method: String = "GET", path: String, headers: [(String, String)] = [],
        body: [UInt8]? = nil, closes: Bool = true, timeout: Duration = .seconds(5)
    ) async throws -> Response {
        let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var fields = HTTPHeaders([("Host", authority)] + headers)
        if let body { fields.add(name: "Content-Length", value: String(body.count)) }
        if closes { fields.add(name: "Connection", value: "close") }
        let head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method), uri: path, headers: fields)
        let collector = ResponseCollector()
        let group = MultiThreadedEventLoopGroup.singleton
        var encoding = HTTPRequestEncoder.Configuration()
        encoding.automaticallySetFramingHeaders = false
        do {
            let channel = try await ClientBootstrap(group: group)
                .connectTimeout(.seconds(5))
                .channelInitializer { [encoding] channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers(
                            enableOutboundHeaderValidation: false, encoderConfiguration: encoding)
                        try channel.pipeline.syncOperations.addHandler(collector)
                    }
                }
                .connect(host: host, port: port).get()
            channel.write(HTTPClientRequestPart.head(head), promise: nil)
            if let body { channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil) }
            try await channel.writeAndFlush(HTTPClientRequestPart.end(nil)).get()
            let nanoseconds = Int64(timeout.components.seconds) * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
            let deadline = channel.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) { channel.close(promise: nil) }
            let response = try await collector.answer.futureResult.get()
            deadline.cancel()
            channel.close(promise: nil)
            guard let response else {
                throw WebTestClientError.httpFailed("no complete answer to \(method) \(path) in \(timeout)")
            }
            return response
        } catch let error as WebTestClientError {
            throw error
        } catch {
            throw WebTestClientError.httpFailed("\(method) \(path): \(error)")
        }
    }

    /// Gathers the answer's parts; completes with it once it is whole (its head, for
    /// `101`), with `nil` when the connection ends first.
    private final class ResponseCollector: ChannelInboundHandler, Sendable {
        typealias InboundIn = HTTPClientResponsePart
        let answer: EventLoopPromise<Response?>
        /// The answer so far, and whether it was given.
        private let state = LockedValue<(response: Response?, body: [UInt8], isDone: Bool)>((nil, [], false))

        init() {
            answer = MultiThreadedEventLoopGroup.singleton.next().makePromise()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let whole = state.withLock { state -> Response? in
                guard !state.isDone else { return nil }
                switch unwrapInboundIn(data) {
                case .head(let head):
                    state.response = Response(
                        status: Int(head.status.code), headers: head.headers.map { ($0.name, $0.value) }, body: "")
                    // An accepted upgrade's connection stays open: its head is the answer.
                    guard head.status == .switchingProtocols else { return nil }
                case .body(var buffer):
                    state.body += buffer.readBytes(length: buffer.readableBytes) ?? []
                    return nil
                case .end:
                    break
                }
                state.isDone = true
                state.response?.body = String(decoding: state.body, as: UTF8.self)
                return state.response
            }
            if let whole { answer.succeed(whole) }
        }

        func channelInactive(context: ChannelHandlerContext) {
            let first = state.withLock { state -> Bool in
                defer { state.isDone = true }
                return !state.isDone
            }
            if first { answer.succeed(nil) }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            let first = state.withLock { state -> Bool in
                defer { state.isDone = true }
                return !state.isDone
            }
            if first { answer.fail(error) }
            context.close(promise: nil)
        }
    }
}
