import Bindings
import Foundation

/// web-fanout: 1,000 labels on a shared tree, 1% of their view models changed per turn,
/// with 0, 1, 10 and 100 tabs connected (the clients in another process, each
/// acknowledging every frame as a page does): the server's cost per turn, as a ratio to
/// the turn with no tab.
///
/// The cost is the server process's CPU time (every thread: the loop's flush, commit and
/// one encoding, swift-nio's writes, the acks read and handled) over paced turns, one every
/// ``interval`` so that every tab stays in step, divided by the turns. The notes also give
/// the loop thread's time per turn (the flush, the commit, the frame's encoding and the
/// hand-over to each tab's writer).
@LoopActor
enum WebFanoutScenario {
    static let labelCount = 1_000
    static let clientCounts = [0, 1, 10, 100]
    static let interval = Duration.milliseconds(10)

    static func run(context: BenchContext) -> [ScenarioResult] {
        let target = "reported (the issue sets no limit); every tab gets every frame"
        func failed(_ why: String) -> [ScenarioResult] {
            [ScenarioResult(name: "web-fanout", unit: "x 0 tabs", contenders: [:], target: target, met: false, notes: "not measured: \(why)")]
        }
        do {
            let fixture = try WebBenchFixture(labels: labelCount, context: context)
            defer { fixture.stop() }
            let loop = context.loop
            let turns = context.settings.webFanoutTurns
            var cpu: [Int: Double] = [:]
            var loopTime: [Int: Double] = [:]
            var problems: [String] = []
            var connected = 0
            var next = 0
            for count in clientCounts {
                if count > connected {
                    _ = try fixture.clients().request("connect \(count - connected)", turning: loop)
                    connected = count
                }
                if count > 0 { _ = try fixture.clients().request("mark", turning: loop) }
                var loopTimes: [Double] = []
                // Warm-up turns, then the measured ones.
                for _ in 0..<10 { _ = turn(fixture, &next) }
                if count > 0 { _ = try fixture.clients().request("await 10", turning: loop) }
                if count > 0 { _ = try fixture.clients().request("mark", turning: loop) }
                let cpuStart = WebBenchFixture.processCPUNanoseconds()
                for _ in 0..<turns { loopTimes.append(turn(fixture, &next)) }
                let cpuEnd = WebBenchFixture.processCPUNanoseconds()
                cpu[count] = Double(cpuEnd - cpuStart) / Double(turns) / 1_000
                loopTime[count] = Statistics.median(loopTimes) / 1_000
                if count > 0 {
                    let arrived = WebClientProcess.arrivals(try fixture.clients().request("await \(turns)", turning: loop))
                    if arrived.frames != turns * count {
                        problems.append("\(count) tabs: \(arrived.frames) frames for \(turns * count)")
                    }
                }
            }
            let base = cpu[0] ?? .nan
            let baseLoop = loopTime[0] ?? .nan
            var results: [ScenarioResult] = []
            let summary = clientCounts.map { count in
                "\(count) tabs \(Format.figure(cpu[count] ?? .nan)) µs CPU (loop thread \(Format.figure(loopTime[count] ?? .nan)) µs)"
            }.joined(separator: ", ")
            for count in clientCounts where count > 0 {
                let ratio = (cpu[count] ?? .nan) / base
                let loopRatio = (loopTime[count] ?? .nan) / baseLoop
                var notes = "\(labelCount) labels, \(labelCount / 100) changed per turn, \(turns) turns one every \(interval); "
                    + "process CPU per turn: \(summary); \(count) tabs: \(Format.ratio(ratio)) the 0-tab turn's CPU, "
                    + "loop thread \(Format.ratio(loopRatio)); per tab beyond 0: \(Format.figure(((cpu[count] ?? .nan) - base) / Double(count))) µs CPU"
                if !problems.isEmpty { notes += "; " + problems.joined(separator: "; ") }
                results.append(ScenarioResult(
                    name: "web-fanout \(count) tab\(count == 1 ? "" : "s")", unit: "x 0 tabs", contenders: ["bindings": ratio],
                    target: target, met: problems.isEmpty, notes: notes,
                    details: ["CPU per turn (µs)": cpu[count] ?? .nan, "0-tab CPU per turn (µs)": base,
                              "loop thread per turn (µs)": loopTime[count] ?? .nan, "loop thread ratio": loopRatio]))
            }
            return results
        } catch {
            return failed("\(error)")
        }
    }

    /// One paced turn: the changes, the loop turn that flushes and sends, then the rest of
    /// the interval turning the loop (the acks).
    ///
    /// - Returns: The loop thread's time for the changes and the turn, in nanoseconds.
    private static func turn(_ fixture: WebBenchFixture, _ next: inout Int) -> Double {
        let start = monotonicNanoseconds()
        let indices = (0..<labelCount / 100).map { (next + $0 * 97) % labelCount }
        next = (next + 1) % labelCount
        let time = elapsedNanoseconds {
            fixture.change(indices)
            fixture.loop.runOnce()
        }
        let spent = Duration.nanoseconds(Int64(monotonicNanoseconds() - start))
        if spent < interval { fixture.turn(for: interval - spent) }
        return time
    }
}
