internal import CLibUV

/// A `uv_async_t`: the one handle that other threads may poke to wake the loop.
///
/// ``send()`` may be called from any thread, any number of times; libuv coalesces
/// sends that arrive before the loop runs the callback into one callback. The callback
/// runs on the loop thread, inside `uv_run`.
///
/// ```swift
/// let async = try AsyncHandle(loop: loop) { print("woken") }
/// DispatchQueue.global().async { async.send() }   // any thread
/// ```
///
/// Thread rules: ``send()`` is thread-safe, including against ``close()``: sending to a
/// closing or closed handle does nothing (a lock makes sure no send is still inside
/// `uv_async_send` once `uv_close` is called, so the handle's memory is never used after
/// it is freed). Everything else happens on the loop thread.
final class AsyncHandle: LoopHandle, @unchecked Sendable {
    unowned let loop: EventLoop
    let handle: UnsafeMutablePointer<uv_async_t>
    var state = HandleState.closed
    /// Whether ``send()`` may still call `uv_async_send`; cleared under the lock before `uv_close`.
    private let accepting = LockedValue(false)
    /// What the callback runs; dropped when the handle closes (it may capture the loop).
    private var action: LoopCallback?

    var rawHandle: UnsafeMutablePointer<uv_handle_t> { .init(OpaquePointer(handle)) }

    /// Opens an async handle on `loop` (`uv_async_init`).
    ///
    /// ```swift
    /// let async = try AsyncHandle(loop: loop) { loop.drainQueuedWork() }
    /// ```
    /// - Parameters:
    ///   - loop: The loop to wake; call on its thread.
    ///   - action: Runs on the loop thread once per coalesced batch of sends.
    /// - Throws: ``UVError`` from `uv_async_init`.
    init(loop: EventLoop, _ action: @escaping @LoopActor () -> Void) throws(UVError) {
        self.loop = loop
        self.handle = .allocate(capacity: 1)
        handle.initialize(to: uv_async_t())
        self.action = LoopCallback(action)
        try openHandle { () throws(UVError) in
            try uvCheck(
                uv_async_init(loop.uvLoop, handle) { raw in
                    let async = AsyncHandle.owner(of: raw)
                    guard async.isOpen, let action = async.action else { return }
                    action()
                },
                "uv_async_init")
        }
        accepting.withLock { $0 = true }
    }

    /// Wakes the loop: its callback will run (once for many coalesced sends). Any thread.
    ///
    /// ```swift
    /// async.send()
    /// ```
    func send() {
        accepting.withLock { accepting in
            guard accepting else { return }
            do {
                try uvCheck(uv_async_send(handle), "uv_async_send")
            } catch {
                // libuv documents no failure for an open handle; a failure here is a bug.
                preconditionFailure("\(error)")
            }
        }
    }

    func willClose() {
        accepting.withLock { $0 = false }
    }

    func releaseResources() {
        action = nil
        handle.deallocate()
    }

    deinit {
        assert(state == .closed, "AsyncHandle released while libuv still had it open")
    }
}
