import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// idle: the CPU time of the demo in headless mode with nothing changing,
/// as a share of its wall time.
///
/// Spawns `BindingDemo --headless --no-auto-count --duration N` (standard
/// streams on /dev/null) and reads the child's user and system time from
/// `wait4`. A missing binary, a failed exit or a demo that did not run for the
/// duration is reported as such, not as a figure that meets the target.
enum IdleScenario {
    static let cpuShareLimit = 0.01

    static func run(context: BenchContext) -> ScenarioResult {
        let seconds = context.settings.idleSeconds
        let path = context.demoPath
        let target = "demo CPU time < 1% of wall time over \(seconds) s, nothing changing"
        let arguments = [path, "--headless", "--no-auto-count", "--duration", "\(seconds)"]
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return ScenarioResult(
                name: "idle", unit: "% CPU", contenders: [:], target: target, met: false,
                notes: "not measured: no BindingDemo binary at \(path)"
            )
        }
        guard let run = spawnAndWait(arguments) else {
            return ScenarioResult(
                name: "idle", unit: "% CPU", contenders: [:], target: target, met: false,
                notes: "not measured: could not start \(path)"
            )
        }
        let share = run.cpuSeconds / run.wallSeconds
        var problems: [String] = []
        if run.exitCode != 0 { problems.append("the demo exited with \(run.exitCode)") }
        if run.wallSeconds < Double(seconds) * 0.9 {
            problems.append("the demo ran \(Format.fixed(run.wallSeconds, decimals: 2)) s, not \(seconds) s: it does not take `--duration` yet, so this is not an idle run")
        }
        var notes = "`\(arguments.dropFirst().joined(separator: " "))`: CPU \(Format.fixed(run.cpuSeconds * 1_000, decimals: 1)) ms "
            + "(user + system) over \(Format.fixed(run.wallSeconds, decimals: 2)) s wall"
        if !problems.isEmpty { notes += "; " + problems.joined(separator: "; ") }
        return ScenarioResult(
            name: "idle", unit: "% CPU", contenders: ["bindings": share * 100], target: target,
            met: share < cpuShareLimit && problems.isEmpty, notes: notes,
            details: ["cpu seconds": run.cpuSeconds, "wall seconds": run.wallSeconds]
        )
    }

    private struct ChildRun {
        var cpuSeconds: Double
        var wallSeconds: Double
        var exitCode: Int32
    }

    private static func spawnAndWait(_ arguments: [String]) -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let start = monotonicNanoseconds()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Double(monotonicNanoseconds() - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let exitCode: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
        return ChildRun(cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), wallSeconds: wall, exitCode: exitCode)
    }
}
