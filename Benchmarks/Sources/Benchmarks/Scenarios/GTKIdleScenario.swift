import Foundation

/// idle-gtk: the CPU time of the demo with its GTK window open and nothing changing, as a
/// share of wall time over `idleSeconds`.
///
/// Spawns `BindingDemo --gtk --no-auto-count --duration N` (``ChildProcess``; needs a
/// display: run the benchmarks under `xvfb-run -a`), lets it start (GTK's start-up and
/// first frames are not idle), then reads the child's CPU time at the start and the end
/// of the idle window (clock ticks, 10 ms each here: the figure's resolution is 10 ms over
/// the window). No display, a missing binary or a demo that exits early is reported as
/// such, not as a figure that meets the target.
enum GTKIdleScenario {
    static let cpuShareLimit = 0.01
    /// Time given to GTK's start-up before the idle window opens.
    static let settleSeconds = 2

    static func run(context: BenchContext) -> ScenarioResult {
        let seconds = context.settings.idleSeconds
        let path = context.demoPath
        let target = "demo with a GTK window open, CPU < 1% of wall time over \(seconds) s, nothing changing"
        let arguments = [path, "--gtk", "--no-auto-count", "--duration", "\(settleSeconds + seconds + 1)"]
        func notMeasured(_ why: String) -> ScenarioResult {
            ScenarioResult(name: "idle-gtk", unit: "% CPU", contenders: [:], target: target, met: false,
                           notes: "not measured: \(why)")
        }
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
            return notMeasured("no display (run Benchmarks/run under `xvfb-run -a`)")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return notMeasured("no BindingDemo binary at \(path)")
        }
        guard let demo = ChildProcess(arguments) else { return notMeasured("could not start \(path)") }
        let window = demo.idleWindow(settleSeconds: Double(settleSeconds), seconds: Double(seconds))
        let exitCode = demo.waitForExit().code
        guard let window else {
            return notMeasured("the demo exited before the idle window ended (exit \(exitCode)); is there a display?")
        }
        let cpu = window.cpuSeconds
        let wall = window.wallSeconds
        let share = cpu / wall
        var notes = "`\(arguments.dropFirst().joined(separator: " "))` under Xvfb: CPU \(Format.fixed(cpu * 1_000, decimals: 0)) ms "
            + "(user + system, \(Format.fixed(1_000 / ChildProcess.ticksPerSecond, decimals: 0)) ms ticks) over \(Format.fixed(wall, decimals: 2)) s "
            + "after \(settleSeconds) s of start-up"
        if exitCode != 0 { notes += "; the demo exited with \(exitCode)" }
        return ScenarioResult(
            name: "idle-gtk", unit: "% CPU", contenders: ["bindings": share * 100], target: target,
            met: share < cpuShareLimit && exitCode == 0, notes: notes,
            details: ["cpu seconds": cpu, "wall seconds": wall]
        )
    }
}
