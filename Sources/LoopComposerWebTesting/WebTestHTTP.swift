import Bindings
import NIOCore
import NIOPosix
import UVLoop
public import WebBackend

/// One plain HTTP/1.1 request to a ``WebBackend/WebServer``, over a raw TCP connection:
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
    /// its `Content-Length` or until the server closes.
    ///
    /// - Parameters:
    ///   - host: The server's address.
    ///   - port: Its port.
    ///   - method: `GET` by default.
    ///   - path: The path and query.
    ///   - headers: Headers besides `Host`.
    ///   - closes: Whether to send `Connection: close`.
    ///   - timeout: How long the answer may take.
    /// - Returns: The answer.
    /// - Throws: ``WebTestClientError/httpFailed(_:)``.
    public static func request(
        host: String, port: Int, method: String = "GET", path: String, headers: [(String, String)] = [],
        closes: Bool = true, timeout: Duration = .seconds(5)
    ) async throws -> Response {
        let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(authority)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if closes { head += "Connection: close\r\n" }
        head += "\r\n"
        let collector = ResponseCollector()
        let group = MultiThreadedEventLoopGroup.singleton
        do {
            let channel = try await ClientBootstrap(group: group)
                .connectTimeout(.seconds(5))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector) }
                }
                .connect(host: host, port: port).get()
            try await channel.writeAndFlush(ByteBuffer(string: head)).get()
            let seconds = Int64(timeout.components.seconds) * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
            let deadline = channel.eventLoop.scheduleTask(in: .nanoseconds(seconds)) { channel.close(promise: nil) }
            let bytes = try await collector.answer.futureResult.get()
            deadline.cancel()
            channel.close(promise: nil)
            guard let response = Self.parse(bytes) else {
                throw WebTestClientError.httpFailed("no complete answer to \(method) \(path): \(String(decoding: bytes, as: UTF8.self).prefix(200).debugDescription)")
            }
            return response
        } catch let error as WebTestClientError {
            throw error
        } catch {
            throw WebTestClientError.httpFailed("\(method) \(path): \(error)")
        }
    }

    /// Parses an answer; `nil` until its head (and the body its `Content-Length` names) is complete.
    static func parse(_ bytes: [UInt8]) -> Response? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            headers.append((String(line[..<colon]), String(value)))
        }
        let bodyBytes = bytes[(end + separator.count)...]
        if status == 101 { return Response(status: status, headers: headers, body: "") }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) }
        if let length, bodyBytes.count < length { return nil }
        return Response(status: status, headers: headers, body: String(decoding: bodyBytes.prefix(length ?? bodyBytes.count), as: UTF8.self))
    }

    /// Gathers the answer's bytes and completes once it is whole or the server closed.
    private final class ResponseCollector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let answer: EventLoopPromise<[UInt8]>
        /// The bytes so far, and whether the answer was given.
        private let bytes = LockedValue<(bytes: [UInt8], isDone: Bool)>(([], false))

        init() {
            answer = MultiThreadedEventLoopGroup.singleton.next().makePromise()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var buffer = unwrapInboundIn(data)
            let read = buffer.readBytes(length: buffer.readableBytes) ?? []
            // Complete as soon as the answer parses: an accepted upgrade's connection stays open.
            let whole = bytes.withLock { state -> [UInt8]? in
                state.bytes += read
                guard !state.isDone, WebTestHTTP.parse(state.bytes) != nil else { return nil }
                state.isDone = true
                return state.bytes
            }
            if let whole { answer.succeed(whole) }
        }

        func channelInactive(context: ChannelHandlerContext) {
            let all = bytes.withLock { state -> [UInt8]? in
                guard !state.isDone else { return nil }
                state.isDone = true
                return state.bytes
            }
            if let all { answer.succeed(all) }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            let first = bytes.withLock { state -> Bool in
                defer { state.isDone = true }
                return !state.isDone
            }
            if first { answer.fail(error) }
            context.close(promise: nil)
        }
    }
}
