import Bindings
import CCallgrindBench
import Foundation

/// scale-callgrind: the scale flush's instructions and simulated last-level cache misses per
/// changed binding, counted by callgrind, so that a change can be judged without the wall
/// clock's noise (issue 27).
///
/// Each contender runs in a child process of its own: this executable again, with
/// `--scale-callgrind-probe CONTENDER`, under `valgrind --tool=callgrind --cache-sim=yes`
/// with instrumentation off at the start. The probe binds the scale scenario's labels (the
/// two-attribute Label style) natively fast, then switches callgrind's instrumentation on
/// (a client request), changes every label once (1% per turn, round robin, as scale does) so
/// that the simulated caches hold what a turn in the steady state finds there, and counts
/// only the measured 1% turns after that (the sets and the loop turn that shows them). The
/// figures are callgrind's totals over those turns divided by the changes: instructions
/// (`Ir`) and last-level misses (`ILmr + DLmr + DLmw`), for the bindings, OpenCombine's
/// send → sink → setter and the hand-written closures (for reference).
///
/// The caches simulated are fixed (``cacheGeometry``), not read from the machine, so that
/// the figures are the same on any machine for the same build.
///
/// Targets (issue 27): the bindings' instructions per change at most 0.7× OpenCombine's and
/// their last-level misses at most OpenCombine's. Without valgrind the scenario is not measured.
enum ScaleCallgrindScenario {
    static let instructionsFactor = 0.7
    static let missesFactor = 1.0
    /// The contenders measured, in order: the two the targets compare, then the reference.
    static let contenders = ["bindings", "opencombine", "closures"]
    /// 32 KiB 8-way first-level caches and a 1 MiB 16-way last level, 64-byte lines: the
    /// per-core caches of the AMD EPYC the history's figures come from (its 32 MiB third
    /// level is shared with the other tenants of the machine).
    static let cacheGeometry = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=1048576,16,64"]

    /// What a probe reports about its run (callgrind's counts are in its output file).
    struct ProbeReport: Codable, Sendable {
        var contender: String
        var labels: Int
        /// The changes made while callgrind collected: what its totals are divided by.
        var measuredChanges: Int
        /// Whether every label showed its last value at the end.
        var allShown: Bool
    }

    /// One contender's figures per change.
    struct Counts {
        var instructions: Double
        var lastLevelMisses: Double
    }

    /// Runs the probe under callgrind for each contender and compares the counts.
    static func run(context: BenchContext) -> [ScenarioResult] {
        let settings = context.settings
        let target = "bindings per change <= \(Format.figure(instructionsFactor))x opencombine's instructions and "
            + "<= \(Format.figure(missesFactor))x its simulated last-level misses"
        func notMeasured(_ why: String) -> [ScenarioResult] {
            [ScenarioResult(name: "scale-callgrind", unit: "instr/change", contenders: [:], target: target, met: false,
                            notes: "not measured: \(why)")]
        }
        guard let valgrind = findExecutable("valgrind") else {
            return notMeasured("valgrind is not installed (apt-get install valgrind)")
        }
        guard loopcomposer_bench_callgrind_available() != 0 else {
            return notMeasured("built without valgrind/callgrind.h, so the probe cannot switch callgrind on and off")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-callgrind-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable: String
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            executable = try strippedCopy(in: directory)
        } catch {
            return notMeasured("\(error)")
        }

        var counts: [String: Counts] = [:]
        var problems: [String] = []
        var changes = 0
        var seconds: [String] = []
        for contender in contenders where context.wants(contender) {
            let start = monotonicNanoseconds()
            do {
                let (report, totals) = try runProbe(
                    contender, valgrind: valgrind, executable: executable, directory: directory,
                    labels: settings.scaleLabels, turns: settings.scaleCallgrindTurns
                )
                let measured = Double(report.measuredChanges)
                counts[contender] = Counts(
                    instructions: totals.instructions / measured, lastLevelMisses: totals.lastLevelMisses / measured
                )
                changes = report.measuredChanges
                if !report.allShown { problems.append("\(contender): a label did not show its value") }
            } catch {
                problems.append("\(contender): \(error)")
            }
            seconds.append("\(contender) \(Format.fixed(Double(monotonicNanoseconds() - start) / 1e9, decimals: 0)) s")
        }

        let bindings = counts["bindings"], openCombine = counts["opencombine"]
        let instructionsRatio = (bindings?.instructions ?? .nan) / (openCombine?.instructions ?? .nan)
        let missesRatio = (bindings?.lastLevelMisses ?? .nan) / (openCombine?.lastLevelMisses ?? .nan)
        let labels = settings.scaleLabels
        var notes = "callgrind --cache-sim=yes (\(cacheGeometry.joined(separator: " "))), one process per contender; "
            + "\(labels) labels, \(max(labels / 100, 1)) changed per turn; every label changed once under instrumentation first "
            + "(the caches' steady state), then \(changes) changes counted (sets and loop turn); per change: "
            + contenders.compactMap { name in
                counts[name].map { "\(name) \(Format.figure($0.instructions)) instructions, \(Format.figure($0.lastLevelMisses)) LL misses" }
            }.joined(separator: "; ")
            + "; under valgrind: " + seconds.joined(separator: ", ")
        if !problems.isEmpty { notes += "; " + problems.joined(separator: "; ") }
        let instructionsCriterion = Criterion(label: "bindings/opencombine", value: instructionsRatio, limit: instructionsFactor)
        let missesCriterion = Criterion(label: "bindings/opencombine", value: missesRatio, limit: missesFactor)
        return [
            ScenarioResult(
                name: "scale-callgrind", unit: "instr/change", contenders: counts.mapValues(\.instructions),
                target: "bindings <= \(Format.figure(instructionsFactor))x opencombine's instructions per change",
                met: instructionsCriterion.met && problems.isEmpty, notes: notes,
                details: ["bindings/opencombine instructions": instructionsRatio, "measured changes": Double(changes)],
                criteria: [instructionsCriterion]
            ),
            ScenarioResult(
                name: "scale-callgrind LL", unit: "LL miss/change", contenders: counts.mapValues(\.lastLevelMisses),
                target: "bindings <= \(Format.figure(missesFactor))x opencombine's simulated last-level misses per change",
                met: missesCriterion.met && problems.isEmpty,
                notes: "ILmr + DLmr + DLmw over the same turns as scale-callgrind's instructions",
                details: ["bindings/opencombine LL misses": missesRatio],
                criteria: [missesCriterion]
            ),
        ]
    }

    /// `name`'s path in `PATH`, or `nil`.
    private static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A copy of this executable without its debug information, for valgrind: valgrind 3.19
    /// cannot read the DWARF of Swift 6.3 binaries. Without `strip`, the executable itself.
    private static func strippedCopy(in directory: URL) throws -> String {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        guard let strip = findExecutable("strip") else { return executable }
        let copy = directory.appendingPathComponent("Benchmarks").path
        try FileManager.default.copyItem(atPath: executable, toPath: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strip)
        process.arguments = ["-g", copy]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? copy : executable
    }

    /// Runs one contender's probe under callgrind and reads its report and callgrind's totals.
    private static func runProbe(
        _ contender: String, valgrind: String, executable: String, directory: URL, labels: Int, turns: Int
    ) throws -> (ProbeReport, (instructions: Double, lastLevelMisses: Double)) {
        let output = directory.appendingPathComponent("callgrind.\(contender).out").path
        let log = directory.appendingPathComponent("valgrind.\(contender).log").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = [
            "--tool=callgrind", "--cache-sim=yes", "--instr-atstart=no", "--collect-atstart=no",
            "--callgrind-out-file=\(output)", "--log-file=\(log)",
        ] + cacheGeometry + [
            executable, "--scale-callgrind-probe", contender, "--scale-labels", "\(labels)",
            "--scale-callgrind-turns", "\(turns)",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let tail = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(3).joined(separator: " / ") ?? ""
            throw ProbeError("the probe under valgrind exited with status \(process.terminationStatus) (\(tail))")
        }
        let report = try JSONDecoder().decode(ProbeReport.self, from: data)
        guard report.measuredChanges > 0 else { throw ProbeError("the probe counted no change") }
        let text = try String(contentsOfFile: output, encoding: .utf8)
        return (report, try totals(ofCallgrindOutput: text))
    }

    /// Instructions and last-level misses from a callgrind output file's `events:` and
    /// `totals:` (or `summary:`) lines.
    static func totals(ofCallgrindOutput text: String) throws -> (instructions: Double, lastLevelMisses: Double) {
        var events: [Substring] = []
        var values: [Double] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("events:") {
                events = line.dropFirst("events:".count).split(separator: " ")
            } else if line.hasPrefix("totals:") || (values.isEmpty && line.hasPrefix("summary:")) {
                values = line.drop { $0 != ":" }.dropFirst().split(separator: " ").compactMap { Double($0) }
            }
        }
        func value(_ event: String) throws -> Double {
            guard let index = events.firstIndex(of: Substring(event)) else {
                throw ProbeError("callgrind's output has no \(event) events (events: \(events.joined(separator: " ")))")
            }
            // Callgrind leaves out trailing zero counts.
            return index < values.count ? values[index] : 0
        }
        guard !values.isEmpty else { throw ProbeError("callgrind's output has no totals") }
        return (try value("Ir"), try value("ILmr") + value("DLmr") + value("DLmw"))
    }

    private struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The probe's side, run under callgrind: binds `labels` labels of `contender`, warms the
    /// simulated caches with a whole round of changes, and collects over `turns` 1% turns.
    @LoopActor
    static func probe(contender: String, labels: Int, turns: Int, loop: EventLoop) throws -> ProbeReport {
        guard loopcomposer_bench_running_on_valgrind() != 0 else {
            throw ProbeError("the scale-callgrind probe runs under valgrind --tool=callgrind only")
        }
        let style = CounterStyle.textAndColor
        switch contender {
        case "bindings": return probe(labels: labels, turns: turns, loop: loop) { BindingsCounter(style: style) }
        case "opencombine": return probe(labels: labels, turns: turns, loop: loop) { OpenCombineCounter(style: style) }
        case "closures": return probe(labels: labels, turns: turns, loop: loop) { ClosuresCounter(style: style) }
        default: throw ProbeError("unknown contender '\(contender)'; known: \(contenders.joined(separator: ", "))")
        }
    }

    @LoopActor
    private static func probe<P: CounterPipeline>(labels: Int, turns: Int, loop: EventLoop, _ make: @LoopActor () -> P) -> ProbeReport {
        let pipelines = (0..<labels).map { _ in make() }
        var values = [Int](repeating: 0, count: labels)
        for pipeline in pipelines { pipeline.set(0) }
        loop.runOnce()
        let changedPerTurn = max(labels / 100, 1)
        var next = 0
        loopcomposer_bench_callgrind_start_instrumentation()
        // A whole round first, simulated but not counted: each label's lines have then been
        // through the simulated caches once, as in the steady state of the scale scenario.
        scaleTurns(turns: (labels + changedPerTurn - 1) / changedPerTurn, changedPerTurn: changedPerTurn,
                   pipelines: pipelines, values: &values, next: &next, loop: loop)
        loopcomposer_bench_callgrind_toggle_collect()
        scaleTurns(turns: turns, changedPerTurn: changedPerTurn, pipelines: pipelines, values: &values, next: &next, loop: loop)
        loopcomposer_bench_callgrind_toggle_collect()
        loopcomposer_bench_callgrind_stop_instrumentation()
        let allShown = pipelines.indices.allSatisfy { pipelines[$0].label.text == "Count: \(values[$0])" }
        return ProbeReport(contender: P.contender, labels: labels, measuredChanges: turns * changedPerTurn, allShown: allShown)
    }

    /// Scale's 1% turns: `changedPerTurn` view models set round robin, then the loop turn
    /// that shows them. Not inlined, so that a profile can name it.
    @LoopActor @inline(never)
    private static func scaleTurns<P: CounterPipeline>(
        turns: Int, changedPerTurn: Int, pipelines: [P], values: inout [Int], next: inout Int, loop: EventLoop
    ) {
        let count = pipelines.count
        for _ in 0..<turns {
            for _ in 0..<changedPerTurn {
                values[next] += 1
                pipelines[next].set(values[next])
                next = (next + 1) % count
            }
            loop.runOnce()
        }
    }
}
