internal import CLibUV
import Glibc

/// A `uv_tty_t`: one end of the controlling terminal, read or written through libuv.
///
/// ```swift
/// let input = try TTYHandle(loop: loop, fileDescriptor: 0, readable: true)
/// try input.setRawMode(true)
/// try input.startReading { result in handle(result) }
/// ```
///
/// libuv reopens the terminal behind the descriptor (`ttyname_r`), so making it
/// non-blocking does not affect other processes sharing the terminal. Writes are made
/// blocking (``write(_:)`` returns once the bytes are with the kernel), so a frame is
/// never half-written when the process exits and the restore sequence always follows it.
///
/// Package-visible so that `TerminalBackend` can draw through it without importing libuv.
///
/// Thread rule: loop thread only, like every ``LoopHandle``; callbacks run inside
/// `uv_run`. Closing the handle does not close the descriptor it was opened on.
package final class TTYHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_tty_t>
    var state = HandleState.closed
    /// What a read delivers: bytes, end of input, or a libuv error.
    private var onRead: (@LoopActor (Result<[UInt8], UVError>) -> Void)?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }
    private var stream: UnsafeMutablePointer<uv_stream_t> { .init(OpaquePointer(handle)) }

    /// Opens `fileDescriptor` as a tty handle (`uv_tty_init`).
    ///
    /// ```swift
    /// let output = try TTYHandle(loop: loop, fileDescriptor: 1, readable: false)
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - fileDescriptor: A descriptor that refers to a terminal.
    ///   - readable: Whether the handle will be read from.
    /// - Throws: ``UVError`` from `uv_tty_init` (`EINVAL` when the descriptor is not a terminal).
    package init(loop: EventLoop, fileDescriptor: Int32, readable: Bool) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_tty_t())
        try openHandle { () throws(UVError) in
            try uvCheck(uv_tty_init(loop.uvLoop, handle, fileDescriptor, readable ? 1 : 0), "uv_tty_init")
        }
        if !readable {
            do {
                try uvCheck(uv_stream_set_blocking(stream, 1), "uv_stream_set_blocking")
            } catch {
                close()
                throw error
            }
        }
    }

    /// Whether `fileDescriptor` refers to a terminal (`uv_guess_handle`).
    ///
    /// ```swift
    /// if TTYHandle.isTerminal(1) { drawFrames() } else { printPlainText() }
    /// ```
    /// - Parameter fileDescriptor: The descriptor to check.
    /// - Returns: Whether libuv sees a tty there.
    package static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        uv_guess_handle(fileDescriptor) == UV_TTY
    }

    /// Restores the terminal mode saved when the first tty was put in raw mode
    /// (`uv_tty_reset_mode`). Safe to call from any thread and more than once; for exit paths.
    ///
    /// ```swift
    /// atexit { TTYHandle.resetMode() }
    /// ```
    package static func resetMode() {
        _ = uv_tty_reset_mode()
    }

    /// Switches raw mode on (no echo, no line buffering, no signals from Ctrl-C) or off.
    ///
    /// ```swift
    /// try input.setRawMode(true)
    /// ```
    /// - Parameter raw: `true` for `UV_TTY_MODE_RAW`, `false` for `UV_TTY_MODE_NORMAL`.
    /// - Throws: ``UVError`` from `uv_tty_set_mode`.
    package func setRawMode(_ raw: Bool) throws(UVError) {
        guard isOpen else { return }
        try uvCheck(uv_tty_set_mode(handle, raw ? UV_TTY_MODE_RAW : UV_TTY_MODE_NORMAL), "uv_tty_set_mode")
    }

    /// The terminal's size in cells (`uv_tty_get_winsize`).
    ///
    /// ```swift
    /// let size = try output.windowSize()   // (columns: 80, rows: 24)
    /// ```
    /// - Returns: Columns and rows.
    /// - Throws: ``UVError`` from `uv_tty_get_winsize`.
    package func windowSize() throws(UVError) -> (columns: Int, rows: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try uvCheck(uv_tty_get_winsize(handle, &width, &height), "uv_tty_get_winsize")
        return (Int(width), Int(height))
    }

    /// Starts delivering what the terminal sends (`uv_read_start`).
    ///
    /// ```swift
    /// try input.startReading { result in if case .success(let bytes) = result { parse(bytes) } }
    /// ```
    /// - Parameter onRead: Runs on the loop thread with each chunk read, with
    ///   `UVError` `EOF` at the end of input, or with the read error.
    /// - Throws: ``UVError`` from `uv_read_start`.
    package func startReading(_ onRead: @escaping @LoopActor (Result<[UInt8], UVError>) -> Void) throws(UVError) {
        precondition(loop.isLoopThread, "tty handles are read on their loop's thread")
        self.onRead = onRead
        try uvCheck(
            uv_read_start(
                stream,
                { _, suggested, buffer in
                    let size = min(suggested, 4096)
                    buffer?.pointee = uv_buf_init(malloc(size)?.assumingMemoryBound(to: CChar.self), UInt32(size))
                },
                { raw, count, buffer in
                    defer { free(buffer?.pointee.base) }
                    let tty = TTYHandle.owner(of: raw)
                    guard tty.isOpen, let onRead = tty.onRead, count != 0 else { return }
                    let result: Result<[UInt8], UVError>
                    if count < 0 {
                        result = .failure(UVError(code: Int32(count), operation: "uv_read"))
                    } else if let base = buffer?.pointee.base {
                        result = .success(Array(UnsafeRawBufferPointer(start: base, count: count)))
                    } else {
                        return
                    }
                    LoopActor.assumeIsolated { onRead(result) }
                }),
            "uv_read_start")
    }

    /// Writes all of `bytes` to the terminal before returning (`uv_try_write` on a
    /// blocking stream, retried after partial writes and interruptions).
    ///
    /// ```swift
    /// try output.write(Array("\u{1B}[?25h".utf8))
    /// ```
    /// - Parameter bytes: What to send.
    /// - Throws: ``UVError`` from `uv_try_write`, other than `EAGAIN`.
    package func write(_ bytes: [UInt8]) throws(UVError) {
        guard isOpen, !bytes.isEmpty else { return }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { all -> Int32 in
                let rest = UnsafeMutableRawPointer(mutating: all.baseAddress! + offset)
                var buffer = uv_buf_init(rest.assumingMemoryBound(to: CChar.self), UInt32(all.count - offset))
                return uv_try_write(stream, &buffer, 1)
            }
            if written == Int32(UV_EAGAIN.rawValue) {
                waitUntilWritable()
                continue
            }
            offset += Int(try uvCheck(written, "uv_try_write"))
        }
    }

    /// Waits (at most 100 ms) for the descriptor to accept more bytes; used only if the
    /// stream is non-blocking after all (libuv fell back to the shared descriptor).
    private func waitUntilWritable() {
        var descriptor: uv_os_fd_t = -1
        guard uv_fileno(rawHandle, &descriptor) == 0 else { return }
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, 100)
    }

    /// Closes the handle, not the descriptor it was opened on; idempotent (``LoopHandle/close()``).
    ///
    /// ```swift
    /// input.closeHandle()
    /// ```
    package func closeHandle() {
        close()
    }

    func releaseResources() {
        onRead = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "TTYHandle released while libuv still had it open")
    }
}
