/// One row of the results: a scenario's figure for each contender that ran it,
/// its target and whether the figures meet it.
struct ScenarioResult: Codable, Sendable {
    /// The contenders, in the table's column order.
    static let contenderOrder = ["bindings", "opencombine", "closures", "vanilla", "restyle-all", "limit"]

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
}

/// Everything one run measured, as written by `--json`.
struct BenchmarkReport: Codable, Sendable {
    var machine: Machine
    var repeats: [String: Int]
    var scenarios: [ScenarioResult]
}
