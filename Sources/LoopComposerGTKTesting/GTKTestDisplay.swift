import Foundation
import Glibc
import UVLoop

/// The display GTK tests open: the session's own, or one virtual display (Xvfb) that the
/// test process starts for itself when it has none, so `swift test` runs the GTK tests on
/// a headless machine where `Scripts/ensure-deps` installed Xvfb.
///
/// ```swift
/// switch GTKTestDisplay.prepare() {
/// case .session, .virtual: break                      // GTK can open a display now
/// case .unavailable: throw XCTSkip(GTKTestDisplay.skipMessage)
/// }
/// ```
///
/// ``withGTKTestWindow(title:width:height:timeout:file:line:_:)`` calls ``prepare()``
/// before GTK initialises; a test that opens GTK by itself (a `GTKRuntime`, an app run on
/// `.gtk`) calls it first. The first call decides for the whole process, because GTK reads
/// `DISPLAY` once and cannot be initialised again:
///
/// - With `DISPLAY` or `WAYLAND_DISPLAY` set, nothing is started (``Outcome/session``).
/// - Without them, and with `Xvfb` on `PATH`, one `Xvfb -displayfd` starts on a free
///   display number, `DISPLAY` is set for this process, and the server is stopped when the
///   process exits (SIGTERM from an `atexit` handler; it is also started with `-terminate`,
///   so it ends by itself when GTK's connection closes, should the process die without
///   running `atexit` handlers). While doing so, and only when they are unset, it sets
///   `GSK_RENDERER=cairo` (Xvfb has no GPU; the documented `xvfb-run` command sets the
///   same) and, when there is no D-Bus session (`DBUS_SESSION_BUS_ADDRESS` unset),
///   `GTK_A11Y=test`: GTK's in-process accessibility backend, which needs no bus (so GTK
///   does not warn that it cannot reach one) and still records what the accessibility
///   tests read back.
/// - With `LOOPCOMPOSER_NO_VIRTUAL_DISPLAY=1` (CI's sanitizer stages: GLib and GTK are not
///   instrumented), nothing is started: ``Outcome/unavailable(_:)``.
/// - Without `Xvfb`, or when it does not start, ``Outcome/unavailable(_:)`` says why in
///   one line, and the GTK tests skip with ``skipMessage``.
///
/// Call it before other threads read the environment: it calls `setenv`.
public enum GTKTestDisplay {
    /// What ``prepare()`` found or did.
    public enum Outcome: Equatable, Sendable {
        /// The process already had a display (`DISPLAY` or `WAYLAND_DISPLAY`), used as is.
        case session
        /// The process had none; this Xvfb display (`":99"`) was started for it.
        case virtual(display: String)
        /// There is no display and none could be started; the reason, in one line.
        case unavailable(String)
    }

    /// The process's one decision, and the Xvfb it started.
    private struct State {
        var outcome: Outcome?
        var server: pid_t?
    }

    private static let state = LockedValue(State())

    /// Makes sure this process has a display for GTK, starting one virtual display the
    /// first time when there is none; later calls return the first call's outcome.
    ///
    /// - Returns: Whether the display was there, was started, or is unavailable (and why).
    @discardableResult
    public static func prepare() -> Outcome {
        state.withLock { state in
            if let outcome = state.outcome { return outcome }
            let outcome: Outcome
            if hasSessionDisplay {
                outcome = .session
            } else if ProcessInfo.processInfo.environment["LOOPCOMPOSER_NO_VIRTUAL_DISPLAY"] == "1" {
                // CI's sanitizer stages: GLib and GTK are not instrumented.
                outcome = .unavailable("no display, and LOOPCOMPOSER_NO_VIRTUAL_DISPLAY=1 turned the virtual one off")
            } else {
                switch startVirtualDisplay() {
                case .success(let started):
                    state.server = started.pid
                    setenv("DISPLAY", started.display, 1)
                    setIfUnset("GSK_RENDERER", "cairo")
                    if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty ?? true {
                        setIfUnset("GTK_A11Y", "test")
                    }
                    atexit { GTKTestDisplay.stopVirtualDisplay() }
                    outcome = .virtual(display: started.display)
                case .failure(let failure):
                    outcome = .unavailable(failure.reason)
                }
            }
            state.outcome = outcome
            return outcome
        }
    }

    /// The one line a GTK test skips with: why there is no display.
    ///
    /// ```swift
    /// throw XCTSkip(GTKTestDisplay.skipMessage)
    /// // GTK tests skipped: no display (DISPLAY and WAYLAND_DISPLAY unset) and no Xvfb on PATH …
    /// ```
    public static var skipMessage: String {
        switch prepare() {
        case .unavailable(let reason): "GTK tests skipped: \(reason)"
        case .session, .virtual: "GTK tests skipped: GTK could not open the display \(displayName)"
        }
    }

    /// The display GTK is given, for messages.
    private static var displayName: String {
        let environment = ProcessInfo.processInfo.environment
        return environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "wayland \($0)" }
            ?? environment["DISPLAY"] ?? "(none)"
    }

    /// Whether the environment names a display already.
    private static var hasSessionDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Sets `name` to `value` unless it is set already.
    private static func setIfUnset(_ name: String, _ value: String) {
        setenv(name, value, 0)
    }

    /// A started Xvfb: its process and display.
    private struct Started {
        let pid: pid_t
        let display: String
    }

    /// Why no Xvfb runs, in one line.
    private struct StartFailure: Error {
        let reason: String
    }

    /// How long Xvfb may take to say which display it opened.
    private static let startTimeout: Duration = .seconds(10)

    /// Starts `Xvfb -displayfd 1` and reads the display number it writes when it is ready
    /// to take connections.
    private static func startVirtualDisplay() -> Result<Started, StartFailure> {
        guard let executable = executableOnPath("Xvfb") else {
            return .failure(StartFailure(
                reason: "no display (DISPLAY and WAYLAND_DISPLAY unset) and no Xvfb on PATH to start one: "
                    + "run Scripts/ensure-deps, or run in a desktop session"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // -displayfd: Xvfb picks a free display number and writes it to that descriptor
        // once it listens, so neither a guessed number nor a sleep is needed. -terminate:
        // it exits when its last client (GTK) disconnects, even if this process is killed.
        process.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-terminate", "-screen", "0", "1280x1024x24"]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            // The server starts with no signal blocked, so the SIGTERM of
            // `stopVirtualDisplay` reaches it.
            try ChildProcessSignalMask.withNoSignalBlocked { try process.run() }
        } catch {
            return .failure(StartFailure(reason: "no display, and \(executable) did not start: \(error)"))
        }
        try? output.fileHandleForWriting.close()
        let pid = process.processIdentifier
        switch readDisplayNumber(from: output.fileHandleForReading) {
        case .success(let number):
            return .success(Started(pid: pid, display: ":\(number)"))
        case .failure(let failure):
            kill(pid, SIGTERM)
            return .failure(StartFailure(reason: "no display, and \(executable) \(failure.reason)"))
        }
    }

    /// The first line Xvfb writes on its display descriptor, as a display number.
    private static func readDisplayNumber(from handle: FileHandle) -> Result<Int, StartFailure> {
        let deadline = ContinuousClock.now + startTimeout
        var text = ""
        while !text.contains("\n") {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                return .failure(StartFailure(reason: "did not report a display within \(startTimeout)"))
            }
            var descriptor = [pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 10_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                return .failure(StartFailure(reason: "exited before reporting a display"))
            }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let line = text.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        guard let number = Int(line), number >= 0 else {
            return .failure(StartFailure(reason: "reported \"\(line)\", not a display number"))
        }
        return .success(number)
    }

    /// The first executable named `name` in `PATH`.
    private static func executableOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Stops the Xvfb this process started (at exit).
    private static func stopVirtualDisplay() {
        let server = state.withLock { state -> pid_t? in
            defer { state.server = nil }
            return state.server
        }
        if let server { kill(server, SIGTERM) }
    }
}
