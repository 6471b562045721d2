import Bindings
import Widgets

/// per-turn: one change per loop turn, end to end, each turn driven by an
/// async wake-up.
///
/// Every contender's turn: `EventLoop.execute` (an `uv_async_send`) carries the
/// set into the loop, `runOnce(blocking: true)` turns it once; the bindings
/// flush that set in the next turn's prepare phase, so each turn holds one set,
/// one flush and one install. The limit is a bare libuv loop with one async
/// handle whose callback calls the label's setter: `uv_async_send` then
/// `uv_run(UV_RUN_ONCE)`.
///
/// Target (issue 15): the bindings at most OpenCombine and at most 1.5 times
/// the limit; the vanilla setter behind `EventLoop.execute` (the loop's own
/// turn) at most 1.2 times the limit.
@LoopActor
enum PerTurnScenario {
    static let limitFactor = 1.5
    static let openCombineFactor = 1.0
    static let vanillaLimitFactor = 1.2

    static func run(context: BenchContext) -> ScenarioResult {
        let settings = context.settings
        let loop = context.loop
        var figures: [String: Double] = [:]
        var problems: [String] = []
        var installsPerTurn: Double = .nan

        func measure<P: CounterPipeline>(_ make: @LoopActor () -> P) -> Double? {
            guard context.wants(P.contender) else { return nil }
            return Statistics.medianOf(settings.perTurnRepeats) {
                let pipeline = make()
                loop.runOnce()
                let installsBefore = pipeline.label.installCount
                let turns = settings.perTurnTurns
                let elapsed = elapsedNanoseconds {
                    for value in 1...turns {
                        loop.execute { pipeline.set(value) }
                        loop.runOnce(blocking: true)
                        pipeline.awaitShown(value, on: loop)
                    }
                    loop.runOnce()  // the bindings flush the last set
                }
                if pipeline.label.text != "Count: \(turns)" {
                    problems.append("\(P.contender) did not show the last value (\"\(pipeline.label.text)\" for \(turns))")
                }
                if P.contender == "bindings" {
                    installsPerTurn = Double(pipeline.label.installCount - installsBefore) / Double(turns)
                }
                return elapsed / Double(turns)
            }
        }

        figures["bindings"] = measure { BindingsCounter(style: .text) }
        figures["opencombine"] = measure { OpenCombineCounter(style: .text) }
        figures["closures"] = measure { ClosuresCounter(style: .text) }
        figures["vanilla"] = measure { VanillaCounter(style: .text) }
        figures["observations"] = measure { ObservationsCounter(style: .text) }
        if context.wants("limit") {
            figures["limit"] = Statistics.medianOf(settings.perTurnRepeats) {
                measureLimit(turns: settings.perTurnTurns)
            }
        }

        let ratio = (figures["bindings"] ?? .nan) / (figures["limit"] ?? .nan)
        var notes = "\(settings.perTurnTurns) turns per run; bindings \(Format.ratio(ratio)) the limit; "
            + "installs per turn: \(Format.figure(installsPerTurn)); vanilla is the setter behind EventLoop.execute; "
            + ObservationsCounter.howDriven
        if !problems.isEmpty { notes += "; " + problems.joined(separator: "; ") }
        let criteria = [
            Criterion(label: "bindings/opencombine", value: (figures["bindings"] ?? .nan) / (figures["opencombine"] ?? .nan), limit: openCombineFactor),
            Criterion(label: "bindings/limit", value: ratio, limit: limitFactor),
            Criterion(label: "vanilla/limit", value: (figures["vanilla"] ?? .nan) / (figures["limit"] ?? .nan), limit: vanillaLimitFactor),
        ]
        return ScenarioResult(
            name: "per-turn", unit: "ns/turn", contenders: figures,
            target: "bindings <= \(Format.factor(openCombineFactor)) opencombine and <= \(Format.factor(limitFactor)) limit per turn; "
                + "vanilla <= \(Format.factor(vanillaLimitFactor)) limit",
            met: criteria.allSatisfy(\.met) && problems.isEmpty, notes: notes,
            details: ["bindings/limit": ratio],
            criteria: criteria
        )
    }

    /// A bare libuv turn plus the direct setter, in nanoseconds per turn.
    private static func measureLimit(turns: Int) -> Double {
        let label = Label()
        let pending = Box(0)
        let raw = RawAsyncLoop()
        raw.onWake = { CounterStyle.text.apply(pending.value, to: label) }
        let elapsed = elapsedNanoseconds {
            for value in 1...turns {
                pending.value = value
                raw.send()
                raw.runOnce()
            }
        }
        raw.close()
        precondition(label.text == "Count: \(turns)", "the limit's label missed a value")
        return elapsed / Double(turns)
    }
}

/// A mutable value shared by reference, on the loop.
@LoopActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
