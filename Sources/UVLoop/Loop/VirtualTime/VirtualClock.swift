/// The virtual time of a test loop: ``EventLoop/schedule(after:repeating:_:)`` queues its
/// timers here instead of in libuv, and they fire only as a test advances the time, in
/// order (by due time, then in scheduling order), without sleeping.
///
/// ```swift
/// try loop.useVirtualClock()                     // right after the loop is made
/// try loop.schedule(after: .seconds(1)) { print("one virtual second") }
/// loop.virtualClock?.advance(by: .seconds(1)) { print("advanced") }
/// // the loop's next turns print "one virtual second", flush, then "advanced"
/// ```
///
/// Each distinct due time is one real loop turn: a libuv timer (the driver, started with
/// no delay) fires every timer due at that instant in the timers phase, then the loop's
/// before-sleep hooks (the bindings' flush, the backends' render) run as in any turn,
/// before the next instant's timers. Timers that a firing schedules at or before the
/// current instant (a zero or negative delay) fire in the next turn, never in the same
/// batch; those due later but within an advance fire in their turn of that advance. A
/// repeating timer fires once per interval crossed (its due time moves by exactly
/// `interval`), each firing in its own turn. Durations are exact: no rounding to libuv's
/// milliseconds.
///
/// Virtual timers do not keep ``EventLoop/run()`` going (only the driver does, while
/// timers are due now): the test loop turns the loop itself. Timers made by the loop's
/// own machinery (``EventLoop/run(until:timeout:)``'s deadline, a foreign loop's timeout,
/// input readers) stay on the system clock.
///
/// Thread rule: loop-isolated; `advance` is called between turns (from a `@LoopActor`
/// task), never from inside a timer's action.
@LoopActor
package final class VirtualClock {
    /// A test waiting for the time to reach `target`.
    private struct Advance {
        let target: Duration
        let done: @LoopActor () -> Void
    }

    /// The virtual time now, as time since the clock started; it only moves forward, and
    /// only in ``advance(by:then:)``.
    package private(set) var now: Duration = .zero
    /// The system clock's reading when the clock started: ``EventLoop/now`` is this plus
    /// ``now``.
    let origin = ContinuousClock.now
    /// Active timers, the next to fire first.
    private var queue: [VirtualTimer] = []
    /// The next timer's place among those due at the same time.
    private var nextSequence: UInt64 = 0
    /// Advances not yet reached, the nearest target first.
    private var advances: [Advance] = []
    /// The libuv timer that fires the due batch in a real turn.
    private let driver: TimerHandle
    /// The loop, for deferring the driver's restart.
    private unowned let loop: EventLoop
    /// Whether the driver is started (or its start is deferred) for the due batch.
    private var isDriverArmed = false
    /// Whether a batch is firing: the driver restarts in a later turn, not this one.
    private var isFiring = false

    /// A clock at zero whose driver is a timer on `loop`.
    ///
    /// - Parameter loop: The loop; call on its thread.
    /// - Throws: ``UVError`` from `uv_timer_init`.
    init(loop: EventLoop) throws(UVError) {
        self.loop = loop
        driver = try TimerHandle(loop: loop, isReusable: true)
    }

    /// How many timers are scheduled and active.
    package var scheduledCount: Int { queue.count }

    /// Queues a timer; it fires in the next turn when `delay` is not positive.
    ///
    /// - Parameters:
    ///   - delay: Time from ``now`` to the first firing; negative counts as zero.
    ///   - interval: Time between firings (positive), or `nil` for a one-shot timer.
    ///   - action: Runs on the loop at each firing.
    /// - Returns: The timer, for the ``LoopTimer`` that wraps it.
    /// - Complexity: O(n) in the active timers (a sorted insertion).
    func schedule(
        after delay: Duration,
        repeating interval: Duration?,
        _ action: @escaping @LoopActor () -> Void
    ) -> VirtualTimer {
        let timer = VirtualTimer(
            clock: self, due: now + max(delay, .zero), sequence: takeSequence(), interval: interval, action: action)
        insert(timer)
        if !isFiring { step() }
        return timer
    }

    /// Moves the time forward by `amount`, firing every timer due on the way in its own
    /// turn, and calls `done` when the time reached `now + amount`: at once when nothing is
    /// due on the way, else in the turn of the last batch, after which that turn's
    /// before-sleep hooks still run.
    ///
    /// ```swift
    /// clock.advance(by: .milliseconds(250)) { gate.finish(()) }
    /// ```
    /// - Parameters:
    ///   - amount: How far; negative counts as zero (timers due now still fire first).
    ///   - done: Runs on the loop once the time is reached.
    /// - Complexity: One loop turn per distinct due time in the window.
    package func advance(by amount: Duration, then done: @escaping @LoopActor () -> Void) {
        let target = now + max(amount, .zero)
        let index = advances.firstIndex { $0.target > target } ?? advances.endIndex
        advances.insert(Advance(target: target, done: done), at: index)
        step()
    }

    /// Takes a disposed timer out of the queue.
    ///
    /// - Parameter timer: The timer; nothing happens if it is not queued.
    func remove(_ timer: VirtualTimer) {
        if let index = queue.firstIndex(where: { $0 === timer }) {
            queue.remove(at: index)
        }
    }

    /// Ends every timer and forgets the advances: the loop is closing (their waits end by
    /// their timeouts or their task's cancellation).
    func endAll() {
        let timers = queue
        queue.removeAll()
        advances.removeAll()
        for timer in timers { timer.end() }
    }

    // MARK: - Private

    private func takeSequence() -> UInt64 {
        defer { nextSequence &+= 1 }
        return nextSequence
    }

    /// Inserts `timer` after every timer that fires before it.
    private func insert(_ timer: VirtualTimer) {
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if queue[middle].firesBefore(timer) { low = middle + 1 } else { high = middle }
        }
        queue.insert(timer, at: low)
    }

    /// Arms the driver while timers are due now; otherwise completes the advances whose
    /// target comes before the next timer, and moves the time to that timer's due time
    /// when an advance still waits for it.
    private func step() {
        if let first = queue.first, first.due <= now {
            armDriver()
            return
        }
        while let advance = advances.first, queue.first.map({ $0.due > advance.target }) ?? true {
            advances.removeFirst()
            now = max(now, advance.target)
            advance.done()
        }
        if !advances.isEmpty, let first = queue.first {
            now = first.due
            armDriver()
        }
    }

    /// Starts the driver with no delay: it fires in the loop's next timers phase. From
    /// inside a batch the start waits for the wake-up callback, so that the batch's turn
    /// ends (and flushes) first: libuv would otherwise run a timer restarted with no delay
    /// again in the same timers phase.
    private func armDriver() {
        guard !isDriverArmed else { return }
        isDriverArmed = true
        if isFiring {
            loop.execute { [self] in startDriver() }
        } else {
            startDriver()
        }
    }

    private func startDriver() {
        guard driver.isOpen else { return }   // the loop is closing
        do {
            try driver.start(afterMilliseconds: 0, repeatingMilliseconds: 0) { [unowned self] in fireDue() }
        } catch {
            preconditionFailure("the virtual clock's driver timer could not start: \(error)")
        }
    }

    /// The driver's action: fires the timers due now that were queued before it, in order,
    /// then arms the next step.
    private func fireDue() {
        isDriverArmed = false
        isFiring = true
        let dueCount = queue.prefix { $0.due <= now }.count
        let batch = Array(queue.prefix(dueCount))
        queue.removeFirst(dueCount)
        for timer in batch {
            // Disposed by an earlier action of this batch.
            guard let action = timer.action else { continue }
            if let interval = timer.interval {
                // Requeued before the action, as libuv restarts a repeating timer before
                // its callback: the action may dispose of it.
                timer.due += interval
                timer.sequence = takeSequence()
                insert(timer)
            } else {
                timer.end()
            }
            action()
        }
        step()   // still firing: a restart of the driver waits for the next turn
        isFiring = false
    }
}
