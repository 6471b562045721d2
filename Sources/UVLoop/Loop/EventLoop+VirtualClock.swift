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

    /// The loop's time: `ContinuousClock.now` on the system clock; on a test loop's virtual
    /// clock, the instant the clock started plus the virtual time advanced since, so that
    /// code pacing itself against the loop's timers (a frame rate, a debounce) sees the
    /// time those timers see.
    ///
    /// ```swift
    /// let elapsed = loop.now - lastFrameTime
    /// if elapsed < frameInterval { try loop.schedule(after: frameInterval - elapsed) { draw() } }
    /// ```
    /// - Complexity: One branch on the system clock's read.
    @LoopActor
    public var now: ContinuousClock.Instant {
        if let virtualClock { return virtualClock.origin + virtualClock.now }
        return ContinuousClock.now
    }
}
