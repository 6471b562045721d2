public import Bindings
import Dispatch
import Hummingbird
import Logging
import NIOWebSocket
import UVLoop
import Widgets

/// Serves a widget tree to every browser tab that opens its URL: one page, then only the
/// changed properties over a WebSocket per tab, and the tabs' events back into the view
/// models on the loop.
///
/// ```swift
/// let server = WebServer(loop: loop, title: "Counter", tree: .shared(counterView))
/// try server.start()
/// print(server.url)          // http://127.0.0.1:8080/?token=…
/// try loop.run()
/// server.stop()
/// ```
///
/// Threads: the HTTP server (Hummingbird, on swift-nio) owns the sockets on its own
/// threads and decodes the pages' messages there; every widget, view model and document
/// stays on the loop thread. Messages cross to the loop through ``Bindings/EventLoop/execute(_:)``,
/// one wake-up per batch; frames are built in the loop's render stage, after the flush's
/// installs, and handed to the sockets' writers.
///
/// Thread and re-entrancy rules: loop thread (`@LoopActor`); ``start()`` and ``stop()``
/// outside any loop callback's flush.
@LoopActor
public final class WebServer {
    /// The loop the trees live on.
    public let loop: EventLoop
    /// The page's title.
    public let title: String
    /// How it listens and its limits.
    public let configuration: WebServerConfiguration
    /// The access token (the configured one, or the random one of this start).
    public let token: String
    /// The port it listens on, once started (the system's choice for port 0).
    public private(set) var port: Int?

    let tree: WebTree
    let access: WebAccess
    let inbox: WebInbox
    let resources = WebResourceStore()
    var sharedDocument: WebDocument?
    var connections: [Int: WebConnection] = [:]
    var sessions: [String: WebSession] = [:]
    /// Connections that owe an ack or may catch up, looked at in the render stage.
    var attention: Set<Int> = []
    private var renderHook: BeforeSleepHookID?
    private var sweepTimer: LoopTimer?
    private var serverTask: Task<Void, any Error>?
    /// Tells the diagnostics apart.
    let logger = DiagnosticLog.logger

    /// A server for `tree`; nothing listens before ``start()``.
    ///
    /// - Parameters:
    ///   - loop: The loop the tree lives on.
    ///   - title: The page's title.
    ///   - configuration: How it listens and its limits.
    ///   - tree: One tree for every tab, or a tree per tab.
    public init(loop: EventLoop, title: String, configuration: WebServerConfiguration = .init(), tree: WebTree) {
        self.loop = loop
        self.title = title
        self.configuration = configuration
        self.tree = tree
        let token = configuration.token ?? WebAccess.randomToken()
        self.token = token
        self.access = WebAccess(token: token, allowedOrigins: configuration.allowedOrigins)
        self.inbox = WebInbox(loop: loop)
    }

    /// The URL to open, with the token: `http://127.0.0.1:8080/?token=…`.
    public var url: String {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port ?? configuration.port)/?token=\(token)"
    }

    /// Whether ``start()`` ran and ``stop()`` did not since.
    public var isStarted: Bool { serverTask != nil }

    /// Builds the shared tree's document, starts listening and waits until the socket is
    /// bound.
    ///
    /// - Throws: ``WebServerError/invalidToken`` for a configured token that is not
    ///   letters, digits, `-` and `_`; ``WebServerError/cannotListen(host:port:reason:)``
    ///   when the address cannot be bound (in use, not local).
    public func start() throws(WebServerError) {
        guard serverTask == nil else { return }
        guard WebAccess.isValidToken(token) else { throw .invalidToken }
        if case .shared(let root) = tree {
            // Started in the first render stage, after the first flush: the first version has
            // the bindings' first values.
            sharedDocument = WebDocument(root: root, units: configuration.units, resources: resources)
        }
        inbox.server = self
        renderHook = loop.addBeforeSleep(stage: .render) { [weak self] in self?.render() }
        sweepTimer = try? loop.schedule(after: .seconds(1), repeating: .seconds(1)) { [weak self] in
            self?.expireSessions()
        }
        let bound = DispatchSemaphore(value: 0)
        let outcome = LockedValue<Result<Int, WebServerError>?>(nil)
        let application = makeApplication { port in
            outcome.withLock { $0 = .success(port) }
            bound.signal()
        }
        let host = configuration.host
        let port = configuration.port
        serverTask = Task.detached {
            do {
                try await application.run()
            } catch {
                outcome.withLock { value in
                    if value == nil { value = .failure(.cannotListen(host: host, port: port, reason: "\(error)")) }
                }
                bound.signal()
                throw error
            }
        }
        bound.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let boundPort):
            self.port = boundPort
        case .failure(let error):
            serverTask = nil
            stopLoopSide()
            throw error
        case nil:
            serverTask = nil
            stopLoopSide()
            throw .cannotListen(host: host, port: port, reason: "the server ended before it listened")
        }
    }

    /// Closes every tab's socket with 1001 (going away), stops listening and lets the
    /// trees go. Idempotent.
    public func stop() {
        guard let serverTask else { return }
        let links = connections.values.map(\.link)
        for link in links {
            link.close(.goingAway, reason: "the server is stopping")
        }
        // The server's threads never wait for the loop, so waiting here cannot deadlock.
        let ended = DispatchSemaphore(value: 0)
        Task.detached {
            // The writers send the close frames before the sockets go.
            for link in links {
                for await _ in link.ended {}
            }
            serverTask.cancel()
            _ = await serverTask.result
            ended.signal()
        }
        _ = ended.wait(timeout: .now() + .seconds(5))
        self.serverTask = nil
        stopLoopSide()
    }

    private func stopLoopSide() {
        if let renderHook { loop.removeBeforeSleep(renderHook) }
        renderHook = nil
        sweepTimer?.dispose()
        sweepTimer = nil
        inbox.server = nil
        for session in sessions.values where session.ownsDocument { session.document.stop() }
        sessions.removeAll()
        connections.removeAll()
        sharedDocument?.stop()
        sharedDocument = nil
    }

    /// Open connections, for tests and benchmarks.
    public var connectionCount: Int { connections.count }

    /// The most bytes handed to one tab's socket and not yet written, for tests and
    /// benchmarks: flow control keeps it near ``WebServerConfiguration/maxBufferedBytes``
    /// at most, whatever a tab fails to read.
    ///
    /// - Complexity: O(t) in the open tabs.
    public var largestBufferedBytes: Int {
        connections.values.reduce(0) { max($0, $1.link.bufferedBytes) }
    }

    /// Tabs that are behind (sent nothing until their acknowledgements catch up), for tests
    /// and benchmarks.
    ///
    /// - Complexity: O(t) in the open tabs.
    public var behindConnectionCount: Int {
        connections.values.count { $0.isBehind(configuration) }
    }

    /// Forgets sessions whose tab has been away longer than the grace period.
    private func expireSessions() {
        let now = ContinuousClock.now
        for (id, session) in sessions where session.connection == nil {
            guard let since = session.disconnectedAt, now - since >= configuration.sessionGracePeriod else { continue }
            sessions[id] = nil
            if session.ownsDocument { session.document.stop() }
        }
    }
}
