import Synchronization

/// The disposable that ``Signal/observe(_:)`` returns: one observer's registration.
///
/// ```swift
/// let observation = signal.observe { print($0) }
/// observation.dispose()   // from any thread
/// ```
///
/// It never touches the (non-`Sendable`) signal: disposing only sets an atomic
/// flag, which the signal checks before every call to the observer, and counts
/// the disposal in the signal's ``SignalDisposalLedger`` so that the signal
/// knows to drop disposed observers (and release their closures) the next time
/// it is used. That is what makes disposing from another thread sound.
///
/// Threading: thread-safe, like every ``Disposable``.
final class SignalObservation: Disposable {
    private let disposed = Atomic<Bool>(false)
    private let ledger: SignalDisposalLedger

    /// A live registration that reports its disposal to `ledger`.
    ///
    /// - Parameter ledger: The ledger of the signal the observer belongs to.
    init(ledger: SignalDisposalLedger) {
        self.ledger = ledger
    }

    var isDisposed: Bool {
        disposed.load(ordering: .sequentiallyConsistent)
    }

    /// Stops delivery to the observer; the first call also records the disposal.
    ///
    /// - Complexity: O(1).
    func dispose() {
        // Set the flag before counting, so a signal that sees the count also
        // sees the flag when it prunes.
        guard !disposed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        ledger.recordDisposal()
    }
}
