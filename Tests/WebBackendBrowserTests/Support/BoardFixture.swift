import Bindings
import LoopComposerTesting
import WebBackend
import XCTest

/// A started ``WebServer`` showing a ``BoardView`` (one tree for every tab), its model,
/// and the browser's tools: what each browser test starts from.
///
/// ```swift
/// try await withBoard { board, page in
///     try await page.openApp(board.url)
///     board.model.title = "Changed"
/// }
/// ```
@LoopActor
struct BoardFixture {
    let loop: TestLoop
    let model: BoardModel
    let view: BoardView
    let server: WebServer
    let chromium: HeadlessChromium

    /// The server's URL, with its token.
    var url: String { server.url }

    /// The URL of the server through `proxy`.
    ///
    /// - Parameter proxy: A proxy to the server.
    /// - Returns: `http://127.0.0.1:PROXY/?token=…`.
    func url(through proxy: LatencyProxy) -> String {
        "http://127.0.0.1:\(proxy.port)/?token=\(server.token)"
    }

    /// Starts a latency proxy to the server.
    ///
    /// - Parameter delay: The latency each way.
    /// - Returns: The proxy; stop it before the test ends.
    func startProxy(delay: Duration) async throws -> LatencyProxy {
        guard let port = server.port else { throw WaitTimeout(description: "the server has no port") }
        return try await LatencyProxy.start(python: chromium.python, to: port, delay: delay)
    }
}

/// Runs `body` with a board served on a free port and a headless Chromium, on a test
/// loop; skips (one line) when Chromium is absent.
///
/// - Parameters:
///   - timeout: How long the whole test may take.
///   - file: The caller's file, for failures.
///   - line: The caller's line, for failures.
///   - body: The test: the board and the browser's first tab (empty).
func withBoard(
    timeout: Duration = .seconds(150), file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable @LoopActor (BoardFixture, WebDriver) async throws -> Void
) async throws {
    let chromium = try HeadlessChromium.find()
    try await withTestLoop(timeout: timeout, file: file, line: line) { loop in
        let model = BoardModel()
        let view = BoardView(model: model)
        let server = WebServer(
            loop: loop.eventLoop, title: "Board", configuration: WebServerConfiguration(port: 0), tree: .shared(view.root))
        try server.start()
        let board = BoardFixture(loop: loop, model: model, view: view, server: server, chromium: chromium)
        do {
            try await chromium.withPage { page in try await body(board, page) }
        } catch {
            server.stop()
            throw error
        }
        server.stop()
    }
}
