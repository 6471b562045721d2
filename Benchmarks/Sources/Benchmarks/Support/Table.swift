/// The one table a run prints: a Markdown table of every scenario's median
/// figures by contender, then each scenario's target, verdict and notes.
enum Table {
    static func render(_ report: BenchmarkReport) -> String {
        var lines: [String] = []
        lines.append("LoopComposer benchmarks (release build; medians over repeated runs)")
        lines.append("machine: \(report.machine.summary)")
        lines.append("repeats: " + report.repeats.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; "))
        lines.append("")
        let header = ["scenario", "unit"] + ScenarioResult.contenderOrder + ["target met"]
        var rows: [[String]] = [header]
        for scenario in report.scenarios {
            var row = [scenario.name, scenario.unit]
            for contender in ScenarioResult.contenderOrder {
                row.append(scenario.contenders[contender].map(Format.figure) ?? "–")
            }
            row.append(verdict(scenario))
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        // Names and verdicts read left to right; figures line up on the right.
        func isText(_ column: Int) -> Bool { column < 2 || column == header.count - 1 }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                isText(column) ? pad(cell, to: widths[column]) : padLeft(cell, to: widths[column])
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
            if index == 0 {
                lines.append("|" + widths.enumerated().map { column, width in
                    isText(column) ? String(repeating: "-", count: width + 2) : String(repeating: "-", count: width + 1) + ":"
                }.joined(separator: "|") + "|")
            }
        }
        lines.append("")
        for scenario in report.scenarios {
            lines.append("- \(scenario.name): \(scenario.met ? "met" : "MISSED"): \(scenario.target). \(scenario.notes).")
            for criterion in scenario.criteria {
                lines.append("  - \(criterion.met ? "met" : "MISSED"): \(criterion.summary)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The "target met" cell: "yes", or "NO" and the parts of the target that missed, with their figures.
    private static func verdict(_ scenario: ScenarioResult) -> String {
        if scenario.met { return "yes" }
        let missed = scenario.criteria.filter { !$0.met }.map(\.summary)
        return missed.isEmpty ? "NO" : "NO: " + missed.joined(separator: "; ")
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    private static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
