import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process: the `BindingDemo` whose CPU time the idle scenarios read while it runs,
/// or this benchmark run again for a scenario measured in fresh processes
/// (``ProcessRepeats``).
///
/// Its standard streams are on /dev/null. ``cpuTicks()`` reads the user and system time of
/// every thread, living or exited, from `/proc/<pid>/stat` (clock ticks: 10 ms each here),
/// so that a window can be measured after start-up; ``waitForExit()`` reaps it and gives
/// the whole run's time from `wait4` (microseconds), start-up included.
///
/// Threading: one thread; ``waitForExit()`` exactly once (`deinit` asserts it, so that no
/// zombie outlives a scenario).
final class ChildProcess {
    /// How the child ended, and the CPU time of its whole run.
    struct Exit {
        /// The exit status, or minus the signal that ended it.
        var code: Int32
        /// User + system time of the whole run, start-up included, in seconds.
        var cpuSeconds: Double
        /// Wall time from the spawn to the exit, in seconds.
        var wallSeconds: Double
    }

    /// The CPU time of an idle window (``idleWindow(settleSeconds:seconds:)``).
    struct IdleWindow {
        /// User + system time within the window, in seconds (clock-tick resolution).
        var cpuSeconds: Double
        /// The window's wall time, in seconds.
        var wallSeconds: Double
        /// User + system time before the window: the start-up, in seconds.
        var startUpCPUSeconds: Double
    }

    /// Clock ticks per second (`sysconf(_SC_CLK_TCK)`), the unit of ``cpuTicks()``.
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    private let pid: pid_t
    private let spawnedAt: UInt64
    private var hasExited = false

    /// Starts `arguments[0]` with `arguments`; `nil` if it could not be started.
    init?(_ arguments: [String]) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        spawnedAt = monotonicNanoseconds()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        self.pid = pid
    }

    deinit {
        assert(hasExited, "a ChildProcess was dropped without waitForExit()")
    }

    /// The child's user + system time so far in clock ticks (fields 14 and 15 of
    /// `/proc/<pid>/stat`), or `nil` once it has exited.
    func cpuTicks() -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let commandEnd = stat.lastIndex(of: ")") else { return nil }
        // After the command's closing parenthesis: field 3 (state) onwards.
        let fields = stat[stat.index(after: commandEnd)...].split(separator: " ")
        guard fields.count > 12, fields[0] != "Z", let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Reaps the child if it has ended, without waiting.
    ///
    /// - Returns: How it ended (the CPU time as ``waitForExit()`` gives it), or `nil` while it runs.
    func exitIfEnded() -> Exit? {
        guard !hasExited else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, WNOHANG, &usage) == pid else { return nil }
        hasExited = true
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let code: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
        return Exit(code: code, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                    wallSeconds: Double(monotonicNanoseconds() - spawnedAt) / 1e9)
    }

    /// Ends the child with SIGKILL (then reap it with ``waitForExit()``).
    func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Waits for the child to exit and reaps it.
    func waitForExit() -> Exit {
        precondition(!hasExited, "waitForExit() twice")
        hasExited = true
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return Exit(code: -1, cpuSeconds: .nan, wallSeconds: .nan) }
        }
        let wall = Double(monotonicNanoseconds() - spawnedAt) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let code: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
        return Exit(code: code, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), wallSeconds: wall)
    }

    /// The CPU share of an idle window: waits `settleSeconds` for start-up, then reads the
    /// child's CPU time at the start and the end of a `seconds` window.
    ///
    /// A measurement's waits, not a synchronisation: the child runs on its own.
    /// - Returns: The window's CPU seconds and wall seconds, or `nil` if the child exited
    ///   before the window ended.
    func idleWindow(settleSeconds: Double, seconds: Double) -> IdleWindow? {
        Thread.sleep(forTimeInterval: settleSeconds)
        let startTicks = cpuTicks()
        let start = monotonicNanoseconds()
        Thread.sleep(forTimeInterval: seconds)
        let endTicks = cpuTicks()
        let wall = Double(monotonicNanoseconds() - start) / 1e9
        guard let startTicks, let endTicks else { return nil }
        return IdleWindow(
            cpuSeconds: Double(endTicks - startTicks) / Self.ticksPerSecond, wallSeconds: wall,
            startUpCPUSeconds: Double(startTicks) / Self.ticksPerSecond
        )
    }
}
