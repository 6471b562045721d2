import Bindings
import Foundation
import WebBackend
import Widgets
#if canImport(Glibc)
import Glibc
#endif

/// What the web scenarios share: a shared tree of bound labels served by a `WebServer`
/// on a free loopback port, and the clients' process.
///
/// ```swift
/// let fixture = try WebBenchFixture(labels: 1_000, context: context)
/// defer { fixture.stop() }
/// _ = try fixture.clients().request("connect 10", turning: context.loop)
/// fixture.change(0..<10)          // ten view models; the next turn's flush sends one frame
/// ```
@LoopActor
final class WebBenchFixture {
    /// One label's view model.
    final class Model {
        @Observed var count = 0
    }

    let loop: EventLoop
    let labels: [WebBenchLabel]
    let models: [Model]
    /// Counts the first label's view model up when pressed (`data-identifier` "press").
    let button = WebBenchButton(style: [.identifier("press")])
    /// Shows a wall-clock time (`data-identifier` "stamp"), for web-latency.
    let stamp = WebBenchLabel(style: [.identifier("stamp")])
    let server: WebServer
    private let clientPath: String
    private var clientProcess: WebClientProcess?

    /// Serves `labels` bound labels (and a button that counts the first one up).
    ///
    /// - Throws: `WebServerError` when it cannot listen.
    init(labels count: Int, context: BenchContext, maxConnections: Int = 1_000) throws {
        loop = context.loop
        clientPath = context.webClientPath
        models = (0..<count).map { _ in Model() }
        labels = models.enumerated().map { index, model in
            // The first label's text is the one the button changes ("count").
            let label = index == 0 ? WebBenchLabel(style: [.identifier("count")]) : WebBenchLabel()
            label.bind(to: model) { model in [.text("Count: \(model.count)")] }
            return label
        }
        let root = StackView(style: [.views([button, stamp] + labels)])
        var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, token: "benchmarks")
        configuration.maxConnections = maxConnections
        server = WebServer(loop: context.loop, title: "Benchmarks", configuration: configuration, tree: .shared(root))
        let first = models[0]
        button.onPress = { first.count += 1 }
        // The bindings' first values, then the document over them.
        loop.runOnce()
        try server.start()
    }

    /// The clients' process, started on first use.
    func clients() throws -> WebClientProcess {
        if let clientProcess { return clientProcess }
        let started = try WebClientProcess(executable: clientPath, port: server.port ?? 0, token: server.token)
        clientProcess = started
        return started
    }

    /// Changes the view models of `indices` (each counts up by one).
    func change(_ indices: some Sequence<Int>) {
        for index in indices { models[index].count += 1 }
    }

    /// Ends the clients and the server.
    func stop() {
        clientProcess?.quit()
        clientProcess = nil
        server.stop()
    }

    /// This process's CPU time, every thread (the loop's, swift-nio's, the tasks'), in
    /// nanoseconds.
    nonisolated static func processCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Turns the loop for `duration`, handling what arrives (acks), without a sleep: a libuv
    /// timer ends the wait.
    func turn(for duration: Duration) {
        _ = try? loop.run(until: { false }, timeout: duration)
    }
}
