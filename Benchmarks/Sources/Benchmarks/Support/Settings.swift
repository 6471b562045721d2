/// Sizes and repeat counts of a run. ``full`` is the issue's; ``quick`` is a
/// reduced run with the same code paths, for profiling under valgrind.
struct Settings: Sendable {
    var burstSets: Int
    var burstRepeats: Int
    var perTurnTurns: Int
    var perTurnRepeats: Int
    var scaleLabels: Int
    var scaleSmallTurns: Int
    var scaleFullTurns: Int
    /// Whether scale also measures its 1% turn in random order (left out of `quick`, so that a
    /// profile of the bindings holds one run of them).
    var scaleRandomOrder = true
    /// How many fresh processes scale runs in (``ProcessRepeats``); 1: this one.
    var scaleProcesses = 9
    /// How many fresh processes gtk-labels runs in (``ProcessRepeats``); 1: this one.
    var gtkLabelsProcesses = 9
    /// scale-callgrind: the 1% turns callgrind counts per contender (after a whole round uncounted):
    /// a whole round too, every label once; over 30 turns OpenCombine's misses came out 12.3, over 100 13.3.
    var scaleCallgrindTurns = 100
    var crossThreadSamples: Int
    var crossThreadWarmUp: Int
    var crossThreadRepeats: Int
    var memoryBindings: Int
    var memoryUpdates: Int
    var idleSeconds: Int
    var terminalLabels = 10_000
    var terminalRepeats = 21
    var componentCells: Int
    var componentRepeats: Int
    /// web-bytes: frames measured per figure.
    var webBytesTurns = 101
    /// web-fanout: paced turns per number of tabs.
    var webFanoutTurns = 200
    /// web-connections: idle tabs, and the broadcast blocks (each with and without the stalled tab).
    var webConnections = 10_000
    var webBroadcastBlocks = 2
    var webBroadcastsPerBlock = 10
    /// web-latency: samples of each measure in the page.
    var webLatencySamples = 200

    static let full = Settings(
        burstSets: 1_000_000, burstRepeats: 7,
        perTurnTurns: 20_000, perTurnRepeats: 11,
        scaleLabels: 10_000, scaleSmallTurns: 101, scaleFullTurns: 11,
        crossThreadSamples: 100_000, crossThreadWarmUp: 1_000, crossThreadRepeats: 3,
        memoryBindings: 100_000, memoryUpdates: 10_000_000,
        idleSeconds: 5,
        componentCells: 10_000, componentRepeats: 11
    )

    static let quick = Settings(
        burstSets: 100_000, burstRepeats: 3,
        perTurnTurns: 5_000, perTurnRepeats: 3,
        scaleLabels: 10_000, scaleSmallTurns: 21, scaleFullTurns: 3, scaleRandomOrder: false, scaleProcesses: 1, gtkLabelsProcesses: 1,
        crossThreadSamples: 5_000, crossThreadWarmUp: 100, crossThreadRepeats: 1,
        memoryBindings: 10_000, memoryUpdates: 1_000_000,
        idleSeconds: 1,
        terminalRepeats: 5,
        componentCells: 10_000, componentRepeats: 3,
        webBytesTurns: 21, webFanoutTurns: 50, webConnections: 1_000, webBroadcastBlocks: 1, webBroadcastsPerBlock: 5,
        webLatencySamples: 30
    )

    /// The repeat counts, as printed in the header and written to the JSON.
    var repeatCounts: [String: Int] {
        [
            "burst (runs of \(burstSets) sets)": burstRepeats,
            "per-turn (runs of \(perTurnTurns) turns)": perTurnRepeats,
            "scale 1% turns": scaleSmallTurns,
            "scale 100% turns": scaleFullTurns,
            "scale processes": scaleProcesses,
            "gtk-labels processes": gtkLabelsProcesses,
            "scale-callgrind 1% turns counted": scaleCallgrindTurns,
            "cross-thread (runs of \(crossThreadSamples) samples)": crossThreadRepeats,
            "memory runs": 1,
            "idle runs (\(idleSeconds) s)": 1,
            "terminal frames": terminalRepeats,
            "components rounds (\(componentCells) cells)": componentRepeats,
            "web-bytes frames": webBytesTurns,
            "web-fanout turns per tab count": webFanoutTurns,
            "web broadcasts (\(webConnections) tabs)": webBroadcastBlocks * 2 * webBroadcastsPerBlock,
        ]
    }
}

/// What every scenario needs: the loop (open on this, the main, thread), the
/// sizes, and where the demo binary is.
struct BenchContext: Sendable {
    let loop: EventLoop
    let settings: Settings
    let demoPath: String
    /// The web scenarios' client executable (`WebLoadClient`, beside this one).
    var webClientPath = ""
    /// web-latency's browser driver (Benchmarks/web-latency.py).
    var webLatencyScriptPath = ""
    /// When set, only these contenders run (for profiling one of them).
    var onlyContenders: Set<String>? = nil
    /// The allocations scenario's baseline file, when it should be checked (or updated).
    var allocationsBaseline: String? = nil
    /// Whether the allocations scenario writes its figures to ``allocationsBaseline``.
    var updateAllocationsBaseline = false
    /// The malloc-interposer library (default: beside this executable).
    var interposerPath: String? = nil

    /// Whether `contender` runs.
    func wants(_ contender: String) -> Bool {
        onlyContenders?.contains(contender) ?? true
    }
}

import Bindings
