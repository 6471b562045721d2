import Synchronization

/// Carries a ``SharedProperty``'s changes, made on any thread, to a signal on
/// the loop: at most one delivery per loop wake-up, with the newest value.
///
/// Threading: ``valueChanged(_:)`` from any thread; the signal on the loop.
/// Costs nothing on the set path until someone asks for the signal.
@LoopActor
final class SharedPropertyRelay<Value: Sendable> {
    private nonisolated let isObserved = Atomic<Bool>(false)
    private nonisolated let isScheduled = Atomic<Bool>(false)
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
        guard isObserved.load(ordering: .acquiring),
              !isScheduled.load(ordering: .relaxed),
              !isScheduled.exchange(true, ordering: .acquiringAndReleasing),
              let loop = EventLoop.current else { return }
        loop.execute { [self] in
            isScheduled.store(false, ordering: .releasing)
            storage?.send(property.value)
        }
    }
}
