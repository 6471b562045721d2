import Bindings
import Foundation

/// The latency proxy (`Scripts/latency_proxy.py`) between the browser and a server:
/// every byte held `delay` each way, and the connections cut on command.
///
/// ```swift
/// let proxy = try await LatencyProxy.start(python: chromium.python, to: serverPort, delay: .milliseconds(50))
/// try await page.open("http://127.0.0.1:\(proxy.port)/?token=\(server.token)")
/// try await proxy.cutConnections()          // the page sees its socket reset
/// proxy.stop()
/// ```
///
/// Chromium's own network emulation (DevTools' `Network.emulateNetworkConditions`) cannot
/// stand in for it: checked on Chromium 156, a latency of 300 ms left a WebSocket's round
/// trips at 1–12 ms (it delays HTTP requests, not WebSocket frames), and `offline: true`
/// left an open WebSocket open.
@LoopActor
final class LatencyProxy {
    /// The port the browser connects to.
    let port: Int
    private let process: LineProcess

    private init(port: Int, process: LineProcess) {
        self.port = port
        self.process = process
    }

    /// Starts a proxy to `127.0.0.1:target`.
    ///
    /// - Parameters:
    ///   - python: Python 3.
    ///   - target: The server's port.
    ///   - delay: The latency each way.
    /// - Returns: The proxy, listening.
    static func start(python: String, to target: Int, delay: Duration) async throws -> LatencyProxy {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/latency_proxy.py").path
        let milliseconds = Double(delay.components.seconds) * 1000 + Double(delay.components.attoseconds) / 1e15
        let process = try LineProcess(python, [script, String(target), String(milliseconds)])
        do {
            let line = try await process.nextLine()
            guard line.hasPrefix("port "), let port = Int(line.dropFirst(5)) else {
                throw LineProcess.Failure(description: "the proxy said \(line)")
            }
            return LatencyProxy(port: port, process: process)
        } catch {
            process.stop()
            throw error
        }
    }

    /// Resets every open connection, as a network drop would.
    ///
    /// - Returns: How many it reset.
    @discardableResult
    func cutConnections() async throws -> Int {
        try await ask("kill", answer: "killed ")
    }

    /// Resets every open connection and every new one until ``restore()``.
    ///
    /// - Returns: How many it reset.
    @discardableResult
    func goDown() async throws -> Int {
        try await ask("down", answer: "down ")
    }

    /// Relays new connections again.
    func restore() async throws {
        try process.send("up")
        _ = try await process.line(containing: "up")
    }

    /// The connections it relays now.
    func openConnections() async throws -> Int {
        try await ask("count", answer: "open ")
    }

    /// Ends the proxy and its connections.
    func stop() {
        process.stop()
    }

    private func ask(_ command: String, answer: String) async throws -> Int {
        try process.send(command)
        let line = try await process.line(containing: answer)
        return Int(line.dropFirst(answer.count)) ?? 0
    }
}
