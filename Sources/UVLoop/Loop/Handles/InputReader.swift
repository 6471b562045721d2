internal import CLibUV
import Glibc

/// Reads what a process was given as input (standard input, or any descriptor) on the
/// loop, whatever it refers to: a terminal, a pipe or socket, a regular file, or a device
/// such as `/dev/null`; chunks as they come, then the end.
///
/// ```swift
/// let input = InputReader(loop: loop, fileDescriptor: STDIN_FILENO)
/// try input.startReading { result in
///     if case .failure(let error) = result, error.name == "EOF" { print("input ended") }
/// }
/// input.close()
/// ```
///
/// How each kind is read (libuv has no one handle for all of them, and would abort on a
/// regular file given to a stream or poll handle):
/// - a terminal: a readable ``TTYHandle``, in the mode the terminal is in (libuv reopens
///   it, so the descriptor the shell shares stays blocking);
/// - a pipe, socket, FIFO or other descriptor epoll can watch: a ``PollHandle``; each
///   time it is readable, one `read(2)` takes what is there (libuv makes the descriptor
///   non-blocking, as `uv_pipe_open` would);
/// - a regular file or a device epoll refuses (`/dev/null`, `EPERM` from `uv_poll_init`):
///   such reads do not wait for input, so one chunk is read per loop turn, from a
///   zero-delay timer, until the end; a closed descriptor reports `EBADF` the same way.
///
/// Thread rule: loop thread only; `onRead` runs on the loop thread. ``close()`` stops
/// reading and never closes the descriptor. Re-entrancy: `onRead` may call ``close()``.
@LoopActor
package final class InputReader {
    private enum Source {
        case terminal(TTYHandle)
        case poll(PollHandle)
        case file(TimerHandle?)
    }

    /// The largest chunk one read delivers.
    private static let chunkSize = 4096

    private unowned let loop: EventLoop
    private let fileDescriptor: Int32
    private var source: Source?
    private var onRead: (@LoopActor (Result<[UInt8], UVError>) -> Void)?

    /// A reader of `fileDescriptor`; nothing is read before ``startReading(_:)``.
    ///
    /// ```swift
    /// let input = InputReader(loop: loop, fileDescriptor: STDIN_FILENO)
    /// ```
    /// - Parameters:
    ///   - loop: The loop that reads; call on its thread.
    ///   - fileDescriptor: What to read; it stays open and owned by the caller.
    package init(loop: EventLoop, fileDescriptor: Int32) {
        self.loop = loop
        self.fileDescriptor = fileDescriptor
    }

    /// Starts delivering what the descriptor holds; a reader already started is left as it is.
    ///
    /// ```swift
    /// try input.startReading { result in if case .success(let bytes) = result { parse(bytes) } }
    /// ```
    /// - Parameter onRead: Runs on the loop thread with each chunk read, then once with
    ///   ``UVError`` `EOF` at the end of the input, or with the error that ended reading;
    ///   reading has stopped when it gets a failure.
    /// - Throws: ``UVError`` when the descriptor cannot be watched.
    package func startReading(_ onRead: @escaping @LoopActor (Result<[UInt8], UVError>) -> Void) throws(UVError) {
        guard source == nil else { return }
        precondition(loop.isLoopThread, "input is read on its loop's thread")
        self.onRead = onRead
        if TTYHandle.isTerminal(fileDescriptor) {
            let terminal = try TTYHandle(loop: loop, fileDescriptor: fileDescriptor, readable: true)
            source = .terminal(terminal)
            do {
                try terminal.startReading { [weak self] result in self?.deliver(result) }
            } catch {
                close()
                throw error
            }
            return
        }
        let poll: PollHandle
        do {
            poll = try PollHandle(loop: loop, fileDescriptor: fileDescriptor)
        } catch where error.code == Int32(UV_EPERM.rawValue) || error.code == Int32(UV_EBADF.rawValue) {
            // Not pollable: read it as a file. A closed descriptor's first read reports EBADF.
            source = .file(nil)
            try scheduleFileRead()
            return
        }
        source = .poll(poll)
        do {
            try poll.startReading { [weak self] status in
                guard let self else { return }
                if status < 0 {
                    deliver(.failure(UVError(code: status, operation: "uv_poll")))
                } else {
                    readChunk()
                }
            }
        } catch {
            close()
            throw error
        }
    }

    /// Stops reading and forgets `onRead`; idempotent. The descriptor stays open.
    ///
    /// ```swift
    /// input.close()
    /// ```
    package func close() {
        switch source {
        case .terminal(let terminal): terminal.closeHandle()
        case .poll(let poll): poll.close()
        case .file(let timer): timer?.close()
        case nil: break
        }
        source = nil
        onRead = nil
    }

    /// A zero-delay timer for the next chunk of a file: one read per loop turn, so that
    /// a long file never holds the loop for long.
    private func scheduleFileRead() throws(UVError) {
        let timer = try TimerHandle(loop: loop)
        source = .file(timer)
        try timer.start(afterMilliseconds: 0, repeatingMilliseconds: 0) { [weak self] in
            guard let self, case .file = source else { return }
            source = .file(nil)   // the one-shot timer closed itself
            guard readChunk() else { return }
            do throws(UVError) {
                try scheduleFileRead()
            } catch {
                deliver(.failure(error))
            }
        }
    }

    /// One `read(2)` of what is there, delivered.
    ///
    /// - Returns: Whether reading goes on (a chunk came, or nothing yet on a non-blocking
    ///   descriptor).
    @discardableResult
    private func readChunk() -> Bool {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            deliver(.success(Array(buffer[..<count])))
            return source != nil
        }
        if count == 0 {
            deliver(.failure(UVError(code: Int32(UV_EOF.rawValue), operation: "read")))
            return false
        }
        let number = errno
        if number == EAGAIN || number == EWOULDBLOCK || number == EINTR { return true }
        deliver(.failure(UVError(code: -number, operation: "read")))
        return false
    }

    /// Hands `result` to `onRead`; a failure ends reading first.
    private func deliver(_ result: Result<[UInt8], UVError>) {
        guard let onRead else { return }
        if case .failure = result { close() }
        onRead(result)
    }

    isolated deinit {
        close()
    }
}
