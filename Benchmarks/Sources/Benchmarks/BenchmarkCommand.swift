import ArgumentParser
import Bindings
import Foundation

/// Runs every scenario of issue #6 and prints one table; `--json PATH` also
/// writes the results.
@main
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Benchmarks",
        abstract: "LoopComposer's bindings side by side with OpenCombine, hand-written observers, the direct setter and raw libuv."
    )

    static let scenarioNames = [
        "burst", "burst-sendable", "burst-observation", "per-turn", "scale", "scale-callgrind", "cross-thread", "memory", "idle", "idle-gtk", "gtk-labels",
        "components", "allocations", "terminal-frames", "web-bytes", "web-fanout", "web-connections", "web-latency",
    ]

    @Option(name: .long, help: "Also write the results as JSON to this file.")
    var json: String?

    @Option(name: .long, help: "Run only these scenarios (comma-separated): \(scenarioNames.joined(separator: ", ")).")
    var only: String?

    @Option(name: .long, help: "Run only these contenders (comma-separated), for profiling one of them.")
    var contenders: String?

    @Flag(name: .long, help: "Smaller sizes and fewer repeats, for profiling (figures are not the issue's).")
    var quick = false

    @Option(name: .long, help: "The BindingDemo binary for the idle scenario (default: beside this executable).")
    var demo: String?

    @Option(name: .long, help: "allocations: fail when the counts per change exceed this baseline (JSON).")
    var allocationsBaseline: String?

    @Flag(name: .long, help: "allocations: write the counts measured to --allocations-baseline instead of checking them.")
    var updateAllocationsBaseline = false

    @Option(name: .long, help: "allocations: the malloc-interposer library (default: beside this executable).")
    var interposer: String?

    @Flag(name: .long, help: .hidden)
    var allocationsProbe = false

    @Option(name: .long, help: "web-latency: the browser driver (default: Benchmarks/web-latency.py, from this executable's build folder).")
    var webLatencyScript: String?

    @Option(name: .long, help: "scale: how many 100% turns (0 for profiling the 1% turns alone).")
    var scaleFullTurns: Int?

    @Option(name: .long, help: "scale: how many 1% turns (two profiles with different counts give the calls per change).")
    var scaleSmallTurns: Int?

    @Option(name: .long, help: "scale: how many labels (10,000 for the issue's figures; fewer to see what the cache does).")
    var scaleLabels: Int?

    @Option(name: .long, help: "scale: how many fresh processes to run it in (9; 1 with --quick): its figures are the medians over them.")
    var scaleProcesses: Int?

    @Option(name: .long, help: "gtk-labels: how many fresh processes to run it in (9; 1 with --quick): its figures are the medians over them.")
    var gtkLabelsProcesses: Int?

    @Option(name: .long, help: "scale-callgrind: how many 1% turns callgrind counts, per contender.")
    var scaleCallgrindTurns: Int?

    @Option(name: .long, help: .hidden)
    var scaleCallgrindProbe: String?

    mutating func validate() throws {
        for name in selectedScenarios where !Self.scenarioNames.contains(name) {
            throw ValidationError("unknown scenario '\(name)'; known: \(Self.scenarioNames.joined(separator: ", "))")
        }
    }

    private var selectedScenarios: [String] {
        guard let only else { return Self.scenarioNames }
        return only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func run() throws {
        var settings = quick ? Settings.quick : Settings.full
        if let scaleFullTurns { settings.scaleFullTurns = max(scaleFullTurns, 0) }
        if let scaleSmallTurns { settings.scaleSmallTurns = max(scaleSmallTurns, 1) }
        if let scaleLabels { settings.scaleLabels = max(scaleLabels, 100) }
        if let scaleProcesses { settings.scaleProcesses = max(scaleProcesses, 1) }
        if let gtkLabelsProcesses { settings.gtkLabelsProcesses = max(gtkLabelsProcesses, 1) }
        if let scaleCallgrindTurns { settings.scaleCallgrindTurns = max(scaleCallgrindTurns, 1) }
        let machine = Machine.current()
        let demoPath = demo ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("BindingDemo").path
        let loop = try EventLoop()
        if allocationsProbe {
            let only = contenders.map { Set($0.split(separator: ",").map(String.init)) }
            let figures = try LoopActor.assumeIsolated { try AllocationsScenario.probe(loop: loop, contenders: only) }
            try loop.close()
            print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
            return
        }
        if let scaleCallgrindProbe {
            let report = try LoopActor.assumeIsolated {
                try ScaleCallgrindScenario.probe(
                    contender: scaleCallgrindProbe, labels: settings.scaleLabels, turns: settings.scaleCallgrindTurns, loop: loop
                )
            }
            try loop.close()
            print(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
            return
        }
        var context = BenchContext(loop: loop, settings: settings, demoPath: demoPath)
        context.onlyContenders = contenders.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
        context.allocationsBaseline = allocationsBaseline
        context.updateAllocationsBaseline = updateAllocationsBaseline
        context.interposerPath = interposer
        context.webClientPath = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("WebLoadClient").path
        // .build/<triple>/release/Benchmarks → Benchmarks/web-latency.py
        context.webLatencyScriptPath = webLatencyScript ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("web-latency.py").path
        var results: [ScenarioResult] = []
        for name in Self.scenarioNames where selectedScenarios.contains(name) {
            progress("running \(name)…")
            let start = monotonicNanoseconds()
            let processes = switch name {
            case "scale": settings.scaleProcesses
            case "gtk-labels": settings.gtkLabelsProcesses
            default: 1
            }
            if processes > 1 {
                results.append(ProcessRepeats.run(name, processes: processes, childArguments: childArguments(running: name)))
            } else {
                results += Self.run(name, context: context)
            }
            progress("  \(name) took \(Format.fixed(Double(monotonicNanoseconds() - start) / 1e9, decimals: 1)) s")
        }
        try loop.close()
        let report = BenchmarkReport(machine: machine, repeats: settings.repeatCounts, scenarios: results)
        print(Table.render(report))
        if let json {
            let encoder = JSONEncoder()
            // A figure not measured is NaN, which JSON has no number for (ProcessRepeats reads it back).
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(report).write(to: URL(fileURLWithPath: json))
            progress("wrote \(json)")
        }
        if let allocations = results.first(where: { $0.name == "allocations" }),
            allocations.details[AllocationsScenario.baselineFailureDetail] == 1 {
            progress("allocations: \(allocations.notes)")
            throw ExitCode.failure
        }
    }

    /// What a process that runs `scenario` alone, once, is given: this run's options that
    /// bear on it (gtk-labels reads the 1% turns' count; the other scale options leave it alone).
    private func childArguments(running scenario: String) -> [String] {
        var arguments = ["--only", scenario, "--scale-processes", "1", "--gtk-labels-processes", "1"]
        if quick { arguments.append("--quick") }
        if let contenders { arguments += ["--contenders", contenders] }
        if let scaleFullTurns { arguments += ["--scale-full-turns", "\(scaleFullTurns)"] }
        if let scaleSmallTurns { arguments += ["--scale-small-turns", "\(scaleSmallTurns)"] }
        if let scaleLabels { arguments += ["--scale-labels", "\(scaleLabels)"] }
        return arguments
    }

    private static func run(_ name: String, context: BenchContext) -> [ScenarioResult] {
        switch name {
        case "scale-callgrind": ScaleCallgrindScenario.run(context: context)
        case "web-bytes": [LoopActor.assumeIsolated { WebBytesScenario.run(context: context) }]
        case "web-fanout": LoopActor.assumeIsolated { WebFanoutScenario.run(context: context) }
        case "web-connections": LoopActor.assumeIsolated { WebConnectionsScenario.run(context: context) }
        case "web-latency": LoopActor.assumeIsolated { WebLatencyScenario.run(context: context) }
        default: [runOne(name, context: context)]
        }
    }

    private static func runOne(_ name: String, context: BenchContext) -> ScenarioResult {
        switch name {
        case "burst": LoopActor.assumeIsolated { BurstScenario.run(.observed, context: context) }
        case "burst-sendable": LoopActor.assumeIsolated { BurstScenario.run(.sendable, context: context) }
        case "burst-observation": LoopActor.assumeIsolated { BurstScenario.run(.observation, context: context) }
        case "per-turn": LoopActor.assumeIsolated { PerTurnScenario.run(context: context) }
        case "scale": LoopActor.assumeIsolated { ScaleScenario.run(context: context) }
        case "cross-thread": CrossThreadScenario.run(context: context)
        case "memory": LoopActor.assumeIsolated { MemoryScenario.run(context: context) }
        case "idle": IdleScenario.run(context: context)
        case "idle-gtk": GTKIdleScenario.run(context: context)
        case "gtk-labels": LoopActor.assumeIsolated { GTKLabelsScenario.run(context: context) }
        case "terminal-frames": LoopActor.assumeIsolated { TerminalFramesScenario.run(context: context) }
        case "components": ComponentsScenario.run(context: context)
        case "allocations": AllocationsScenario.run(context: context)
        default: preconditionFailure("unknown scenario \(name)")
        }
    }

    private func progress(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
