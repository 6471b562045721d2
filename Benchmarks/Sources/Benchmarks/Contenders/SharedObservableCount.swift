import Observation
import Synchronization

/// A thread-safe `Observable` view model for the `Observations` contender of
/// the cross-thread scenario: what `@Observable` expands to, with the count
/// behind a `Mutex` so that a background thread may set it.
///
/// Thread rules: any thread may read or set ``count``; observers are told
/// through the registrar, which is thread-safe.
final class SharedObservableCount: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let storage = Mutex(0)

    /// The count; reading it inside `Observations` observes it.
    var count: Int {
        get {
            registrar.access(self, keyPath: \.count)
            return storage.withLock { $0 }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.count) {
                storage.withLock { $0 = newValue }
            }
        }
    }
}
