internal import CLibUV
import Glibc

/// Running `DispatchQueue.main` (and with it `@MainActor` jobs) inside the loop when the
/// loop thread is the process's main thread.
///
/// libdispatch signals work on its main queue by writing to an eventfd
/// (`_dispatch_get_main_queue_handle_4CF()`), and drains the queue in
/// `_dispatch_main_queue_callback_4CF`, the pair CoreFoundation's run loop uses. The loop
/// watches the eventfd with an unreferenced `uv_poll_t` (main-queue work alone does not
/// keep ``EventLoop/run()`` going), and in the callback consumes the eventfd's count, then
/// drains the queue.
///
/// ```swift
/// let loop = try EventLoop()                     // on the main thread
/// DispatchQueue.main.async { print("runs inside loop.run()") ; loop.stop() }
/// loop.keepsRunningWhenIdle = true
/// try loop.run()
/// ```
///
/// Re-entrancy: libdispatch does not drain the main queue re-entrantly. If the loop is run
/// from inside a main-queue block or a `@MainActor` job (for example the body of an
/// `async` XCTest), main-queue work waits until that block returns.
extension EventLoop {
    /// Opens and starts the main-queue watcher. Loop thread (the main thread) only.
    ///
    /// - Throws: ``UVError`` from `uv_poll_init` or `uv_poll_start`.
    func openMainQueuePoll() throws(UVError) {
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        let poll = try PollHandle(loop: self, fileDescriptor: descriptor)
        mainQueuePoll = poll
        do {
            try poll.startReading { [unowned self] status in
                guard status == 0 else {
                    // Polling dispatch's eventfd failed; stop rather than spin on the error.
                    self.mainQueuePoll?.close()
                    return
                }
                EventLoop.drainMainQueue(descriptor)
            }
        } catch {
            poll.close()
            throw error
        }
        poll.unref()
    }

    /// Whether the loop watches libdispatch's main queue (it was created on the main
    /// thread). Loop thread only.
    var watchesMainQueue: Bool {
        mainQueuePoll?.isOpen ?? false
    }

    /// Consumes the eventfd's count, then runs what is on the main queue.
    ///
    /// The poll watcher is level-triggered and libdispatch never reads the eventfd itself,
    /// so reading it first keeps the loop from waking again for work already run; a block
    /// queued after the read writes to the eventfd again.
    ///
    /// - Parameter descriptor: libdispatch's main-queue eventfd.
    private static func drainMainQueue(_ descriptor: Int32) {
        var count: UInt64 = 0
        // Non-blocking: EAGAIN just means another reader got there first.
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
    }
}
