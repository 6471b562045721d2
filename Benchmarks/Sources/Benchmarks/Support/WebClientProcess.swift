import Bindings
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The web scenarios' clients: a `WebLoadClient` process with its many WebSocket
/// connections, driven a command at a time over a pipe (the commands are in
/// Sources/WebLoadClient/main.swift).
///
/// ```swift
/// let clients = try WebClientProcess(executable: path, port: port, token: server.token)
/// _ = try clients.request("connect 100", turning: loop)   // "connected 100"
/// ```
///
/// The loop keeps turning while a reply is awaited (the server's work is on it: hellos,
/// acks); a reader thread hands the reply over and wakes it.
///
/// Threading: the loop thread, but for the reader thread it starts per request.
final class WebClientProcess {
    /// A reply that did not come, or that says the client failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let commands: FileHandle
    private let replies: FileHandle
    private var pending = Data()

    /// Starts the client for the server on `port`.
    ///
    /// - Parameters:
    ///   - executable: The `WebLoadClient` binary.
    ///   - port: The server's port on 127.0.0.1.
    ///   - token: The server's access token.
    /// - Throws: ``Failure`` when it cannot be started.
    init(executable: String, port: Int, token: String) throws {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[1])
        posix_spawn_file_actions_addclose(&actions, fromChild[0])
        let arguments = [executable, String(port), token]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw Failure(description: "\(executable) could not be started (\(status))")
        }
        self.pid = pid
        commands = FileHandle(fileDescriptor: toChild[1], closeOnDealloc: true)
        replies = FileHandle(fileDescriptor: fromChild[0], closeOnDealloc: true)
    }

    /// Sends `command` and turns `loop` until the client replies (or `timeout` passes).
    ///
    /// - Parameters:
    ///   - command: One command line.
    ///   - loop: The server's loop, turned meanwhile.
    ///   - timeout: How long to wait for the reply.
    /// - Returns: The reply line.
    /// - Throws: ``Failure`` on an error reply, the client's exit or the timeout.
    @LoopActor
    func request(_ command: String, turning loop: EventLoop, timeout: Duration = .seconds(120)) throws -> String {
        commands.write(Data((command + "\n").utf8))
        let reply = ReplyBox()
        let replies = self.replies
        nonisolated(unsafe) var buffer = pending
        let reader = Thread { [reply] in
            // One line: the bytes after it (never more than one reply a request) stay.
            while buffer.firstIndex(of: 10) == nil {
                let chunk = replies.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            let line: String
            if let newline = buffer.firstIndex(of: 10) {
                line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
            } else {
                line = "error the client exited"
            }
            reply.line.withLock { $0 = line }
            loop.execute {}
        }
        reader.start()
        let answered = try loop.run(until: { reply.line.withLock { $0 != nil } }, timeout: timeout)
        guard answered, let line = reply.line.withLock({ $0 }) else {
            throw Failure(description: "no reply to '\(command)' within \(timeout)")
        }
        pending = buffer
        if line.hasPrefix("error") { throw Failure(description: "client: \(line)") }
        return line
    }

    /// Ends the client (closing its connections) and reaps it.
    func quit() {
        commands.write(Data("quit\n".utf8))
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Where the reader thread leaves the reply line.
    private final class ReplyBox: Sendable {
        let line = Mutex<String?>(nil)
    }

    /// The arrival times an `await` reply gives, with its byte and frame counts.
    ///
    /// - Parameter reply: `arrived BYTES FRAMES T1 T2 …`.
    /// - Returns: The counts and the times (CLOCK_MONOTONIC nanoseconds).
    static func arrivals(_ reply: String) -> (bytes: Int, frames: Int, times: [UInt64]) {
        let words = reply.split(separator: " ")
        guard words.count >= 3, words[0] == "arrived" else { return (0, 0, []) }
        return (Int(words[1]) ?? 0, Int(words[2]) ?? 0, words.dropFirst(3).compactMap { UInt64($0) })
    }
}
