/// A view-model property that may be read and set from any thread.
///
/// ```swift
/// final class JobsModel: Sendable {
///     let progress = SharedProperty(0.0)
/// }
/// progressBar.bind(to: model) { model in [.progress(model.progress.value)] }
/// Thread { model.progress.value = 0.5 }.start()   // the bar shows 0.5 after the next flush
/// ```
///
/// Setting stores the value under a lock and marks dependent bindings dirty;
/// the first mark in a loop turn wakes the loop (one `uv_async_send`, which
/// libuv coalesces), later ones cost an atomic exchange. The widget shows the
/// newest value set before the flush, whichever thread set it.
///
/// Threading: every member is thread-safe. Re-entrancy: none needed; no user
/// code runs under the lock.
public final class SharedProperty<Value: Sendable>: DependencySource, Sendable {
    // A pthread mutex, not Synchronization.Mutex: the latter's priority-
    // inheritance futex is slow when more threads than cores contend, and
    // ThreadSanitizer cannot see it. It guards `storedValue` too.
    private let lockedDependents = LockedValue(SharedDependents())
    /// The value: read and written only inside `lockedDependents.withLock`, which is what
    /// makes sharing it safe and every access exclusive (unsafe to the compiler:
    /// `nonisolated(unsafe)`, `@exclusivity(unchecked)`).
    ///
    /// Kept in the object instead of beside the dependents in one struct under the lock:
    /// a struct generic over `Value` made every get and set ask the runtime for its
    /// metadata (measured: PerformanceHistory.md).
    @exclusivity(unchecked) nonisolated(unsafe) private var storedValue: Value
    private let relay = SharedPropertyRelay<Value>()

    /// A shared property holding `value`.
    public init(_ value: Value) {
        storedValue = value
    }

    deinit {
        for binding in lockedDependents.withLock({ $0.bindings }) {
            binding.markDirty()
        }
    }

    /// The current value; reading it inside a style function makes the binding depend on it.
    public var value: Value {
        get {
            // The evaluating binding unretained (the flush keeps it alive): retaining it,
            // as `EvaluationSlot.current` does, costs a retain and a release per read.
            EvaluationSlot.withCurrent { binding in
                // Register and read under one lock: a set from another thread lands
                // either before the read (and is read) or after it (and marks the binding).
                lockedDependents.withLock { dependents in
                    // Read again by the binding that read it last (a binding evaluated again,
                    // the common case): it is a dependent and has this property among its
                    // sources already, as both are recorded together below.
                    if dependents.endsWith(binding) { return storedValue }
                    dependents.add(binding)
                    binding.noteSource(self)
                    return storedValue
                }
            } otherwise: {
                lockedDependents.withLock { _ in storedValue }
            }
        }
        set {
            // Under the lock: store, and copy the dependents only if one is not
            // marked yet. A dependent seen marked here is evaluated after this
            // set (the flush clears the mark before it reads the value under
            // this lock), so it needs no mark; in a burst, none does.
            let (reached, unmarked) = lockedDependents.withLock { dependents -> (Bool, [Binding]) in
                storedValue = newValue
                guard !dependents.isEmpty else { return (false, []) }
                return (true, dependents.allMarked ? [] : dependents.bindings)
            }
            if reached {
                BindingScheduler.countChange()
            }
            Dependents.markDirty(unmarked)
            relay.valueChanged(self)
        }
    }

    /// The newest value after changes, delivered on the loop at most once per
    /// loop wake-up: several sets between two wake-ups send only the last (a
    /// set racing a delivery can repeat the newest value once).
    ///
    /// ```swift
    /// model.progress.signal.observe { print("progress is now \($0)") }
    /// ```
    @LoopActor
    public var signal: Signal<Value> { relay.signal }

    func addDependent(_ binding: Binding) {
        lockedDependents.withLock { $0.add(binding) }
    }

    func removeDependent(_ binding: Binding) {
        lockedDependents.withLock { $0.remove(binding) }
    }
}
