extension EventLoop {
    /// Puts the loop's scheduled timers on a ``VirtualClock``: from now on
    /// ``schedule(after:repeating:_:)`` queues its timers there, and they fire only as the
    /// clock is advanced. For test loops (`withTestLoop(clock: .virtual)`); call it right
    /// after making the loop, before anything schedules a timer.
    ///
    /// ```swift
    /// let loop = try EventLoop()
    /// try LoopActor.assumeIsolated { try loop.useVirtualClock() }
    /// ```
    /// - Returns: The clock.
    /// - Throws: ``EventLoopError/closed`` on a closed loop; ``UVError`` from the driver
    ///   timer's `uv_timer_init`.
    /// - Precondition: On the loop thread; the loop has no virtual clock yet.
    @LoopActor
    @discardableResult
    package func useVirtualClock() throws -> VirtualClock {
        try checkAcceptsHandles()
        precondition(virtualClock == nil, "the loop already runs on a virtual clock")
        let clock = try VirtualClock(loop: self)
        virtualClock = clock
        _ = addOnClose { clock.endAll() }
        return clock
    }
}
