import Bindings
import Foundation

/// web-bytes: what one changed attribute costs on the wire, WebSocket framing included, as
/// a tab's socket receives it (counted by the client process).
///
/// - bindings: the frame after one label's text changed (1,000 labels on a shared tree);
///   the notes give the 1% turn's bytes per attribute too (10 labels in one frame).
/// - restyle-all: the full-state contender (Livewire's model): the whole tree on every
///   change, measured as the server's full tree (the `hello` a `resync` gets).
///
/// Target: ≤ 64 B per attribute for the single change (Phoenix LiveView publishes about
/// 120 B for one changed item, the reference).
@LoopActor
enum WebBytesScenario {
    static let targetBytes = 64.0
    static let labelCount = 1_000

    static func run(context: BenchContext) -> ScenarioResult {
        let target = "one changed attribute <= \(Int(targetBytes)) B on the wire, framing included"
        do {
            let fixture = try WebBenchFixture(labels: labelCount, context: context)
            defer { fixture.stop() }
            let loop = context.loop
            let clients = try fixture.clients()
            _ = try clients.request("connect 1", turning: loop)
            let turns = context.settings.webBytesTurns
            var single: [Double] = []
            var next = 0
            for _ in 0..<turns {
                _ = try clients.request("mark", turning: loop)
                fixture.change([next])
                next = (next + 7) % labelCount
                loop.runOnce()
                single.append(Double(WebClientProcess.arrivals(try clients.request("await 1", turning: loop)).bytes))
            }
            var onePercent: [Double] = []
            for _ in 0..<turns {
                _ = try clients.request("mark", turning: loop)
                fixture.change((0..<labelCount / 100).map { (next + $0 * 97) % labelCount })
                next = (next + 1) % labelCount
                loop.runOnce()
                let bytes = Double(WebClientProcess.arrivals(try clients.request("await 1", turning: loop)).bytes)
                onePercent.append(bytes / Double(labelCount / 100))
            }
            _ = try clients.request("mark", turning: loop)
            let fullReply = try clients.request("resync", turning: loop).split(separator: " ")
            let full = Double(fullReply.count > 1 ? Int(fullReply[1]) ?? 0 : 0)
            let perAttribute = Statistics.median(single)
            let criterion = Criterion(label: "bindings bytes per attribute", value: perAttribute, limit: targetBytes, unit: " B")
            let notes = "\(labelCount) labels on a shared tree, one tab (WebLoadClient); bytes a tab's socket received per frame, "
                + "WebSocket header included, median of \(turns) frames: one label changed \(Format.figure(perAttribute)) B "
                + "(\(Format.figure(single.min() ?? .nan))–\(Format.figure(single.max() ?? .nan)) B); 1% turn (\(labelCount / 100) labels in one frame) "
                + "\(Format.figure(Statistics.median(onePercent))) B per attribute; restyle-all: the whole tree (hello) per change, "
                + "\(Format.figure(full)) B = \(Format.figure(full / perAttribute))x; LiveView's one changed item: about 120 B (not measured here)"
            return ScenarioResult(
                name: "web-bytes", unit: "B/attribute", contenders: ["bindings": perAttribute, "restyle-all": full],
                target: target, met: criterion.met, notes: notes,
                details: ["1% turn per attribute (B)": Statistics.median(onePercent), "full tree (B)": full],
                criteria: [criterion])
        } catch {
            return ScenarioResult(name: "web-bytes", unit: "B/attribute", contenders: [:], target: target, met: false,
                                  notes: "not measured: \(error)")
        }
    }
}
