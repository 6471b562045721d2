import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// idle-gtk: the CPU time of the demo with its GTK window open and nothing changing, as a
/// share of wall time over `idleSeconds`.
///
/// Spawns `BindingDemo --gtk --no-auto-count --duration N` (needs a display: run the
/// benchmarks under `xvfb-run -a`), lets it start (GTK's start-up and first frames are
/// not idle), then reads the child's user and system time from `/proc/<pid>/stat` at the
/// start and the end of the idle window (clock ticks, 10 ms each here: the figure's
/// resolution is 10 ms over the window). No display, a missing binary or a demo that
/// exits early is reported as such, not as a figure that meets the target.
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
        guard let pid = spawn(arguments) else { return notMeasured("could not start \(path)") }
        // A measurement's wait, not a synchronisation: the child runs on its own.
        Thread.sleep(forTimeInterval: Double(settleSeconds))
        let startTicks = cpuTicks(of: pid)
        let start = monotonicNanoseconds()
        Thread.sleep(forTimeInterval: Double(seconds))
        let endTicks = cpuTicks(of: pid)
        let wall = Double(monotonicNanoseconds() - start) / 1e9
        let exitCode = waitForExit(pid)
        guard let startTicks, let endTicks else {
            return notMeasured("the demo exited before the idle window ended (exit \(exitCode)); is there a display?")
        }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let cpu = Double(endTicks - startTicks) / ticksPerSecond
        let share = cpu / wall
        var notes = "`\(arguments.dropFirst().joined(separator: " "))` under Xvfb: CPU \(Format.fixed(cpu * 1_000, decimals: 0)) ms "
            + "(user + system, \(Format.fixed(1_000 / ticksPerSecond, decimals: 0)) ms ticks) over \(Format.fixed(wall, decimals: 2)) s "
            + "after \(settleSeconds) s of start-up"
        if exitCode != 0 { notes += "; the demo exited with \(exitCode)" }
        return ScenarioResult(
            name: "idle-gtk", unit: "% CPU", contenders: ["bindings": share * 100], target: target,
            met: share < cpuShareLimit && exitCode == 0, notes: notes,
            details: ["cpu seconds": cpu, "wall seconds": wall]
        )
    }

    /// Starts the demo with its standard streams on /dev/null.
    private static func spawn(_ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        return pid
    }

    /// The child's user + system time in clock ticks (fields 14 and 15 of
    /// `/proc/<pid>/stat`), or `nil` once it has exited.
    private static func cpuTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let commandEnd = stat.lastIndex(of: ")") else { return nil }
        // After the command's closing parenthesis: field 3 (state) onwards.
        let fields = stat[stat.index(after: commandEnd)...].split(separator: " ")
        guard fields.count > 12, fields[0] != "Z", let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Waits for the child; its exit status (negative: the signal that ended it).
    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
    }
}
