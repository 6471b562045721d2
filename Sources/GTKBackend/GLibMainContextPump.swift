import Bindings
internal import CGtk
import Logging

/// GLib's default main context, acquired by the loop thread and iterated by the libuv loop
/// through a ``ForeignLoopDriver``: `g_main_context_prepare` + `query` before the loop
/// sleeps, in the last before-sleep stage (`BeforeSleepStage.foreignLoop`, after the
/// bindings' flush and the renderers, so GTK sees the turn's values), and
/// `g_main_context_check` + `dispatch` after it woke.
///
/// It also watches for nested GLib main loops: while it owns the context, only a nested
/// loop (`g_main_loop_run`, `g_main_context_iteration` called from a GLib callback) calls
/// the context's poll function, so a poll function of its own reports each nested loop
/// once, through ``DiagnosticLog``, before polling as GLib would: a nested loop freezes
/// the libuv loop (its timers, the bindings' flush) until it returns.
///
/// ```swift
/// let pump = try GLibMainContextPump()
/// let driver = try ForeignLoopDriver(loop: loop, driving: pump)
/// …
/// driver.stop()
/// pump.release()
/// ```
///
/// Thread rule: the GTK thread, which is the loop thread (`@LoopActor`); ``release()`` once,
/// after the driver stopped.
@LoopActor
final class GLibMainContextPump: ForeignMainLoop {
    /// GLib's default context (`GMainContext *`).
    private let context: OpaquePointer
    /// The descriptors of the current iteration, as `g_main_context_query` wrote them.
    private var pollDescriptors = [GPollFD](repeating: GPollFD(), count: 16)
    /// How many of ``pollDescriptors`` the current iteration uses.
    private var preparedCount: Int32 = 0
    /// The highest priority of a ready source, from the last prepare.
    private var maxPriority: Int32 = 0
    /// Whether ``checkAndDispatch(received:)`` dispatches ready sources (not while shutting down).
    var dispatchesSources = true
    private var isReleased = false

    /// Whether a nested loop was reported since the last top-level prepare.
    private static var reportedNestedLoop = false
    /// How many nested loops were reported, for tests.
    private(set) static var nestedLoopReports = 0

    /// Acquires GLib's default main context for the calling (loop) thread.
    ///
    /// - Throws: ``GTKError/mainContextOwnedElsewhere`` when another thread owns it.
    init() throws(GTKError) {
        guard let context = g_main_context_default() else {
            throw .objectNotCreated(operation: "g_main_context_default")
        }
        guard g_main_context_acquire(context) != 0 else { throw .mainContextOwnedElsewhere }
        self.context = context
        g_main_context_set_poll_func(context, nestedLoopPoll)
    }

    /// Gives the context back (its default poll function restored, `g_main_context_release`).
    /// Idempotent.
    func release() {
        guard !isReleased else { return }
        isReleased = true
        g_main_context_set_poll_func(context, nil)
        g_main_context_release(context)
    }

    func prepareForPoll() -> ForeignLoopPreparation {
        Self.reportedNestedLoop = false
        var priority: gint = 0
        let sourceIsReady = g_main_context_prepare(context, &priority) != 0
        maxPriority = priority
        var timeout: gint = -1
        var needed = query(&timeout)
        if needed > pollDescriptors.count {
            pollDescriptors = [GPollFD](repeating: GPollFD(), count: Int(needed))
            needed = query(&timeout)
        }
        preparedCount = needed
        var descriptors: [ForeignLoopPreparation.Descriptor] = []
        descriptors.reserveCapacity(Int(needed))
        for index in 0..<Int(needed) {
            let descriptor = pollDescriptors[index]
            descriptors.append(.init(fileDescriptor: descriptor.fd, events: Self.pollEvents(descriptor.events)))
        }
        let wait: ForeignLoopPreparation.Wait =
            if sourceIsReady || timeout == 0 { .none }
            else if timeout < 0 { .indefinitely }
            else { .milliseconds(UInt64(timeout)) }
        return ForeignLoopPreparation(descriptors: descriptors, wait: wait)
    }

    func checkAndDispatch(received: [PollEvents]) {
        for index in 0..<min(Int(preparedCount), received.count) {
            pollDescriptors[index].revents = Self.glibEvents(received[index])
        }
        let count = preparedCount
        let ready = pollDescriptors.withUnsafeMutableBufferPointer { buffer in
            g_main_context_check(context, maxPriority, buffer.baseAddress, count) != 0
        }
        if ready && dispatchesSources {
            g_main_context_dispatch(context)
        }
    }

    func cannotWatch(fileDescriptor: Int32, error: UVError) {
        DiagnosticLog.logger.error(
            "foreign main loop: cannot watch file descriptor \(fileDescriptor): \(error)",
            metadata: ["diagnostic": "unwatchableDescriptor"])
    }

    /// `g_main_context_query` into ``pollDescriptors``.
    ///
    /// - Parameter timeout: Receives GLib's timeout in milliseconds (−1: none).
    /// - Returns: How many descriptors GLib needs (more than the buffer holds: query again).
    private func query(_ timeout: inout gint) -> gint {
        let capacity = gint(pollDescriptors.count)
        return pollDescriptors.withUnsafeMutableBufferPointer { buffer in
            g_main_context_query(context, maxPriority, &timeout, buffer.baseAddress, capacity)
        }
    }

    /// Reports a nested main loop, once per top-level iteration.
    nonisolated fileprivate static func noteNestedLoop() {
        LoopActor.assumeIsolated {
            guard !reportedNestedLoop else { return }
            reportedNestedLoop = true
            nestedLoopReports += 1
            DiagnosticLog.logger.warning(
                """
                GTK: a nested GLib main loop is running (g_main_depth() = \(g_main_depth())): \
                the libuv loop, its timers and the bindings' flush are frozen until it returns
                """,
                metadata: ["diagnostic": "nestedMainLoop"])
        }
    }

    /// GLib's `GIOCondition` bits as ``PollEvents``.
    private static func pollEvents(_ condition: gushort) -> PollEvents {
        let bits = UInt32(condition)
        var events: PollEvents = []
        if bits & G_IO_IN.rawValue != 0 { events.insert(.readable) }
        if bits & G_IO_OUT.rawValue != 0 { events.insert(.writable) }
        if bits & G_IO_PRI.rawValue != 0 { events.insert(.prioritized) }
        return events
    }

    /// ``PollEvents`` as GLib's `GIOCondition` bits.
    private static func glibEvents(_ events: PollEvents) -> gushort {
        var bits: UInt32 = 0
        if events.contains(.readable) { bits |= G_IO_IN.rawValue }
        if events.contains(.writable) { bits |= G_IO_OUT.rawValue }
        if events.contains(.prioritized) { bits |= G_IO_PRI.rawValue }
        if events.contains(.hangUp) { bits |= G_IO_HUP.rawValue }
        if events.contains(.error) { bits |= G_IO_ERR.rawValue }
        return gushort(truncatingIfNeeded: bits)
    }
}

/// The context's poll function while the pump owns it: called only by a nested loop.
private var nestedLoopPoll: GPollFunc {
    { descriptors, count, timeout in
        GLibMainContextPump.noteNestedLoop()
        return g_poll(descriptors, count, timeout)
    }
}
