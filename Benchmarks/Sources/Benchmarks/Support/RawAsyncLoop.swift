import Bindings
import CLibUVBench

/// A bare libuv loop with one async handle: the "limit" the framework's loop
/// is measured against.
///
/// It is turned on the open `EventLoop`'s thread (the benchmarks' main thread),
/// so that its callback can call the same `@LoopActor` widget setters as the
/// other contenders.
///
/// Threading: created, turned and closed on the loop thread; ``send()`` from any thread.
final class RawAsyncLoop: @unchecked Sendable {
    private let loop: UnsafeMutablePointer<uv_loop_t>
    private let async: UnsafeMutablePointer<uv_async_t>
    /// Runs in the async callback.
    @LoopActor var onWake: () -> Void = {}

    @LoopActor
    init() {
        loop = .allocate(capacity: 1)
        loop.initialize(to: uv_loop_t())
        async = .allocate(capacity: 1)
        async.initialize(to: uv_async_t())
        precondition(uv_loop_init(loop) == 0, "uv_loop_init failed")
        precondition(uv_async_init(loop, async) { handle in
            guard let data = handle?.pointee.data else { return }
            let raw = Unmanaged<RawAsyncLoop>.fromOpaque(data).takeUnretainedValue()
            LoopActor.assumeIsolated { raw.onWake() }
        } == 0, "uv_async_init failed")
        async.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    /// `uv_async_send`. Any thread.
    func send() {
        uv_async_send(async)
    }

    /// One `uv_run(UV_RUN_ONCE)`: waits for the wake-up, runs the callback.
    @LoopActor
    func runOnce() {
        uv_run(loop, UV_RUN_ONCE)
    }

    /// `uv_run(UV_RUN_DEFAULT)` until ``stop()``.
    @LoopActor
    func run() {
        uv_run(loop, UV_RUN_DEFAULT)
    }

    /// `uv_stop`. Call it from ``onWake``.
    @LoopActor
    func stop() {
        uv_stop(loop)
    }

    /// Closes the handle and the loop.
    @LoopActor
    func close() {
        async.withMemoryRebound(to: uv_handle_t.self, capacity: 1) { uv_close($0, nil) }
        uv_run(loop, UV_RUN_DEFAULT)
        precondition(uv_loop_close(loop) == 0, "uv_loop_close failed")
        async.deallocate()
        loop.deallocate()
        onWake = {}
    }
}
