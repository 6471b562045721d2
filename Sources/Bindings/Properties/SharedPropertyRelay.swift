import Synchronization

/// Carries a ``SharedProperty``'s changes, made on any thread, to a signal on
/// the loop: at most one delivery per loop wake-up, with the newest value.
///
/// Threading: ``valueChanged(_:)`` from any thread; the signal on the loop.
/// Costs nothing on the set path until someone asks for the signal.
@LoopActor
final class SharedPropertyRelay<Value: Sendable> {
    private nonisolated let isObserved = Atomic<Bool>(false)
    /// The loop a delivery is scheduled on (its identity as an integer), or 0.
    private nonisolated let scheduledOn = Atomic<Int>(0)
    private var storage: Signal<Value>?

    nonisolated init() {}

    /// The loop-side signal, made on first use.
    var signal: Signal<Value> {
        if let storage { return storage }
        let signal = Signal<Value>()
        storage = signal
        isObserved.store(true, ordering: .releasing)
        return signal
    }

    /// Schedules one delivery of `property`'s value on the loop, unless one is pending.
    nonisolated func valueChanged(_ property: SharedProperty<Value>) {
        guard isObserved.load(ordering: .acquiring), let loop = EventLoop.current else { return }
        // A delivery scheduled on a loop that has since closed was dropped: schedule anew.
        let loopID = Int(bitPattern: UInt(bitPattern: ObjectIdentifier(loop)))
        let scheduled = scheduledOn.load(ordering: .relaxed)
        guard scheduled != loopID,
              scheduledOn.compareExchange(expected: scheduled, desired: loopID, ordering: .acquiringAndReleasing).exchanged
        else { return }
        loop.execute { [self] in
            scheduledOn.store(0, ordering: .releasing)
            storage?.send(property.value)
        }
    }
}
