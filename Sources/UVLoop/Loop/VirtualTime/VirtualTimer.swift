/// A timer on a ``VirtualClock``: what ``EventLoop/schedule(after:repeating:_:)`` makes on a
/// test loop whose clock is virtual, in place of a libuv timer.
///
/// ```swift
/// let timer = try loop.schedule(after: .seconds(1)) { print("one virtual second") }
/// timer.dispose()   // VirtualTimer.close(): out of the clock's queue, never fires
/// ```
///
/// It keeps the contract of ``LoopTimer``: a one-shot timer is inactive once it fired, a
/// disposed one never fires again (even when due in the batch being fired), and the clock,
/// not the ``LoopTimer``, keeps a scheduled timer alive.
///
/// Thread rule: loop-isolated; the action runs on the loop thread inside `uv_run`, in the
/// clock's driver timer.
@LoopActor
final class VirtualTimer: LoopRegistrationHandle {
    /// The clock whose queue holds the timer while it is active.
    private unowned let clock: VirtualClock
    /// When it fires next, as time since the clock started.
    var due: Duration
    /// Its place among timers due at the same time: the order they were scheduled in.
    var sequence: UInt64
    /// The time between firings, `nil` for a one-shot timer.
    let interval: Duration?
    /// What a firing runs; dropped when the timer ends (it may capture anything).
    private(set) var action: (@LoopActor () -> Void)?

    /// A timer the clock is about to queue.
    ///
    /// - Parameters:
    ///   - clock: The clock.
    ///   - due: The first firing, as time since the clock started.
    ///   - sequence: The clock's scheduling counter.
    ///   - interval: The time between firings, or `nil`.
    ///   - action: Runs at each firing.
    init(
        clock: VirtualClock,
        due: Duration,
        sequence: UInt64,
        interval: Duration?,
        action: @escaping @LoopActor () -> Void
    ) {
        self.clock = clock
        self.due = due
        self.sequence = sequence
        self.interval = interval
        self.action = action
    }

    /// Whether the action can still run: not disposed, not a fired one-shot timer, loop not
    /// closed.
    var isActive: Bool { action != nil }

    /// Ends the timer: out of the clock's queue, its action dropped. Idempotent.
    func close() {
        guard action != nil else { return }
        action = nil
        clock.remove(self)
    }

    /// Drops the action without touching the clock: for the clock, which has already taken
    /// the timer out of its queue (a one-shot firing, the loop closing).
    func end() {
        action = nil
    }

    /// Whether this fires before `other`: by due time, then in scheduling order.
    ///
    /// - Parameter other: Another queued timer.
    /// - Returns: `true` when this one comes first.
    func firesBefore(_ other: VirtualTimer) -> Bool {
        due != other.due ? due < other.due : sequence < other.sequence
    }
}
