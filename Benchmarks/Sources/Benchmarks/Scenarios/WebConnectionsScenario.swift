import Bindings
import Foundation
import WebBackend

/// web-connections: 10,000 idle tabs on one server process (the clients in another), a
/// shared tree of 100 labels.
///
/// - web-memory: the server's resident growth per connection, from 100 connected tabs (the
///   one-time costs of the first: swift-nio's threads and pools) to all of them, each past
///   its hello. Target ≤ 32 KiB.
/// - web-broadcast: one label changed; the time from the view model's change to the frame's
///   arrival in each tab (CLOCK_MONOTONIC on both sides). Target p99 ≤ 250 ms.
/// - web-stalled: a tab that says hello and never reads again (a 4 KiB receive window)
///   joins for half of the broadcasts (blocks of broadcasts with and without it, in turn),
///   held back by the flow control (past `maxUnacknowledgedFrames`) while they are
///   measured: the server's buffer for it must stay under `maxBufferedBytes`, and the other
///   tabs' p95 within 1.2x of the blocks without it.
@LoopActor
enum WebConnectionsScenario {
    static let labelCount = 100
    static let memoryLimit = 32.0
    static let p99Limit = 250.0
    static let stalledLimit = 1.2

    static func run(context: BenchContext) -> [ScenarioResult] {
        let connections = context.settings.webConnections
        func failed(_ why: String) -> [ScenarioResult] {
            [ScenarioResult(name: "web-memory", unit: "KiB/connection", contenders: [:], target: "", met: false, notes: "not measured: \(why)")]
        }
        do {
            let fixture = try WebBenchFixture(labels: labelCount, context: context, maxConnections: connections + 100)
            defer { fixture.stop() }
            let loop = context.loop
            let clients = try fixture.clients()
            let warm = min(100, connections / 10)
            _ = try clients.request("connect \(warm)", turning: loop)
            fixture.turn(for: .milliseconds(500))
            let before = MemoryUsage.now()
            let connectStart = monotonicNanoseconds()
            _ = try clients.request("connect \(connections - warm)", turning: loop, timeout: .seconds(600))
            let connectSeconds = Double(monotonicNanoseconds() - connectStart) / 1e9
            fixture.turn(for: .milliseconds(500))
            let after = MemoryUsage.now()
            let open = fixture.server.connectionCount
            let perConnection = Double(after.resident - before.resident) / Double(connections - warm) / 1024
            let heapPerConnection = Double(after.heapInUse - before.heapInUse) / Double(connections - warm) / 1024

            // Blocks of broadcasts without and with the stalled tab, in turn.
            let blocks = context.settings.webBroadcastBlocks
            let perBlock = context.settings.webBroadcastsPerBlock
            var plain: [Double] = []
            var stalled: [Double] = []
            var largestBuffered = 0
            var behind = 0
            var next = 0
            let frameLimit = WebServerConfiguration().maxUnacknowledgedFrames
            for block in 0..<(blocks * 2) {
                let withStall = block % 2 == 1
                if withStall { _ = try clients.request("stall", turning: loop) }
                // With the stalled tab, the first frames (as many as a tab may leave
                // unacknowledged) are not measured: it is held back (behind) during the
                // measured ones, which is what the flow control is for.
                let unmeasured = withStall ? frameLimit : 0
                for index in 0..<(unmeasured + perBlock) {
                    _ = try clients.request("mark", turning: loop)
                    let start = monotonicNanoseconds()
                    fixture.change([next])
                    next = (next + 1) % labelCount
                    loop.runOnce()
                    let arrived = WebClientProcess.arrivals(try clients.request("await 1", turning: loop))
                    let latencies = arrived.times.map { Double(Int64(bitPattern: $0 &- start)) / 1e6 }
                    if index >= unmeasured, withStall {
                        stalled += latencies
                        behind = max(behind, fixture.server.behindConnectionCount)
                    } else if index >= unmeasured {
                        plain += latencies
                    }
                    // The acks come back before the next change, as between a page's changes.
                    fixture.turn(for: .milliseconds(100))
                }
                if withStall {
                    largestBuffered = max(largestBuffered, fixture.server.largestBufferedBytes)
                    _ = try clients.request("unstall", turning: loop)
                    fixture.turn(for: .milliseconds(100))
                }
            }
            plain.sort()
            stalled.sort()
            let p50 = Statistics.percentile(50, ofSorted: plain)
            let p95 = Statistics.percentile(95, ofSorted: plain)
            let p99 = Statistics.percentile(99, ofSorted: plain)
            let stalledP95 = Statistics.percentile(95, ofSorted: stalled)
            let stalledP99 = Statistics.percentile(99, ofSorted: stalled)
            let limit = WebServerConfiguration().maxBufferedBytes

            let memory = Criterion(label: "resident growth per connection", value: perConnection, limit: memoryLimit, unit: " KiB")
            let memoryNotes = "\(connections) tabs on a shared tree of \(labelCount) labels, clients in another process (WebLoadClient); "
                + "resident growth from \(warm) to \(open) open connections (each past its hello) \(Format.figure(perConnection)) KiB each, "
                + "main-arena heap (mallinfo2; swift-nio's threads allocate in arenas of their own) \(Format.figure(heapPerConnection)) KiB each; "
                + "connecting them took \(Format.figure(connectSeconds)) s"
            let broadcast = Criterion(label: "p99", value: p99, limit: p99Limit, unit: " ms")
            let broadcastNotes = "one label changed, \(blocks * perBlock) broadcasts to \(connections) tabs (\(plain.count) arrivals): "
                + "view model change to the frame's arrival in each tab, p50 \(Format.figure(p50)) ms, p95 \(Format.figure(p95)) ms, "
                + "p99 \(Format.figure(p99)) ms, max \(Format.figure(plain.last ?? .nan)) ms"
            let ratio = stalledP95 / p95
            let buffer = Criterion(label: "stalled tab's buffered bytes", value: Double(largestBuffered), limit: Double(limit), unit: " B")
            let latency = Criterion(label: "others' p95 with/without it", value: ratio, limit: stalledLimit)
            let heldBack = Criterion(label: "tabs held back during the measured broadcasts", value: Double(behind), limit: 1, atLeast: true, unit: "")
            let stalledNotes = "\(blocks) blocks of \(perBlock) broadcasts with a tab that never reads (4 KiB receive window), "
                + "after \(frameLimit) unmeasured ones that put it over the unacknowledged-frame limit, "
                + "beside \(blocks) without it, in turn: the others' p95 \(Format.figure(stalledP95)) ms against \(Format.figure(p95)) ms "
                + "(p99 \(Format.figure(stalledP99)) against \(Format.figure(p99)) ms); the server's largest buffer for a tab "
                + "\(largestBuffered) B (limit \(limit) B, and \(frameLimit) frames), tabs held back: \(behind)"
            return [
                ScenarioResult(
                    name: "web-memory", unit: "KiB/connection", contenders: ["bindings": perConnection],
                    target: "resident growth <= \(Int(memoryLimit)) KiB per idle connection", met: memory.met && open >= connections,
                    notes: memoryNotes, details: ["heap per connection (KiB)": heapPerConnection, "connect seconds": connectSeconds],
                    criteria: [memory]),
                ScenarioResult(
                    name: "web-broadcast", unit: "ms p99", contenders: ["bindings": p99],
                    target: "a change broadcast to \(connections) tabs arrives at p99 <= \(Int(p99Limit)) ms", met: broadcast.met,
                    notes: broadcastNotes, details: ["p50 (ms)": p50, "p95 (ms)": p95], criteria: [broadcast]),
                ScenarioResult(
                    name: "web-stalled", unit: "x p95", contenders: ["bindings": ratio],
                    target: "a stalled tab's buffer <= maxBufferedBytes; the others' p95 within \(Format.ratio(stalledLimit)) of the run without it",
                    met: buffer.met && latency.met && heldBack.met, notes: stalledNotes,
                    details: ["stalled buffered bytes": Double(largestBuffered), "p95 with stalled (ms)": stalledP95],
                    criteria: [buffer, latency, heldBack]),
            ]
        } catch {
            return failed("\(error)")
        }
    }
}

