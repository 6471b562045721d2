import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import Synchronization

extension WebServer {
    /// The HTTP side: the page, its script and stylesheet, the images, and the WebSocket,
    /// each behind the token; built on the loop, run on the server's threads.
    ///
    /// - Parameter onBound: Called with the bound port once the server listens.
    /// - Returns: The application to run.
    func makeApplication(onBound: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol {
        let access = self.access
        let inbox = self.inbox
        let resources = self.resources
        let limits = WebSocketLimits(configuration)
        let counter = WebConnectionCounter()
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: WebAccessMiddleware(access: access))
        router.get("/") { _, _ in
            WebServer.resource(PackageResources.index_html, type: "text/html; charset=utf-8")
        }
        router.get("/app.js") { _, _ in
            WebServer.resource(PackageResources.app_js, type: "text/javascript; charset=utf-8")
        }
        router.get("/app.css") { _, _ in
            WebServer.resource(PackageResources.app_css, type: "text/css; charset=utf-8")
        }
        // Browsers ask for it on every load; no icon, and no error in the console.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/r/:name") { _, context in
            guard let name = context.parameters.get("name"), let png = resources.png(named: name) else {
                throw HTTPError(.notFound)
            }
            return WebServer.resource(png, type: "image/png")
        }
        // A request for the socket without the upgrade's headers (a refused upgrade is
        // answered 400 by hummingbird-websocket, whatever the reason).
        router.get("/ws") { _, _ -> Response in
            throw HTTPError(.init(code: 426, reasonPhrase: "Upgrade Required"), message: "This is the page's WebSocket.")
        }
        var logger = Logger(label: "LoopComposer.WebServer")
        // Hummingbird logs the cancellation that stops it as an error; failures to bind are
        // thrown by `start()` instead.
        logger.logLevel = .critical
        // The upgrade is decided here, from the request's head, and not by a route: the
        // router's WebSocket context holds itself (hummingbird-websocket 2.8.1,
        // WebSocketHandlerReference), which kept about 1 KB per connection for ever.
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                configuration: .init(
                    ws: .init(maxFrameSize: limits.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30))))
            ) { request, channel, _ in
                let uri = Request(head: request, body: .init(buffer: ByteBuffer())).uri
                guard request.method == .get, uri.path == "/ws",
                    access.admits(
                        cookieHeaders: request.headerFields[values: .cookie],
                        queryToken: uri.queryParameters["token"].map(String.init)),
                    access.allowsOrigins(request.headerFields[values: .origin], authority: request.authority),
                    counter.count < limits.maxConnections
                else { return .dontUpgrade }
                let authority = request.authority
                return .upgrade([:]) { inbound, outbound, _ in
                    let link = WebSocketLink(id: counter.open(), authority: authority, channel: channel, outbound: outbound)
                    try await WebServer.serve(
                        link, inbound: inbound, inbox: inbox, limits: limits, counter: counter)
                }
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in onBound(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    /// One tab's socket: the reader that checks and decodes what the page sends and leaves
    /// it for the loop (the loop writes through the link).
    private nonisolated static func serve(
        _ link: WebSocketLink, inbound: WebSocketInboundStream,
        inbox: WebInbox, limits: WebSocketLimits, counter: WebConnectionCounter
    ) async throws {
        inbox.post(.opened(link))
        // Counted closed before the loop hears of it: once `connectionCount` is down, so is
        // the door's count.
        defer {
            counter.close()
            inbox.post(.closed(connectionID: link.id))
        }
        // A protocol error (a message over the limit, a bad frame) is rethrown: WSCore then
        // closes the socket with its code (1009, 1002).
        var protocolError: (any Error)?
        var rate = WebRateLimiter(perSecond: limits.maxMessagesPerSecond)
        var messages = inbound.messages(maxSize: limits.maxMessageBytes).makeAsyncIterator()
        while true {
            let message: WebSocketMessage?
            do {
                message = try await messages.next()
            } catch {
                protocolError = error
                break
            }
            guard let message else { break }
            switch message {
            case .binary:
                link.close(.unacceptableData, reason: "binary messages are not part of the protocol")
            case .text(let text):
                guard rate.take(now: ContinuousClock.now) else {
                    inbox.post(.refused(connectionID: link.id, WebClientMessageError(seq: nil, refusal: .rateLimited)))
                    continue
                }
                do throws(WebClientMessageError) {
                    inbox.post(.message(connectionID: link.id, try WebClientMessage(decoding: text)))
                } catch {
                    inbox.post(.refused(connectionID: link.id, error))
                }
            }
        }
        link.finish()
        if let protocolError { throw protocolError }
    }

    private nonisolated static func resource(_ bytes: [UInt8], type: String) -> Response {
        var headers: HTTPFields = [
            .contentType: type,
            .cacheControl: "no-store",
            .contentSecurityPolicy: WebServer.contentSecurityPolicy,
        ]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Only the served script, stylesheet and images; the socket to the same host.
    nonisolated static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}

/// The limits the socket side keeps, copied from the configuration.
struct WebSocketLimits: Sendable {
    var maxMessageBytes: Int
    var maxMessagesPerSecond: Int
    var maxConnections: Int

    init(_ configuration: WebServerConfiguration) {
        maxMessageBytes = configuration.maxMessageBytes
        maxMessagesPerSecond = configuration.maxMessagesPerSecond
        maxConnections = configuration.maxConnections
    }
}

/// Open sockets, and ids for new ones.
final class WebConnectionCounter: Sendable {
    private let openCount = Atomic<Int>(0)
    private let nextID = Atomic<Int>(1)

    var count: Int { openCount.load(ordering: .relaxed) }

    /// Counts a new socket and gives its id.
    func open() -> Int {
        openCount.add(1, ordering: .relaxed)
        return nextID.add(1, ordering: .relaxed).oldValue
    }

    func close() {
        openCount.subtract(1, ordering: .relaxed)
    }
}

/// A token bucket: `perSecond` messages a second, bursts up to that many.
struct WebRateLimiter {
    private let perSecond: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    init(perSecond: Int) {
        self.perSecond = Double(max(perSecond, 1))
        tokens = self.perSecond
    }

    /// Takes one token if there is one.
    mutating func take(now: ContinuousClock.Instant) -> Bool {
        if let last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(perSecond, tokens + seconds * perSecond)
        }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}

extension Request {
    /// The `host:port` the page was loaded from, as the request names it.
    var authority: String? {
        head.authority
    }
}
