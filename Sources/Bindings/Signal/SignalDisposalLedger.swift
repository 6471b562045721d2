import Synchronization

/// A count of the observations of one ``Signal`` disposed so far.
///
/// ```swift
/// let ledger = SignalDisposalLedger()
/// ledger.recordDisposal()   // from any thread
/// ledger.disposals          // 1
/// ```
///
/// Shared between a signal and its ``SignalObservation``s: an observation
/// disposed on any thread records it here, and the signal compares the count
/// with the one it last pruned at to decide, in O(1), whether any observer
/// needs dropping.
///
/// Threading: thread-safe.
final class SignalDisposalLedger: Sendable {
    private let count = Atomic<Int>(0)

    /// An empty ledger.
    init() {}

    /// Disposals recorded so far.
    var disposals: Int {
        count.load(ordering: .acquiring)
    }

    /// Records one disposal.
    func recordDisposal() {
        count.wrappingAdd(1, ordering: .releasing)
    }
}
