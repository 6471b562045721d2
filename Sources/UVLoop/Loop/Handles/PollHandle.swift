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
/// ``start(events:_:)`` watches for any of ``PollEvents`` and ``stop()`` pauses the watch
/// (a foreign main loop's descriptors are watched only while the loop polls).
///
/// Thread rule: loop thread only; the action runs inside `uv_run` on the loop thread.
/// Closing the handle stops watching the descriptor but does not close it.
final class PollHandle: LoopHandle {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_poll_t>
    var state = HandleState.closed
    /// What the callback runs, given libuv's status (0 or a negative error code).
    private var action: (@LoopActor (Int32) -> Void)?
    /// What the callback runs when started with ``start(events:_:)``, given the events.
    private var eventsAction: (@LoopActor (PollEvents) -> Void)?

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
        eventsAction = nil
        try uvCheck(
            uv_poll_start(handle, Int32(UV_READABLE.rawValue)) { raw, status, _ in
                let poll = PollHandle.owner(of: raw)
                guard poll.isOpen, let action = poll.action else { return }
                LoopActor.assumeIsolated { action(status) }
            },
            "uv_poll_start")
    }

    /// Starts (or restarts with other events) watching the descriptor (`uv_poll_start`),
    /// always asking for hang-ups too.
    ///
    /// ```swift
    /// try poll.start(events: [.readable, .writable]) { received in pending.formUnion(received) }
    /// ```
    /// - Parameters:
    ///   - events: What to wait for; ``PollEvents/hangUp`` and ``PollEvents/error`` are
    ///     reported whether asked for or not.
    ///   - action: Runs on the loop thread each time the descriptor is ready, with what it
    ///     is ready for (``PollEvents/error`` when libuv reports a failed poll).
    /// - Throws: ``UVError`` from `uv_poll_start`.
    func start(events: PollEvents, _ action: @escaping @LoopActor (PollEvents) -> Void) throws(UVError) {
        precondition(loop.isLoopThread, "poll handles are started on their loop's thread")
        var mask = UV_DISCONNECT.rawValue
        if events.contains(.readable) { mask |= UV_READABLE.rawValue }
        if events.contains(.writable) { mask |= UV_WRITABLE.rawValue }
        if events.contains(.prioritized) { mask |= UV_PRIORITIZED.rawValue }
        self.action = nil
        eventsAction = action
        try uvCheck(
            uv_poll_start(handle, Int32(mask)) { raw, status, received in
                let poll = PollHandle.owner(of: raw)
                guard poll.isOpen else { return }
                if let eventsAction = poll.eventsAction {
                    let events = PollHandle.events(status: status, libuvEvents: received)
                    LoopActor.assumeIsolated { eventsAction(events) }
                } else if let action = poll.action {
                    LoopActor.assumeIsolated { action(status) }
                }
            },
            "uv_poll_start")
    }

    /// Stops watching the descriptor (`uv_poll_stop`) without closing the handle; a later
    /// ``start(events:_:)`` watches it again. Does nothing on a closed handle.
    ///
    /// ```swift
    /// poll.stop()   // the descriptor may be closed by its owner now
    /// ```
    func stop() {
        guard isOpen else { return }
        precondition(loop.isLoopThread, "poll handles are stopped on their loop's thread")
        // libuv documents uv_poll_stop as always returning 0.
        _ = uv_poll_stop(handle)
    }

    /// libuv's status and event mask as ``PollEvents``.
    ///
    /// - Parameters:
    ///   - status: 0, or a negative libuv error code.
    ///   - libuvEvents: `UV_READABLE`, `UV_WRITABLE`, `UV_PRIORITIZED`, `UV_DISCONNECT` bits.
    /// - Returns: The same events; ``PollEvents/error`` alone when `status` is negative.
    private static func events(status: Int32, libuvEvents: Int32) -> PollEvents {
        guard status >= 0 else { return .error }
        let bits = UInt32(bitPattern: libuvEvents)
        var events: PollEvents = []
        if bits & UV_READABLE.rawValue != 0 { events.insert(.readable) }
        if bits & UV_WRITABLE.rawValue != 0 { events.insert(.writable) }
        if bits & UV_PRIORITIZED.rawValue != 0 { events.insert(.prioritized) }
        if bits & UV_DISCONNECT.rawValue != 0 { events.insert(.hangUp) }
        return events
    }

    func releaseResources() {
        action = nil
        eventsAction = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "PollHandle released while libuv still had it open")
    }
}
