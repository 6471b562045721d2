import Bindings
import ComposerModel
import Foundation

/// allocations: heap allocation calls per changed binding, counted with
/// ordo-one's malloc-interposer, and a guard against their growth.
///
/// The counting runs in a child process (this executable again, with
/// `--allocations-probe` and the interposer in `LD_PRELOAD`), so that the
/// interposer's per-allocation header stays out of the other scenarios. The
/// probe binds 1,000 labels (the two-attribute Label style), changes 100 view
/// models per turn and counts, per change:
/// - **end to end** for every contender: the sets and the loop turn that shows them;
/// - **the bindings' flush** alone (the loop turn), and **the style function**
///   alone (the user's code: formatting, writing a `Style`); the difference is
///   what the framework allocates of its own (the delta, the bookkeeping, the install).
///
/// The bindings contender is written as the docs recommend for a target that changes
/// often, with a style builder; `bindings-array` is the array-form style function, whose
/// literal allocates its array on every evaluation.
///
/// With a baseline (`--allocations-baseline FILE`, checked in as
/// `Benchmarks/allocations-baseline.json`) the scenario fails when the flush
/// or the framework's own count per change grew;
/// `--update-allocations-baseline` writes the figures measured instead.
enum AllocationsScenario {
    static let bindingCount = 1_000
    static let changesPerTurn = 100
    /// Slack when comparing with the baseline: counts per change are averages
    /// over many changes, and an array that grows now and then moves them a little.
    static let baselineSlack = 0.05
    /// The framework's own allocations allowed per change.
    static let ownAllocationsTarget = 0.0
    /// Allocations allowed per change end to end (sets, style function, flush) for the form
    /// the docs recommend, the style builder (issue 27).
    static let recommendedEndToEndTarget = 0.0

    /// The detail that is 1 when the baseline check failed (counts grew, or no
    /// baseline to read): what makes `Benchmarks` exit with a failure for CI.
    static let baselineFailureDetail = "baseline check failed"

    /// What the probe measured, per change.
    struct Figures: Codable, Equatable, Sendable {
        /// Allocations per change in the bindings' flush (the loop turn after the sets).
        var flushPerChange: Double
        /// Allocations per call of the benchmark's style function, in the form the bindings
        /// contender uses (the style builder, writing into a reused style).
        var styleFunctionPerCall: Double
        /// Allocations per call of the array-form style function (`bindings-array`).
        var arrayStyleFunctionPerCall: Double
        /// Allocations per change the framework makes of its own: flush minus style function.
        var frameworkPerChange: Double
        /// Allocations per change end to end (sets and turn), by contender.
        var endToEnd: [String: Double]
    }

    /// The baseline file's content: the figures CI holds the code to.
    struct Baseline: Codable, Sendable {
        var flushPerChange: Double
        var frameworkPerChange: Double
        var note: String
    }

    /// Runs the probe in a child process and compares with the baseline.
    static func run(context: BenchContext) -> ScenarioResult {
        let target = "bindings (style builder) end to end <= \(Format.figure(recommendedEndToEndTarget)) per change; "
            + "framework's own allocations <= \(Format.figure(ownAllocationsTarget)) per change (beyond the style function's)"
            + (context.allocationsBaseline == nil ? "" : "; no growth over the baseline")
        // Not measured fails the baseline check too: CI must not pass on a count it did not take.
        func failure(_ notes: String) -> ScenarioResult {
            ScenarioResult(
                name: "allocations", unit: "allocs/change", contenders: [:], target: target, met: false, notes: notes,
                details: context.allocationsBaseline == nil ? [:] : [baselineFailureDetail: 1]
            )
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let interposer = context.interposerPath
            ?? executable.deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so").path
        guard FileManager.default.fileExists(atPath: interposer) else {
            return failure("not measured: no malloc-interposer library at \(interposer) (Benchmarks/run builds it)")
        }
        let figures: Figures
        do {
            figures = try runProbe(executable: executable, interposer: interposer, contenders: context.onlyContenders)
        } catch {
            return failure("not measured: \(error)")
        }
        let recommended = figures.endToEnd["bindings"] ?? .nan
        let criteria = [
            Criterion(label: "bindings end to end per change", value: recommended, limit: recommendedEndToEndTarget, unit: ""),
            Criterion(label: "framework's own per change", value: figures.frameworkPerChange, limit: ownAllocationsTarget, unit: ""),
        ]
        var met = criteria.allSatisfy(\.met)
        var details = [
            "bindings flush per change": figures.flushPerChange,
            "style function per call": figures.styleFunctionPerCall,
            "array-form style function per call": figures.arrayStyleFunctionPerCall,
            "framework's own per change": figures.frameworkPerChange,
        ]
        var notes = "\(bindingCount) labels, \(changesPerTurn) changes per turn; figures are end to end (sets and the turn) per change; "
            + "bindings' flush \(Format.figure(figures.flushPerChange)) per change = style function \(Format.figure(figures.styleFunctionPerCall)) "
            + "+ framework's own \(Format.figure(figures.frameworkPerChange)); the array-form style function (bindings-array) "
            + "allocates \(Format.figure(figures.arrayStyleFunctionPerCall)) per call"
        if let path = context.allocationsBaseline {
            let verdict = compare(figures, withBaselineAt: path, update: context.updateAllocationsBaseline)
            notes += "; " + verdict.notes
            met = met && verdict.met
            details[baselineFailureDetail] = verdict.met ? 0 : 1
        }
        return ScenarioResult(
            name: "allocations", unit: "allocs/change", contenders: figures.endToEnd, target: target, met: met, notes: notes,
            details: details,
            criteria: criteria
        )
    }

    /// Whether `figures` stay within the baseline at `path`; with `update`, writes them there instead.
    private static func compare(_ figures: Figures, withBaselineAt path: String, update: Bool) -> (met: Bool, notes: String) {
        let url = URL(fileURLWithPath: path)
        if update {
            func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            let baseline = Baseline(
                flushPerChange: rounded(figures.flushPerChange), frameworkPerChange: rounded(figures.frameworkPerChange),
                note: "Allocations per changed binding (Benchmarks/run --only allocations); CI fails when they grow. "
                    + "Update with Scripts/check-allocations --update."
            )
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                try (encoder.encode(baseline) + Data("\n".utf8)).write(to: url)
                return (true, "baseline \(path) updated")
            } catch {
                return (false, "could not write the baseline \(path): \(error)")
            }
        }
        guard let data = try? Data(contentsOf: url), let baseline = try? JSONDecoder().decode(Baseline.self, from: data) else {
            return (false, "no readable baseline at \(path); write one with Scripts/check-allocations --update")
        }
        var grown: [String] = []
        if figures.flushPerChange > baseline.flushPerChange + baselineSlack {
            grown.append("flush \(Format.figure(figures.flushPerChange)) > baseline \(Format.figure(baseline.flushPerChange))")
        }
        if figures.frameworkPerChange > baseline.frameworkPerChange + baselineSlack {
            grown.append("framework's own \(Format.figure(figures.frameworkPerChange)) > baseline \(Format.figure(baseline.frameworkPerChange))")
        }
        if grown.isEmpty {
            var notes = "within the baseline (flush \(Format.figure(baseline.flushPerChange)), framework's own \(Format.figure(baseline.frameworkPerChange)))"
            if figures.flushPerChange < baseline.flushPerChange - baselineSlack {
                notes += "; fewer than the baseline: lower it with Scripts/check-allocations --update"
            }
            return (true, notes)
        }
        return (false, "ALLOCATIONS GREW per change: " + grown.joined(separator: ", ")
            + "; if that is intended, update the baseline with Scripts/check-allocations --update and commit it")
    }

    /// Runs this executable as the probe, with the interposer preloaded, and reads its figures.
    private static func runProbe(executable: URL, interposer: String, contenders: Set<String>?) throws -> Figures {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--allocations-probe"] + (contenders.map { ["--contenders", $0.sorted().joined(separator: ",")] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = interposer
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProbeError("the allocations probe exited with status \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(Figures.self, from: data)
    }

    private struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The probe's side: counts and returns the figures. Needs the interposer preloaded.
    @LoopActor
    static func probe(loop: EventLoop, contenders: Set<String>?) throws -> Figures {
        guard let counter = AllocationCounter() else {
            throw ProbeError("malloc-interposer is not loaded (LD_PRELOAD)")
        }
        // A known allocation must be counted: the interposer is live, not just present.
        let sanity = counter.count { UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16).deallocate() }
        guard sanity >= 1 else { throw ProbeError("malloc-interposer counted no allocation; is it preloaded?") }

        let style = CounterStyle.textAndColor
        var endToEnd: [String: Double] = [:]
        var flushPerChange = Double.nan

        func measure<P: CounterPipeline>(_ make: @LoopActor () -> P) {
            guard contenders?.contains(P.contender) ?? true else { return }
            let pipelines = (0..<bindingCount).map { _ in make() }
            var values = [Int](repeating: 0, count: bindingCount)
            var next = 0
            var setsAllocations = 0
            var turnAllocations = 0
            func turn(counted: Bool) {
                var changed: [(P, Int)] = []
                changed.reserveCapacity(changesPerTurn)
                for _ in 0..<changesPerTurn {
                    values[next] += 1
                    changed.append((pipelines[next], values[next]))
                    next = (next + 1) % bindingCount
                }
                let sets = counter.count { for (pipeline, value) in changed { pipeline.set(value) } }
                let flush = counter.count {
                    loop.runOnce()
                    for (pipeline, value) in changed { pipeline.awaitShown(value, on: loop) }
                }
                if counted {
                    setsAllocations += sets
                    turnAllocations += flush
                }
            }
            loop.runOnce()
            for pipeline in pipelines { pipeline.awaitShown(0, on: loop) }
            // Warm: every label changed twice, so every first-time allocation is behind.
            for _ in 0..<(2 * bindingCount / changesPerTurn) { turn(counted: false) }
            let turns = 20
            for _ in 0..<turns { turn(counted: true) }
            let changes = Double(turns * changesPerTurn)
            endToEnd[P.contender] = Double(setsAllocations + turnAllocations) / changes
            if P.contender == "bindings" { flushPerChange = Double(turnAllocations) / changes }
        }

        measure { BindingsCounter(style: style) }
        measure { BindingsArrayCounter(style: style) }
        measure { OpenCombineCounter(style: style) }
        measure { ObservationsCounter(style: style) }
        measure { ClosuresCounter(style: style) }
        measure { VanillaCounter(style: style) }

        // The user's part: the style function alone, on values it has not seen. The builder
        // writes into storage used before, emptied, as its binding hands it out (two styles
        // taking turns here, the one written last still held as a binding's output is).
        let calls = 2_000
        var built = [Style(), Style()]
        for value in 0..<2 { style.build(value, into: &built[value]) }
        let builderAllocations = counter.count {
            for value in 2..<(calls + 2) {
                built[value % 2].removeAll(keepingCapacity: true)
                style.build(value, into: &built[value % 2])
            }
        }
        var styles: [Style] = []
        styles.reserveCapacity(calls)
        let arrayAllocations = counter.count {
            for value in 1...calls { styles.append(style.style(value)) }
        }
        let stylePerCall = Double(builderAllocations) / Double(calls)
        return Figures(
            flushPerChange: flushPerChange, styleFunctionPerCall: stylePerCall,
            arrayStyleFunctionPerCall: Double(arrayAllocations) / Double(calls),
            frameworkPerChange: flushPerChange - stylePerCall, endToEnd: endToEnd
        )
    }
}
