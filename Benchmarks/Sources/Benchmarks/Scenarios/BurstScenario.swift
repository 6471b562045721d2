import Bindings
import Widgets

/// burst, burst-sendable, burst-observation: one property set a million times
/// in one loop turn, a label's text formatted from it.
///
/// The figure is nanoseconds per set: the time of all the sets plus the loop
/// turn that flushes them, divided by the number of sets. The bindings batch
/// (one style evaluation, one install at the flush); the other contenders call
/// the label's setter on every set.
@LoopActor
enum BurstScenario {
    enum Variant: CaseIterable {
        /// `@Observed` (loop-isolated property).
        case observed
        /// `SharedProperty` (thread-safe property).
        case sendable
        /// An `@Observable` view model.
        case observation

        var name: String {
            switch self {
            case .observed: "burst"
            case .sendable: "burst-sendable"
            case .observation: "burst-observation"
            }
        }

        /// How many times the throughput of OpenCombine the bindings must reach.
        var openCombineFactor: Double {
            switch self {
            case .observed: 20
            case .sendable: 5
            case .observation: 3
            }
        }

        /// How many times the throughput of the direct setter (`burst` only).
        var vanillaFactor: Double? { self == .observed ? 5 : nil }
    }

    /// One measured run: nanoseconds per set, installs during the run, and whether the label ended right.
    private struct Run {
        var nanosecondsPerSet: Double
        var installs: Int
        var correct: Bool
    }

    static func run(_ variant: Variant, context: BenchContext) -> ScenarioResult {
        let settings = context.settings
        let loop = context.loop
        var figures: [String: Double] = [:]
        var bindingRuns: [Run] = []
        var problems: [String] = []

        func measure<P: CounterPipeline>(_ make: @LoopActor () -> P) -> Double? {
            guard context.wants(P.contender) else { return nil }
            var values: [Double] = []
            for _ in 0..<settings.burstRepeats {
                let run = measureOnce(make(), sets: settings.burstSets, loop: loop)
                if P.contender == "bindings" { bindingRuns.append(run) }
                if !run.correct { problems.append("\(P.contender) did not show the last value") }
                values.append(run.nanosecondsPerSet)
            }
            return Statistics.median(values)
        }

        switch variant {
        case .observed:
            figures["bindings"] = measure { BindingsCounter(style: .text) }
            figures["closures"] = measure { ClosuresCounter(style: .text) }
        case .sendable:
            figures["bindings"] = measure { SharedBindingsCounter(style: .text) }
            figures["closures"] = measure { LockedClosuresCounter(style: .text) }
        case .observation:
            figures["bindings"] = measure { ObservationBindingsCounter(style: .text) }
            figures["closures"] = measure { ClosuresCounter(style: .text) }
        }
        figures["opencombine"] = measure { OpenCombineCounter(style: .text) }
        figures["vanilla"] = measure { VanillaCounter(style: .text) }
        figures["observations"] = measure { ObservationsCounter(style: .text) }

        let bindings = figures["bindings"] ?? .nan
        let openCombineRatio = (figures["opencombine"] ?? .nan) / bindings
        let vanillaRatio = (figures["vanilla"] ?? .nan) / bindings
        let installCounts = Set(bindingRuns.map(\.installs))
        let oneInstall = installCounts == [1]
        var met = openCombineRatio >= variant.openCombineFactor && oneInstall && problems.isEmpty
        var target = "bindings >= \(Format.factor(variant.openCombineFactor)) opencombine"
        if let vanillaFactor = variant.vanillaFactor {
            target += " and >= \(Format.factor(vanillaFactor)) vanilla"
            met = met && vanillaRatio >= vanillaFactor
        }
        target += " throughput; exactly 1 install"
        var notes = "\(settings.burstSets) sets per run; bindings \(Format.ratio(openCombineRatio)) opencombine, "
            + "\(Format.ratio(vanillaRatio)) vanilla; installs per run: "
            + installCounts.sorted().map(String.init).joined(separator: ", ")
            + " (style function ran once per run); "
            + Self.observationFloor(variant, figures)
            + ObservationsCounter.howDriven
        if !problems.isEmpty { notes += "; " + problems.joined(separator: "; ") }
        var criteria = [Criterion(label: "opencombine/bindings", value: openCombineRatio, limit: variant.openCombineFactor, atLeast: true)]
        if let vanillaFactor = variant.vanillaFactor {
            criteria.append(Criterion(label: "vanilla/bindings", value: vanillaRatio, limit: vanillaFactor, atLeast: true))
        }
        return ScenarioResult(
            name: variant.name, unit: "ns/op", contenders: figures, target: target, met: met, notes: notes,
            details: ["bindings/opencombine speed-up": openCombineRatio, "bindings/vanilla speed-up": vanillaRatio],
            criteria: criteria
        )
    }

    /// For burst-observation, reported and not judged: the bindings' time per set against the
    /// observations contender's, whose `@Observable` model has the same shape. Both sets are
    /// the Observation registrar's, with no code of the framework's per set, so this ratio
    /// says what the framework adds where the one against OpenCombine follows how the host
    /// prices the registrar's locks and refcounts (PerformanceHistory.md).
    ///
    /// - Parameters:
    ///   - variant: The scenario's variant; the others report nothing here.
    ///   - figures: Each contender's nanoseconds per set.
    /// - Returns: A fragment of the notes ending in "; ", or "".
    private static func observationFloor(_ variant: Variant, _ figures: [String: Double]) -> String {
        guard variant == .observation, let bindings = figures["bindings"], let observations = figures["observations"] else { return "" }
        return "bindings/observations \(Format.ratio(bindings / observations)) (the same registrar's sets); "
    }

    private static func measureOnce<P: CounterPipeline>(_ pipeline: P, sets: Int, loop: EventLoop) -> Run {
        loop.runOnce()  // the bindings' first flush: the binding's initial install
        pipeline.awaitShown(0, on: loop)
        let installsBefore = pipeline.label.installCount
        let elapsed = elapsedNanoseconds {
            pipeline.setEach(1...sets)
            loop.runOnce()
            pipeline.awaitShown(sets, on: loop)
        }
        return Run(
            nanosecondsPerSet: elapsed / Double(sets),
            installs: pipeline.label.installCount - installsBefore,
            correct: pipeline.label.text == "Count: \(sets)"
        )
    }
}
