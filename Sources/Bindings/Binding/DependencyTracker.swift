#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records which properties a style function reads while a binding evaluates it,
/// so the binding is marked dirty when any of them changes.
///
/// Threading: the current tracker is per thread (a pthread key), set only on
/// the loop thread while the flush evaluates one binding. A property read on
/// another thread, or outside an evaluation, records nothing. Re-entrancy:
/// evaluations nest (a style function that evaluates another binding) and each
/// records into its own tracker.
final class DependencyTracker {
    /// Properties read during the evaluation, in first-read order, each once.
    private(set) var sources: [any DependencySource] = []
    private var seen = Set<ObjectIdentifier>()

    /// Records that `source` was read.
    func record(_ source: any DependencySource) {
        if seen.insert(ObjectIdentifier(source)).inserted {
            sources.append(source)
        }
    }

    /// Runs `body` with this tracker current on the calling thread.
    func tracking<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, previous) }
        return try body()
    }

    /// Records a read of `source` in the calling thread's current evaluation, if any.
    ///
    /// The hot path of every property read: one thread-local load and a branch
    /// when no evaluation is running.
    static func recordRead(of source: any DependencySource) {
        guard let current = pthread_getspecific(key) else { return }
        Unmanaged<DependencyTracker>.fromOpaque(current).takeUnretainedValue().record(source)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()
}

/// A property a binding can depend on: it marks its dependent bindings dirty when it changes.
protocol DependencySource: AnyObject {
    /// Adds `binding` to the bindings marked dirty on the next change, once.
    func addDependent(_ binding: Binding)
}
