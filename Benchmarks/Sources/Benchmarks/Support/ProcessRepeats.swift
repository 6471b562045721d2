import Foundation

/// Runs one scenario in several fresh processes of this benchmark and combines their
/// results: each contender's figure is the median over the processes.
///
/// Scale runs this way. A contender's 1% turn could take far longer in one process than in
/// the next (the bindings alone 34–56 µs, OpenCombine alone 35–68 µs, in runs of one
/// contender each), so one process gave a ratio anywhere from 0.5 to 1.6 times. Issue 15
/// took that for where the process's heap lands; issue 27 found slow spells of a few
/// milliseconds on this machine (a virtual machine), which can cover one contender's whole
/// measurement in a process (PerformanceHistory.md). New processes sample both.
///
/// gtk-labels runs this way too. About one process in six gave the bindings' turn 32–43 µs
/// where the others gave 23–25 µs, and a slow process was slow in every block it timed,
/// with vanilla's blocks in between at their usual figure (issue 27's interleaved rounds): the
/// slowness follows the process, so a median over processes is what samples it.
///
/// ```swift
/// let scale = ProcessRepeats.run("scale", processes: 9, childArguments: ["--only", "scale", "--scale-processes", "1"])
/// ```
enum ProcessRepeats {
    /// Runs this executable `processes` times with `childArguments` and `--json`, one
    /// after another, and combines the results named `scenario`.
    ///
    /// - Parameters:
    ///   - scenario: The scenario's name, as the results give it.
    ///   - processes: How many processes to run.
    ///   - childArguments: The arguments that make a process run this scenario alone, once.
    /// - Returns: The combined result (``combine(_:)``), or one that is not met and says why
    ///   a process gave no result.
    static func run(_ scenario: String, processes: Int, childArguments: [String]) -> ScenarioResult {
        var results: [ScenarioResult] = []
        for index in 1...processes {
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("benchmarks-\(scenario)-\(getpid())-\(index).json").path
            defer { try? FileManager.default.removeItem(atPath: output) }
            func failed(_ why: String) -> ScenarioResult {
                ScenarioResult(name: scenario, unit: "", contenders: [:], target: "", met: false,
                               notes: "not measured: process \(index) of \(processes) \(why)")
            }
            guard let child = ChildProcess(["/proc/self/exe"] + childArguments + ["--json", output]) else {
                return failed("could not be started")
            }
            let exit = child.waitForExit()
            guard exit.code == 0 else { return failed("exited with \(exit.code)") }
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            guard let data = FileManager.default.contents(atPath: output),
                  let report = try? decoder.decode(BenchmarkReport.self, from: data),
                  let result = report.scenarios.first(where: { $0.name == scenario }) else {
                return failed("wrote no result")
            }
            results.append(result)
        }
        return combine(results)
    }

    /// What ends the label of a criterion judged by its worst process: ``combine(_:)`` takes
    /// the largest of its values, where other criteria take a median.
    static let worstProcessSuffix = ", worst process"

    /// One result from several processes' results of the same scenario.
    ///
    /// Each contender's figure and each detail is the median over the processes. A
    /// criterion whose label ends in ``worstProcessSuffix`` is the largest of its values; one
    /// named "a/b" after two contenders is recomputed from their medians; any
    /// other is the median of its values. The result is met when the combined criteria are
    /// and no process found a problem beyond its criteria. The notes give each ratio's range
    /// over the processes, the notes of any process that found such a problem, then the
    /// first process's notes.
    ///
    /// - Parameter results: One result per process, in the order they ran; not empty.
    /// - Returns: The combined result.
    static func combine(_ results: [ScenarioResult]) -> ScenarioResult {
        precondition(!results.isEmpty, "nothing to combine")
        func medians(_ figures: [[String: Double]]) -> [String: Double] {
            var byName: [String: [Double]] = [:]
            for figure in figures {
                for (name, value) in figure where !value.isNaN { byName[name, default: []].append(value) }
            }
            var combined = byName.mapValues(Statistics.median)
            for name in Set(figures.flatMap(\.keys)) where combined[name] == nil { combined[name] = .nan }
            return combined
        }
        let first = results[0]
        let contenders = medians(results.map(\.contenders))
        var ranges: [String] = []
        let criteria = first.criteria.enumerated().map { position, criterion in
            var combined = criterion
            let values = results.compactMap { $0.criteria.indices.contains(position) ? $0.criteria[position].value : nil }
            let parts = criterion.label.split(separator: "/").map(String.init)
            if criterion.label.hasSuffix(worstProcessSuffix) {
                combined.value = values.contains(where: \.isNaN) ? .nan : values.max() ?? .nan
            } else if parts.count == 2, let numerator = contenders[parts[0]], let denominator = contenders[parts[1]] {
                combined.value = numerator / denominator
            } else {
                combined.value = values.allSatisfy(\.isNaN) ? .nan : Statistics.median(values.filter { !$0.isNaN })
            }
            if let low = values.min(), let high = values.max(), !low.isNaN {
                ranges.append("\(criterion.label) \(Format.ratio(low))–\(Format.ratio(high))")
            }
            return combined
        }
        let noOtherProblems = results.allSatisfy { $0.met == $0.criteria.allSatisfy(\.met) }
        var notes = "medians over \(results.count) processes, each new"
        if !ranges.isEmpty { notes += " (one process's ratios: " + ranges.joined(separator: "; ") + ")" }
        for (index, result) in results.enumerated() where result.met != result.criteria.allSatisfy(\.met) {
            notes += "; process \(index + 1) found a problem beyond its target: " + result.notes
        }
        notes += "; the first process: " + first.notes
        return ScenarioResult(
            name: first.name, unit: first.unit, contenders: contenders, target: first.target,
            met: criteria.allSatisfy(\.met) && noOtherProblems, notes: notes,
            details: medians(results.map(\.details)), criteria: criteria
        )
    }
}
