/// One row of the results: a scenario's figure for each contender that ran it,
/// its target and whether the figures meet it.
struct ScenarioResult: Codable, Sendable {
    /// The contenders, in the table's column order.
    static let contenderOrder = ["bindings", "bindings-array", "opencombine", "observations", "closures", "vanilla", "restyle-all", "limit"]

    var name: String
    var unit: String
    /// Contender name → median figure in ``unit``. A contender that does not
    /// take part in a scenario is absent.
    var contenders: [String: Double]
    var target: String
    var met: Bool
    var notes: String
    /// Secondary figures (a p50 beside a p99, the 100% turn beside the 1% one),
    /// by a descriptive name.
    var details: [String: Double] = [:]
    /// The target's parts, each with its measured figure (issue 15's targets);
    /// empty for a scenario whose target is only ``met``.
    var criteria: [Criterion] = []
}

/// One part of a scenario's target: a measured figure against its limit.
struct Criterion: Codable, Sendable {
    /// What is compared, e.g. "bindings/opencombine".
    var label: String
    /// The measured figure (a ratio, or bytes).
    var value: Double
    /// The limit the figure must stay within.
    var limit: Double
    /// Whether the figure must reach the limit (a throughput factor) rather than stay under it.
    var atLeast = false
    /// The unit printed after both figures: "x" for ratios.
    var unit = "x"

    /// Whether the figure meets its limit; a figure not measured (not a number) does not.
    var met: Bool { atLeast ? value >= limit : value <= limit }

    /// "bindings/opencombine 3.71x <= 1x".
    var summary: String {
        "\(label) \(Format.figure(value))\(unit) \(atLeast ? ">=" : "<=") \(Format.figure(limit))\(unit)"
    }
}

/// Everything one run measured, as written by `--json`.
struct BenchmarkReport: Codable, Sendable {
    var machine: Machine
    var repeats: [String: Int]
    var scenarios: [ScenarioResult]
}
