/// A small multicast signal: values sent to it reach every observer, at once.
///
/// ```swift
/// let taps = Signal<Int>()
/// let observation = taps.observe { print("tap \($0)") }
/// taps.send(1)                 // prints "tap 1"
/// observation.dispose()
/// taps.send(2)                 // prints nothing
///
/// let labels = taps.filter { $0 > 0 }.map { "Taps: \($0)" }   // keep `labels` alive
/// ```
///
/// ## Threading
///
/// A signal belongs to one isolation domain, the one of the view model that
/// owns it (for bindings, the loop). It is deliberately not `Sendable`, so the
/// compiler keeps ``observe(_:)``, ``send(_:)`` and ``observerCount`` in that
/// domain; it needs no lock. Observers run synchronously, on the caller of
/// ``send(_:)``.
///
/// The one exception is the ``Disposable`` that ``observe(_:)`` returns: it is
/// `Sendable` and may be disposed from any thread. It never touches the signal:
/// it sets an atomic flag that the signal checks before each call to the
/// observer, so once `dispose()` has returned, the observer is not called again
/// (a call already under way in the signal's domain may finish). The signal
/// drops disposed observers, releasing their closures, the next time it is used
/// in its own domain (``send(_:)``, ``observe(_:)``, ``observerCount``) or when
/// it is deallocated.
///
/// ## Delivery rules
///
/// - Observers are called synchronously, in the order they subscribed.
/// - An observer receives exactly the values sent after its ``observe(_:)``
///   returned and before it was disposed. So an observer added during a send is
///   not called for that send, and an observer disposed during a send (by an
///   earlier observer, by itself or from another thread) is not called after
///   its disposal.
/// - Re-entrancy: a value sent by an observer while the signal is delivering
///   (to this signal, directly or through other signals) is queued and
///   delivered after the current delivery finishes, so every observer sees the
///   values in the order they were sent, and no observer is re-entered.
/// - A send with no observers costs one branch and never allocates; nor does a
///   send that no observer answers with another send.
///
/// ## Derived signals
///
/// Operators (``map(_:)``, ``filter(_:)``, ``removeDuplicates()``,
/// `combineLatest(_:_:)`, `merge(_:)` and the rest)
/// return a new *derived* signal that observes its upstream signals:
///
/// - A derived signal keeps its upstream signals alive, and its observation of
///   them, for as long as it is alive; so a chain such as
///   `source.map(f).filter(g)` works with only its last signal stored.
/// - Upstream signals hold a derived signal weakly: it lives only as long as
///   someone holds it. Observing it does not keep it alive, so store it (in the
///   view model or the binding) for as long as you observe it.
/// - When a derived signal is deallocated it disposes its upstream
///   observations, at once, and releases its upstream signals.
///
/// Derived signals add no retain cycles: upstream holds downstream weakly. An
/// observer closure, though, is held (with what it captures) until it is
/// disposed or the signal is deallocated, so an observer of a view model's
/// signal must capture that view model `weak` or `unowned`.
public final class Signal<Value> {
    /// One registered observer.
    private struct Observer {
        /// Subscription order: higher ids subscribed later.
        let id: UInt64
        let observation: SignalObservation
        let action: (Value) -> Void
    }

    /// A value sent during a delivery, waiting for its turn.
    private struct PendingValue {
        let value: Value
        /// Only observers with a smaller id had subscribed when it was sent.
        let observerLimit: UInt64
    }

    /// Live observers (and disposed ones not yet pruned), in subscription order.
    private var observers: [Observer] = []
    /// The id the next observer gets.
    private var nextObserverID: UInt64 = 0
    /// Whether a ``send(_:)`` is delivering right now, further up the stack.
    private var isDelivering = false
    /// Values sent re-entrantly during the current delivery, in send order.
    private var pending: [PendingValue] = []
    /// Disposals recorded by this signal's observations, from any thread.
    private let ledger = SignalDisposalLedger()
    /// The ledger's count when disposed observers were last dropped.
    private var prunedDisposals = 0
    /// For a derived signal: ends its observation of each upstream signal and
    /// releases it (each closure holds its upstream signal strongly).
    private var upstreamDetachers: [() -> Void] = []

    /// A signal with no observers.
    ///
    /// ```swift
    /// let clicks = Signal<Void>()
    /// ```
    public init() {}

    deinit {
        for detach in upstreamDetachers {
            detach()
        }
    }

    /// Calls `observer` with every value sent from now on, until the returned
    /// disposable is disposed or the signal is deallocated.
    ///
    /// ```swift
    /// let observation = signal.observe { value in print(value) }
    /// // later, from any thread:
    /// observation.dispose()
    /// ```
    /// - Parameter observer: Called synchronously, in the signal's isolation
    ///   domain, with each value, after the observers that subscribed before it.
    /// - Returns: A `Sendable` disposable that stops the calls; it may be
    ///   disposed from any thread. Dropping it does not stop them.
    /// - Complexity: Amortized O(1); O(*n*) for *n* observers when some were
    ///   disposed since the signal was last used.
    @discardableResult
    public func observe(_ observer: @escaping (Value) -> Void) -> any Disposable {
        register(observer)
    }

    /// Sends `value` to every observer that subscribed before this call.
    ///
    /// ```swift
    /// signal.send(42)
    /// ```
    /// Called during a delivery (by an observer), it queues `value` behind the
    /// values already queued and returns; the outermost `send` delivers it.
    ///
    /// - Parameter value: The value to deliver.
    /// - Complexity: O(1) with no observers; otherwise O(*n*) for *n* observers,
    ///   plus the observers' work.
    public func send(_ value: Value) {
        // The hot path: a property with no observers pays for this branch only.
        guard !observers.isEmpty else { return }
        let observerLimit = nextObserverID
        guard !isDelivering else {
            pending.append(PendingValue(value: value, observerLimit: observerLimit))
            return
        }
        isDelivering = true
        deliver(value, below: observerLimit)
        if !pending.isEmpty {
            var index = 0
            while index < pending.count {
                let next = pending[index]
                index += 1
                deliver(next.value, below: next.observerLimit)
            }
            pending.removeAll(keepingCapacity: true)  // the next burst reuses it
        }
        isDelivering = false
        pruneDisposedObservers()
    }

    /// The number of observers not yet disposed.
    ///
    /// ```swift
    /// let observation = signal.observe { _ in }
    /// signal.observerCount   // 1
    /// observation.dispose()
    /// signal.observerCount   // 0
    /// ```
    /// - Complexity: O(1); O(*n*) for *n* observers when some were disposed
    ///   since the signal was last used.
    public var observerCount: Int {
        pruneDisposedObservers()
        return observers.count
    }

    /// Makes this (derived) signal observe `upstream` and keep it alive.
    ///
    /// `upstream` holds this signal weakly; when this signal is deallocated, the
    /// observation is disposed and `upstream` released.
    ///
    /// ```swift
    /// let derived = Signal<String>()
    /// derived.attach(to: numbers) { derived, number in derived.send("\(number)") }
    /// ```
    /// - Parameters:
    ///   - upstream: The signal to observe.
    ///   - forward: Called with this signal and each upstream value, while this
    ///     signal is alive.
    func attach<Upstream>(
        to upstream: Signal<Upstream>,
        _ forward: @escaping (Signal<Value>, Upstream) -> Void
    ) {
        let observation = upstream.register { [weak self] value in
            guard let self else { return }
            forward(self, value)
        }
        upstreamDetachers.append {
            upstream.detach(observation)
        }
    }

    /// Adds an observer and returns its registration.
    private func register(_ action: @escaping (Value) -> Void) -> SignalObservation {
        pruneDisposedObservers()
        let observation = SignalObservation(ledger: ledger)
        observers.append(Observer(id: nextObserverID, observation: observation, action: action))
        nextObserverID += 1
        return observation
    }

    /// Disposes `observation` and drops it now, releasing its closure.
    private func detach(_ observation: SignalObservation) {
        observation.dispose()
        pruneDisposedObservers()
    }

    /// Calls each live observer with an id below `observerLimit` with `value`.
    private func deliver(_ value: Value, below observerLimit: UInt64) {
        // A reference to the current storage, not a copy: observers that
        // subscribe or get pruned meanwhile change `observers`, not this.
        // Indexing rather than `for in`: unspecialized (debug) IndexingIterator
        // boxes elements this large on the heap.
        let snapshot = observers
        var index = 0
        while index < snapshot.count {
            let observer = snapshot[index]
            index += 1
            guard observer.id < observerLimit else { break }
            if !observer.observation.isDisposed {
                observer.action(value)
            }
        }
    }

    /// Drops disposed observers if any observation was disposed since the last time.
    private func pruneDisposedObservers() {
        let disposals = ledger.disposals
        guard disposals != prunedDisposals else { return }
        prunedDisposals = disposals
        observers.removeAll { $0.observation.isDisposed }
    }
}

@available(*, unavailable, message: "A Signal belongs to one isolation domain; send values across with an actor or a SharedProperty")
extension Signal: Sendable {}
