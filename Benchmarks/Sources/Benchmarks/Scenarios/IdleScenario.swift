import Foundation

/// idle: the CPU time of the demo in headless mode with nothing changing, as a share of
/// wall time over `idleSeconds`, after its start-up.
///
/// Spawns `BindingDemo --headless --no-auto-count --duration N` (``ChildProcess``), lets
/// it start, then reads its CPU time at the start and the end of the idle window (clock
/// ticks: the figure's resolution is 10 ms over the window). Start-up is not idle: a
/// start-up that met a busy machine took 83 ms of CPU where it takes 20 ms, and it fell
/// in the window when the whole run was measured. The notes give the whole run's CPU time
/// too, start-up included. A missing binary or a demo that exits early or fails is
/// reported as such, not as a figure that meets the target.
enum IdleScenario {
    static let cpuShareLimit = 0.01
    /// Time given to the demo's start-up before the idle window opens.
    static let settleSeconds = 1

    static func run(context: BenchContext) -> ScenarioResult {
        let seconds = context.settings.idleSeconds
        let path = context.demoPath
        let target = "demo CPU time < 1% of wall time over \(seconds) s after start-up, nothing changing"
        let arguments = [path, "--headless", "--no-auto-count", "--duration", "\(settleSeconds + seconds + 1)"]
        func notMeasured(_ why: String) -> ScenarioResult {
            ScenarioResult(name: "idle", unit: "% CPU", contenders: [:], target: target, met: false,
                           notes: "not measured: \(why)")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return notMeasured("no BindingDemo binary at \(path)")
        }
        guard let demo = ChildProcess(arguments) else { return notMeasured("could not start \(path)") }
        let window = demo.idleWindow(settleSeconds: Double(settleSeconds), seconds: Double(seconds))
        let exit = demo.waitForExit()
        guard let window else {
            return notMeasured("the demo exited before the idle window ended (exit \(exit.code)); does it take `--duration`?")
        }
        let share = window.cpuSeconds / window.wallSeconds
        var notes = "`\(arguments.dropFirst().joined(separator: " "))`: CPU \(Format.fixed(window.cpuSeconds * 1_000, decimals: 0)) ms "
            + "(user + system, \(Format.fixed(1_000 / ChildProcess.ticksPerSecond, decimals: 0)) ms ticks) over \(Format.fixed(window.wallSeconds, decimals: 2)) s "
            + "after \(settleSeconds) s of start-up; start-up \(Format.fixed(window.startUpCPUSeconds * 1_000, decimals: 0)) ms; "
            + "whole run \(Format.fixed(exit.cpuSeconds * 1_000, decimals: 1)) ms over \(Format.fixed(exit.wallSeconds, decimals: 2)) s "
            + "(\(Format.fixed(exit.cpuSeconds / exit.wallSeconds * 100, decimals: 2))%)"
        if exit.code != 0 { notes += "; the demo exited with \(exit.code)" }
        return ScenarioResult(
            name: "idle", unit: "% CPU", contenders: ["bindings": share * 100], target: target,
            met: share < cpuShareLimit && exit.code == 0, notes: notes,
            details: ["cpu seconds": window.cpuSeconds, "wall seconds": window.wallSeconds,
                      "start-up cpu seconds": window.startUpCPUSeconds,
                      "whole run cpu seconds": exit.cpuSeconds, "whole run wall seconds": exit.wallSeconds]
        )
    }
}
