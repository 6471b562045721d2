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
    /// The descriptors of the current iteration as the driver takes them, kept from one
    /// iteration to the next (see ``updateDescriptors(count:)``).
    private var descriptors: [ForeignLoopPreparation.Descriptor] = []
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
        var needed = Self.query(context, maxPriority, &timeout, into: &pollDescriptors)
        if needed > pollDescriptors.count {
            pollDescriptors = [GPollFD](repeating: GPollFD(), count: Int(needed))
            needed = Self.query(context, maxPriority, &timeout, into: &pollDescriptors)
        }
        preparedCount = needed
        updateDescriptors(count: Int(needed))
        let wait: ForeignLoopPreparation.Wait =
            if sourceIsReady || timeout == 0 { .none }
            else if timeout < 0 { .indefinitely }
            else { .milliseconds(UInt64(timeout)) }
        return ForeignLoopPreparation(descriptors: descriptors, wait: wait)
    }

    /// Makes ``descriptors`` list the first `count` of ``pollDescriptors``: left as it is, and
    /// so shared with the driver's copy of it without an allocation, when GLib asks for what
    /// it asked last time (the steady state: its wake-up descriptor and the display's).
    ///
    /// - Parameter count: How many descriptors GLib asked for.
    /// - Complexity: O(*n*) for *n* descriptors; allocates only when they changed.
    private func updateDescriptors(count: Int) {
        if descriptors.count == count {
            var index = 0
            while index < count, descriptors[index] == Self.descriptor(pollDescriptors[index]) {
                index += 1
            }
            if index == count { return }
        }
        var changed: [ForeignLoopPreparation.Descriptor] = []
        changed.reserveCapacity(count)
        for index in 0..<count {
            changed.append(Self.descriptor(pollDescriptors[index]))
        }
        descriptors = changed
    }

    func checkAndDispatch(received: [PollEvents]) {
        for index in 0..<min(Int(preparedCount), received.count) {
            pollDescriptors[index].revents = Self.glibEvents(received[index])
        }
        let ready = Self.check(context, maxPriority, count: preparedCount, of: &pollDescriptors)
        if ready && dispatchesSources {
            g_main_context_dispatch(context)
        }
    }

    func cannotWatch(fileDescriptor: Int32, error: UVError) {
        DiagnosticLog.logger.error(
            "foreign main loop: cannot watch file descriptor \(fileDescriptor): \(error)",
            metadata: ["diagnostic": "unwatchableDescriptor"])
    }

    /// `g_main_context_query` into `descriptors`.
    ///
    /// Nonisolated, as ``check(_:_:count:of:)``: a buffer closure formed on the loop actor is
    /// checked to run on its executor every time it is called, about 360 instructions (the
    /// standard library's `withUnsafeMutableBufferPointer` takes it as from a module without
    /// strict concurrency); formed here, it has no isolation to check.
    ///
    /// - Parameters:
    ///   - context: The context, acquired by the calling (loop) thread.
    ///   - maxPriority: The priority `g_main_context_prepare` returned.
    ///   - timeout: Receives GLib's timeout in milliseconds (−1: none).
    ///   - descriptors: Receives the descriptors, as many as it holds.
    /// - Returns: How many descriptors GLib needs (more than the buffer holds: query again).
    private nonisolated static func query(
        _ context: OpaquePointer, _ maxPriority: gint, _ timeout: inout gint, into descriptors: inout [GPollFD]
    ) -> gint {
        let capacity = gint(descriptors.count)
        return descriptors.withUnsafeMutableBufferPointer { buffer in
            g_main_context_query(context, maxPriority, &timeout, buffer.baseAddress, capacity)
        }
    }

    /// `g_main_context_check` of the first `count` of `descriptors`, their `revents` set.
    ///
    /// - Parameters:
    ///   - context: The context, acquired by the calling (loop) thread.
    ///   - maxPriority: The priority `g_main_context_prepare` returned.
    ///   - count: How many descriptors the last query asked for.
    ///   - descriptors: The descriptors, as the query wrote them.
    /// - Returns: Whether a source is ready to dispatch.
    private nonisolated static func check(
        _ context: OpaquePointer, _ maxPriority: gint, count: gint, of descriptors: inout [GPollFD]
    ) -> Bool {
        descriptors.withUnsafeMutableBufferPointer { buffer in
            g_main_context_check(context, maxPriority, buffer.baseAddress, count) != 0
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

    /// What GLib asks of one descriptor, as the driver takes it.
    private static func descriptor(_ polled: GPollFD) -> ForeignLoopPreparation.Descriptor {
        .init(fileDescriptor: polled.fd, events: pollEvents(polled.events))
    }

    /// GLib's `GIOCondition` bits as ``PollEvents``.
    ///
    /// Bit by bit on the raw values: `PollEvents`' set operations, from another module, ran
    /// unspecialized, about 2,600 instructions per descriptor per iteration.
    private static func pollEvents(_ condition: gushort) -> PollEvents {
        let bits = UInt32(condition)
        var raw: UInt8 = 0
        if bits & G_IO_IN.rawValue != 0 { raw |= PollEvents.readable.rawValue }
        if bits & G_IO_OUT.rawValue != 0 { raw |= PollEvents.writable.rawValue }
        if bits & G_IO_PRI.rawValue != 0 { raw |= PollEvents.prioritized.rawValue }
        return PollEvents(rawValue: raw)
    }

    /// ``PollEvents`` as GLib's `GIOCondition` bits (bit by bit, as ``pollEvents(_:)``).
    private static func glibEvents(_ events: PollEvents) -> gushort {
        let raw = events.rawValue
        var bits: UInt32 = 0
        if raw & PollEvents.readable.rawValue != 0 { bits |= G_IO_IN.rawValue }
        if raw & PollEvents.writable.rawValue != 0 { bits |= G_IO_OUT.rawValue }
        if raw & PollEvents.prioritized.rawValue != 0 { bits |= G_IO_PRI.rawValue }
        if raw & PollEvents.hangUp.rawValue != 0 { bits |= G_IO_HUP.rawValue }
        if raw & PollEvents.error.rawValue != 0 { bits |= G_IO_ERR.rawValue }
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
