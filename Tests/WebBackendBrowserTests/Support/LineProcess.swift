import Bindings
import Foundation
import Glibc
import UVLoop

/// A child process whose standard output the tests read line by line (chromedriver's
/// "started on port N", the proxy's answers) and whose standard input they write to.
///
/// ```swift
/// let proxy = try LineProcess("/usr/bin/python3", ["latency_proxy.py", "8080", "50"])
/// let first = try await proxy.nextLine(timeout: .seconds(10))     // "port 41234"
/// ```
///
/// Its output is read on a thread of its own, so that no wait blocks the loop; the waits
/// poll what that thread collected, with a deadline.
@LoopActor
final class LineProcess {
    /// The process ended or said nothing in time.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let lines = LineBuffer()
    private let name: String

    /// Starts `executable` with `arguments`; its standard error goes to this process's.
    ///
    /// - Parameters:
    ///   - executable: An absolute path.
    ///   - arguments: Its arguments.
    ///   - environment: Variables set in its environment over this process's.
    /// - Throws: Foundation's error when it cannot be started.
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        name = URL(fileURLWithPath: executable).lastPathComponent
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, set in set }
        }
        process.standardInput = input
        process.standardOutput = output
        // The loop's thread blocks most signals, and chromedriver ignored the SIGTERM of
        // `stop()` when it inherited them: the child starts with no signal blocked.
        try ChildProcessSignalMask.withNoSignalBlocked { try process.run() }
        let reading = output.fileHandleForReading
        let lines = lines
        Thread.detachNewThread {
            var pending = Data()
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            lines.close()
        }
    }

    /// The next line it prints, waiting at most `timeout`.
    ///
    /// - Parameter timeout: How long to wait.
    /// - Returns: The line, without its newline.
    /// - Throws: ``Failure`` when it ends or says nothing in time.
    func nextLine(timeout: Duration = .seconds(10)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            switch lines.take() {
            case .line(let line): return line
            case .closed: throw Failure(description: "\(name) ended without a line")
            case .none:
                guard ContinuousClock.now < deadline else { throw Failure(description: "\(name) said nothing in \(timeout)") }
                try await Task.sleep(for: .milliseconds(10))
            }
        }
    }

    /// The first line it prints that contains `text`, skipping the others.
    ///
    /// - Parameters:
    ///   - text: What the line holds.
    ///   - timeout: How long to wait.
    /// - Returns: The line.
    func line(containing text: String, timeout: Duration = .seconds(20)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let line = try await nextLine(timeout: max(deadline - ContinuousClock.now, .zero))
            if line.contains(text) { return line }
        }
    }

    /// Writes `line` and a newline to its standard input.
    ///
    /// - Parameter line: A command.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes its input and ends it (SIGTERM), waiting for it to go.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// The lines a ``LineProcess`` printed and its reader thread has not handed out yet.
private final class LineBuffer: Sendable {
    enum Next {
        case line(String)
        case closed
        case none
    }

    private struct State {
        var lines: [String] = []
        var isClosed = false
    }

    // LockedValue, not Synchronization.Mutex: ThreadSanitizer sees its lock (the suite
    // runs under it in CI's reliability stages).
    private let state = LockedValue(State())

    func append(_ line: String) { state.withLock { $0.lines.append(line) } }

    func close() { state.withLock { $0.isClosed = true } }

    func take() -> Next {
        state.withLock { state in
            if !state.lines.isEmpty { return .line(state.lines.removeFirst()) }
            return state.isClosed ? .closed : .none
        }
    }
}
