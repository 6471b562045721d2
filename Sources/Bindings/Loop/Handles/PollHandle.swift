internal import CLibUV

/// A `uv_poll_t`: runs its action on the loop thread while a file descriptor the loop does
/// not own is readable (libuv's poll watchers are level-triggered: the action must consume
/// what made the descriptor ready, or it runs again on the next turn).
///
/// ```swift
/// let poll = try PollHandle(loop: loop, fileDescriptor: fd)
/// try poll.startReading { status in drain(fd) }
/// ```
///
/// Thread rule: loop thread only; the action runs inside `uv_run` on the loop thread.
/// Closing the handle stops watching the descriptor but does not close it.
final class PollHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_poll_t>
    var state = HandleState.closed
    /// What the callback runs, given libuv's status (0 or a negative error code).
    private var action: (@LoopActor (Int32) -> Void)?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens a poll handle for `fileDescriptor` on `loop` (`uv_poll_init`).
    ///
    /// ```swift
    /// let poll = try PollHandle(loop: loop, fileDescriptor: _dispatch_get_main_queue_handle_4CF())
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - fileDescriptor: The descriptor to watch; libuv makes it non-blocking.
    /// - Throws: ``UVError`` from `uv_poll_init`, e.g. `EEXIST` if the loop already watches it.
    init(loop: EventLoop, fileDescriptor: Int32) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_poll_t())
        try openHandle { () throws(UVError) in
            try uvCheck(uv_poll_init(loop.uvLoop, handle, fileDescriptor), "uv_poll_init")
        }
    }

    /// Starts watching for readability (`uv_poll_start` with `UV_READABLE`).
    ///
    /// ```swift
    /// try poll.startReading { status in if status == 0 { consume() } }
    /// ```
    /// - Parameter action: Runs on the loop thread whenever the descriptor is readable (or
    ///   polling it failed: then `status` is a negative libuv error code).
    /// - Throws: ``UVError`` from `uv_poll_start`.
    func startReading(_ action: @escaping @LoopActor (Int32) -> Void) throws(UVError) {
        precondition(loop.isLoopThread, "poll handles are started on their loop's thread")
        self.action = action
        try uvCheck(
            uv_poll_start(handle, Int32(UV_READABLE.rawValue)) { raw, status, _ in
                let poll = PollHandle.owner(of: raw)
                guard poll.isOpen, let action = poll.action else { return }
                LoopActor.assumeIsolated { action(status) }
            },
            "uv_poll_start")
    }

    func releaseResources() {
        action = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "PollHandle released while libuv still had it open")
    }
}
