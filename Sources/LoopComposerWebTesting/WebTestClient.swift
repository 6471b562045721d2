import Bindings
import Dispatch
import HTTPTypes
import HummingbirdWSClient
import Logging
import NIOCore
import NIOPosix
import NIOWebSocket
import UVLoop
public import WebBackend

/// A browser tab for tests: connects to a running ``WebBackend/WebServer`` over a real
/// WebSocket on loopback, says hello, and keeps the page's document from the `hello` and
/// the frames exactly as the page's script would (nodes by id, their properties and
/// children; a frame applies only to the version it names), acknowledging each frame.
/// LiveView's `LiveViewTest`, for LoopComposer.
///
/// ```swift
/// try await withTestLoop(timeout: .seconds(20)) { loop in
///     let model = CounterModel()
///     let server = WebServer(loop: loop.eventLoop, title: "Counter",
///                            configuration: .init(port: 0), tree: .shared(CounterView(model: model).root))
///     try server.start()
///     let tab = try await WebTestClient.connect(to: server)
///     let plus = try XCTUnwrap(tab.node(withText: "+"))
///     let seq = tab.send(event: .press, to: plus.id)
///     try await tab.waitUntil("the press is acknowledged") { $0.acknowledgedSeq >= seq }
///     XCTAssertEqual(model.count, 1)
///     try await tab.waitUntil("the label shows 1") { $0.node(withText: "Count: 1") != nil }
///     await tab.close()
///     server.stop()
/// }
/// ```
///
/// Every wait wakes on each message received (no polling) and has a timeout, after which
/// it throws ``WebTestClientError/timedOut(_:after:state:)`` naming what it awaited and the
/// document. ``Document/problems`` lists what the page would have found wrong (a frame for
/// another version, an operation on a node it does not have): a test of a well-behaved
/// server expects it empty.
///
/// Threads: any. The client is `Sendable`; its state sits behind a lock, its socket runs on
/// a swift-nio thread of its own (one per client, so that ``disconnectAbruptly()`` can cut
/// it), and awaiting it from a `withTestLoop` body suspends that body without blocking the
/// loop, which keeps running the server's side.
public final class WebTestClient: Sendable {
    /// Where the access token goes.
    public enum TokenPlacement: Sendable {
        /// In the cookie `lc_token_<port>`, as a page has it after the redirect.
        case cookie
        /// In the URL, `/ws?token=…`.
        case query
        /// Nowhere (the upgrade gets 401).
        case none
    }

    /// The URL of the socket.
    public let url: String
    private let state: LockedValue<State>
    private let outgoing: AsyncStream<Outgoing>.Continuation
    private let group: MultiThreadedEventLoopGroup
    private let ended = LockedValue<Bool>(false)

    private struct State {
        var document = Document()
        var waiters: [Int: Waiter] = [:]
        var nextWaiterID = 0
        var lastSeq: UInt64 = 0
        var acknowledgeAutomatically = true
    }

    private struct Waiter {
        var description: String
        var condition: @Sendable (Document) -> Bool
        var continuation: CheckedContinuation<Document, any Error>
    }

    /// What the writer sends.
    private enum Outgoing: Sendable {
        case text(String)
        case binary([UInt8])
        case frames([WebSocketFrame])
    }

    /// Connects to the socket at `url` and, unless `sendsHello` is `false`, says hello and
    /// waits for the server's `hello`.
    ///
    /// ```swift
    /// let tab = try await WebTestClient(url: "ws://127.0.0.1:8080/ws", token: token, port: 8080)
    /// ```
    ///
    /// - Parameters:
    ///   - url: `ws://host:port/ws`.
    ///   - token: The access token, or `nil` to send none.
    ///   - port: The server's port, for the cookie's name (`lc_token_<port>`).
    ///   - tokenPlacement: Where the token goes; the cookie by default.
    ///   - origin: An `Origin` header, as a browser sends (none by default, as a
    ///     non-browser client).
    ///   - session: The session id to say hello with (a reconnect), or `nil` for a new tab.
    ///   - version: The version to say hello with, or `nil`.
    ///   - sendsHello: Whether to say hello at once; `false` for tests of what comes first.
    ///   - acknowledgeAutomatically: Whether each applied frame is acknowledged at once.
    ///   - timeout: How long the upgrade and the `hello` may take.
    /// - Throws: ``WebTestClientError/connectionFailed(_:)`` when the upgrade is refused or
    ///   the socket closes before the `hello`; ``WebTestClientError/timedOut(_:after:state:)``.
    public init(
        url: String, token: String?, port: Int, tokenPlacement: TokenPlacement = .cookie, origin: String? = nil,
        session: String? = nil, version: UInt64? = nil, sendsHello: Bool = true,
        acknowledgeAutomatically: Bool = true, timeout: Duration = .seconds(5)
    ) async throws {
        var fullURL = url
        var headers = HTTPFields()
        if let token {
            switch tokenPlacement {
            case .cookie: headers[.cookie] = "lc_token_\(port)=\(token)"
            case .query: fullURL += (url.contains("?") ? "&" : "?") + "token=\(token)"
            case .none: break
            }
        }
        if let origin { headers[.origin] = origin }
        self.url = fullURL
        var initial = State()
        initial.acknowledgeAutomatically = acknowledgeAutomatically
        state = LockedValue(initial)
        let (stream, continuation) = AsyncStream.makeStream(of: Outgoing.self, bufferingPolicy: .unbounded)
        outgoing = continuation
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var logger = Logger(label: "LoopComposer.WebTestClient")
        logger.logLevel = .critical
        let client = WebSocketClient(
            url: fullURL,
            // The server writes a message as one frame, whatever its size.
            configuration: .init(maxFrameSize: 1 << 26, additionalHeaders: headers),
            eventLoopGroup: group, logger: logger
        ) { [self] inbound, outbound, _ in
            try await run(inbound: inbound, outbound: outbound, outgoing: stream)
        }
        Task.detached { [self] in
            do {
                let close = try await client.run()
                finish(closeCode: close.map { UInt16(webSocketErrorCode: $0.closeCode) }, error: nil)
            } catch {
                finish(closeCode: nil, error: "\(error)")
            }
        }
        let opened = try await waitUntil("the WebSocket upgrade", timeout: timeout) { $0.isOpen || $0.isClosed }
        guard opened.isOpen else {
            throw WebTestClientError.connectionFailed("\(fullURL): \(opened.connectionError ?? "closed during the upgrade")")
        }
        guard sendsHello else { return }
        sendHello(session: session, version: version)
        let greeted = try await waitUntil("the server's hello", timeout: timeout) { $0.hellos > 0 || $0.isClosed }
        guard greeted.hellos > 0 else {
            throw WebTestClientError.connectionFailed(
                "\(fullURL): closed before the hello (code \(greeted.closeCode.map(String.init) ?? "none"))")
        }
    }

    /// Connects to `server`'s socket on its port, with its token.
    ///
    /// ```swift
    /// let tab = try await WebTestClient.connect(to: server)
    /// let again = try await WebTestClient.connect(to: server, session: tab.document.session)
    /// ```
    ///
    /// - Parameters:
    ///   - server: A started server.
    ///   - tokenPlacement: Where the token goes; the cookie by default.
    ///   - token: Another token to send (a wrong one), or `nil` for the server's.
    ///   - origin: An `Origin` header, or `nil` for none.
    ///   - session: The session id to say hello with, or `nil` for a new tab.
    ///   - version: The version to say hello with, or `nil`.
    ///   - sendsHello: Whether to say hello at once.
    ///   - acknowledgeAutomatically: Whether each applied frame is acknowledged at once.
    ///   - timeout: How long the upgrade and the `hello` may take.
    /// - Returns: The connected client.
    /// - Throws: As ``init(url:token:port:tokenPlacement:origin:session:version:sendsHello:acknowledgeAutomatically:timeout:)``;
    ///   ``WebTestClientError/serverNotStarted``.
    @LoopActor
    public static func connect(
        to server: WebServer, tokenPlacement: TokenPlacement = .cookie, token: String? = nil, origin: String? = nil,
        session: String? = nil, version: UInt64? = nil, sendsHello: Bool = true,
        acknowledgeAutomatically: Bool = true, timeout: Duration = .seconds(5)
    ) async throws -> WebTestClient {
        guard let port = server.port else { throw WebTestClientError.serverNotStarted }
        let host = server.configuration.host.contains(":") ? "[\(server.configuration.host)]" : server.configuration.host
        return try await WebTestClient(
            url: "ws://\(host):\(port)/ws", token: token ?? server.token, port: port, tokenPlacement: tokenPlacement,
            origin: origin, session: session, version: version, sendsHello: sendsHello,
            acknowledgeAutomatically: acknowledgeAutomatically, timeout: timeout)
    }

    // MARK: The document

    /// The document now (a snapshot).
    public var document: Document { state.withLock { $0.document } }

    /// The first node of `kind` in tree order, now.
    ///
    /// - Parameter kind: A node kind.
    /// - Returns: The node, or `nil`.
    public func node(kind: String) -> Node? { document.node(kind: kind) }

    /// Every node of `kind` in tree order, now.
    ///
    /// - Parameter kind: A node kind.
    /// - Returns: The nodes.
    public func nodes(kind: String) -> [Node] { document.nodes(kind: kind) }

    /// The first node whose `text` is `text`, now.
    ///
    /// - Parameter text: The text shown.
    /// - Returns: The node, or `nil`.
    public func node(withText text: String) -> Node? { document.node(withText: text) }

    /// Whether each applied frame is acknowledged at once (on by default). Off, the client
    /// acknowledges only through ``acknowledge(_:)``: a tab that stopped reading, for flow
    /// control tests.
    public var acknowledgeAutomatically: Bool {
        get { state.withLock { $0.acknowledgeAutomatically } }
        set { state.withLock { $0.acknowledgeAutomatically = newValue } }
    }

    // MARK: Sending

    /// Sends a user's event, with the next sequence number.
    ///
    /// ```swift
    /// let seq = tab.send(event: .text, to: field.id, value: .string("Ada"))
    /// try await tab.waitUntil("acknowledged") { $0.acknowledgedSeq >= seq }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The event's type.
    ///   - nodeID: The node it comes from.
    ///   - value: Its value (none for `press` and `submit`).
    ///   - seq: A sequence number to send instead of the next one (a resent event); the
    ///     next one then follows the highest sent.
    /// - Returns: The sequence number sent.
    @discardableResult
    public func send(event type: WebEventType, to nodeID: Int, value: WebValue? = nil, seq: UInt64? = nil) -> UInt64 {
        let sent = state.withLock { state -> UInt64 in
            let number = seq ?? state.lastSeq + 1
            state.lastSeq = max(state.lastSeq, number)
            return number
        }
        var json = "{\"t\":\"event\",\"seq\":\(sent),\"id\":\(nodeID),\"type\":\(WebTestJSON.quoted(type.rawValue))"
        if let value {
            json += ",\"value\":"
            switch value {
            case .string(let string): json += WebTestJSON.quoted(string)
            case .number(let number): json += WebTestJSON.number(number)
            case .bool(let bool): json += bool ? "true" : "false"
            }
        }
        sendRaw(json + "}")
        return sent
    }

    /// Says hello (again).
    ///
    /// - Parameters:
    ///   - session: The session id, or `nil` for a new session.
    ///   - version: The version shown, or `nil`.
    public func sendHello(session: String? = nil, version: UInt64? = nil) {
        var json = "{\"t\":\"hello\""
        if let session { json += ",\"session\":\(WebTestJSON.quoted(session))" }
        if let version { json += ",\"v\":\(version)" }
        sendRaw(json + "}")
    }

    /// Acknowledges the frames up to `version` (the shown version by default).
    ///
    /// - Parameter version: The version applied, or `nil` for the document's.
    public func acknowledge(_ version: UInt64? = nil) {
        let acknowledged = state.withLock { state -> UInt64 in
            let number = version ?? state.document.version
            state.document.acknowledgedVersion = max(state.document.acknowledgedVersion, number)
            return number
        }
        sendRaw("{\"t\":\"ack\",\"v\":\(acknowledged)}")
    }

    /// Asks for the whole tree again.
    public func resync() {
        sendRaw("{\"t\":\"resync\"}")
    }

    /// Sends `text` as one text message, as it is: for hostile tests.
    ///
    /// - Parameter text: Any text.
    public func sendRaw(_ text: String) {
        outgoing.yield(.text(text))
    }

    /// Sends `text` as one text message split into frames of `frameSize` bytes (a
    /// fragmented message), for the size limit over several frames.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - frameSize: Bytes per frame, above 0.
    public func sendRaw(_ text: String, fragmentedInto frameSize: Int) {
        let bytes = Array(text.utf8)
        var frames: [WebSocketFrame] = []
        var start = 0
        repeat {
            let end = min(start + max(frameSize, 1), bytes.count)
            frames.append(WebSocketFrame(
                fin: end == bytes.count, opcode: start == 0 ? .text : .continuation,
                data: ByteBuffer(bytes: bytes[start..<end])))
            start = end
        } while start < bytes.count
        outgoing.yield(.frames(frames))
    }

    /// Sends `bytes` as one binary message (not part of the protocol).
    ///
    /// - Parameter bytes: Any bytes.
    public func sendBinary(_ bytes: [UInt8]) {
        outgoing.yield(.binary(bytes))
    }

    // MARK: Waiting

    /// Waits until `condition` holds for the document, checking it now and after each
    /// message received; returns the document that satisfied it.
    ///
    /// ```swift
    /// let document = try await tab.waitUntil("the second tab sees Ada") {
    ///     $0.node(kind: "textField")?.value == .string("Ada")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - description: What is awaited, for the error.
    ///   - timeout: How long to wait; five seconds by default.
    ///   - condition: Checked on the client's socket thread, with its lock held: keep it to
    ///     reading the document.
    /// - Returns: The document when `condition` first held.
    /// - Throws: ``WebTestClientError/timedOut(_:after:state:)`` with the document then;
    ///   `CancellationError` when the waiting task is cancelled.
    @discardableResult
    public func waitUntil(
        _ description: String, timeout: Duration = .seconds(5), _ condition: @escaping @Sendable (Document) -> Bool
    ) async throws -> Document {
        let id = state.withLock { state -> Int in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Document, any Error>) in
                let now = state.withLock { state -> Document? in
                    if condition(state.document) { return state.document }
                    state.waiters[id] = Waiter(description: description, condition: condition, continuation: continuation)
                    return nil
                }
                if let now {
                    continuation.resume(returning: now)
                    return
                }
                let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
                DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [self] in
                    let timedOut = state.withLock { state in
                        state.waiters.removeValue(forKey: id).map { ($0, state.document) }
                    }
                    guard let (waiter, document) = timedOut else { return }
                    waiter.continuation.resume(
                        throwing: WebTestClientError.timedOut(description, after: timeout, state: document.description))
                }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    // MARK: Ending

    /// Closes the socket with 1000 and waits until the server closed its side.
    public func close() async {
        outgoing.finish()
        _ = try? await waitUntil("the socket closed", timeout: .seconds(5)) { $0.isClosed }
    }

    /// Cuts the connection without a close frame (the tab's machine went to sleep, the
    /// network dropped) and waits until the client saw it end.
    public func disconnectAbruptly() async {
        if !ended.exchange(true) {
            // Shutting the client's own event loop down closes its socket: no close frame.
            try? await group.shutdownGracefully()
            // The socket is closed now. The client's `run()` may never return to say so, its
            // event loop being gone: waiting for that often took the wait's whole 5 s.
            update { $0.isClosed = true }
        }
        outgoing.finish()
        _ = try? await waitUntil("the socket cut", timeout: .seconds(5)) { $0.isClosed }
    }

    // MARK: The socket

    /// The handler of the WebSocket: a writer for what the test sends, a reader that keeps
    /// the document; whichever ends first ends the other.
    private func run(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, outgoing: AsyncStream<Outgoing>
    ) async throws {
        update { $0.isOpen = true }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await item in outgoing {
                    do {
                        switch item {
                        case .text(let text): try await outbound.write(.text(text))
                        case .binary(let bytes): try await outbound.write(.binary(ByteBuffer(bytes: bytes)))
                        case .frames(let frames): for frame in frames { try await outbound.write(.custom(frame)) }
                        }
                    } catch {
                        return
                    }
                }
            }
            group.addTask { [self] in
                var messages = inbound.messages(maxSize: 1 << 26).makeAsyncIterator()
                while true {
                    let message: WebSocketMessage?
                    do {
                        message = try await messages.next()
                    } catch {
                        update { $0.connectionError = "\(error)" }
                        return
                    }
                    guard let message else { return }
                    switch message {
                    case .text(let text):
                        let reply = update { $0.receive(text) }
                        switch reply {
                        case .none: break
                        case .resync: resync()
                        case .ack(let version):
                            if acknowledgeAutomatically { acknowledge(version) }
                        }
                    case .binary:
                        update { $0.problems.append("a binary message from the server") }
                    }
                }
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// Changes the document under the lock and wakes the waiters whose condition now holds.
    @discardableResult
    private func update<Value>(_ change: (inout Document) -> Value) -> Value {
        let (result, woken) = state.withLock { state -> (Value, [(Waiter, Document)]) in
            let result = change(&state.document)
            var woken: [(Waiter, Document)] = []
            for (id, waiter) in state.waiters where waiter.condition(state.document) {
                state.waiters[id] = nil
                woken.append((waiter, state.document))
            }
            return (result, woken)
        }
        for (waiter, document) in woken { waiter.continuation.resume(returning: document) }
        return result
    }

    /// The connection ended: with the server's close code, or an error.
    private func finish(closeCode: UInt16?, error: String?) {
        outgoing.finish()
        update { document in
            document.isClosed = true
            document.closeCode = closeCode
            if let error, document.connectionError == nil { document.connectionError = error }
        }
        guard !ended.exchange(true) else { return }
        group.shutdownGracefully { _ in }
    }
}

extension LockedValue where Value == Bool {
    /// Sets the value, returning the old one.
    fileprivate func exchange(_ newValue: Bool) -> Bool {
        withLock { value in
            defer { value = newValue }
            return value
        }
    }
}
