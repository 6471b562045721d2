/// A view-model property that tells bindings and observers when it changes:
/// the storage behind ``Observed``, reached as `$property`.
///
/// ```swift
/// @LoopActor final class CounterModel {
///     @Observed var count = 0
/// }
/// let model = CounterModel()
/// model.$count.signal.observe { print("count is now \($0)") }
/// label.bind(to: model) { model in [.text("Count: \(model.count)")] }
/// model.count += 1     // marks the binding dirty; the label updates at the next flush
/// ```
///
/// Setting the value only stores it, sends it to the ``signal``'s observers
/// and marks dependent bindings dirty; style functions run at the flush, once
/// per loop turn, however often the value changed.
///
/// Setting ``value`` here (through `$property`) does not run the model property's
/// `didSet`, which belongs to the wrapped property: two-way bindings take the model and
/// a key path (`field.bindText(to: model, \.filter)`), and `onChange(of:_:)` reacts once
/// per flush where ``signal`` reacts to every set.
///
/// Threading: not thread-safe and not `Sendable`. It lives in its view model's
/// isolation domain, which is the loop for any model a binding reads (bindings
/// evaluate on the loop). For a value set from other threads use
/// ``SharedProperty``. Re-entrancy: a signal observer may set the property
/// again; the signal delivers values in order (see ``Signal``).
public final class ObservedProperty<Value>: DependencySource {
    // Unchecked exclusivity (listed in Documentation/UnsafeInventory.md): no access to
    // these overlaps another (each ends before any call out), and the dynamic checks
    // cost more than the rest of a set together.
    // Usable from inline: a set's common case is inlined into the caller.
    // The value comes last: the fields before it are at fixed offsets for every `Value`,
    // which the generic, unspecialised code here (`didSet`, `markDependents`) then uses
    // without loading each offset from the class's metadata.
    // Three words and the value: a 40-byte object for an `Int`, in a 48-byte heap block (a
    // fourth word, when the last set marked every dependent, made it 48 bytes in a 64-byte
    // block; the one dependent's own queued flag answers that now, see `value`'s setter).
    @usableFromInline @exclusivity(unchecked) var dependents = Dependents()
    @usableFromInline @exclusivity(unchecked) var observers: Signal<Value>?
    @usableFromInline @exclusivity(unchecked) var storage: Value

    /// A property holding `value`.
    public init(_ value: Value) {
        storage = value
    }

    deinit {
        // The model is gone: dependents find out at their next evaluation. Each lets go of
        // its reference to this property first (see `LoopOnlySource`).
        let id = ObjectIdentifier(self)
        for binding in dependents.bindings {
            binding.forgetSource(id)
            binding.markDirty()
        }
    }

    /// The current value; reading it inside a style function makes the binding depend on it.
    public var value: Value {
        // Inlined and so specialised for the caller's `Value`: the value is copied without
        // its value witness, and `noteRead()` is the same for every `Value`. Its common
        // case is answered here, without calling it: an evaluation of this property's one
        // dependent (a binding evaluated again) has nothing to note (`noteRead()` and its
        // closure cost 51 instructions per read in a style function).
        @inlinable
        get {
            let evaluating = EvaluationSlot.word
            if evaluating != 0 && !dependents.hasOnlyDependent(at: evaluating) {
                noteRead()
            }
            return storage
        }
        @inlinable
        set {
            storage = newValue
            // The common case, inlined: no signal observers and one dependent, outside a
            // flush, reached unretained and marked from here instead of through `didSet`
            // (cheaper per change in the scale scenario), unless it is queued already, as
            // every set of a burst after the first finds it (in a flush too: a queued binding
            // needs no mark).
            // A property no binding reads may live off the loop: it reaches neither a
            // binding nor the loop's counters.
            let only = observers == nil ? dependents.onlyDependentUnretained() : nil
            if let only, only._withUnsafeGuaranteedRef({ $0.isQueued }) {
                BindingScheduler.countLoopChange()
            } else if let only, !LoopWideCounters.flushRunning {
                BindingScheduler.countLoopChange()
                only._withUnsafeGuaranteedRef { $0.markFromLoopOnlySource() }
            } else {
                didSet(newValue)
            }
        }
    }

    /// Makes the binding evaluating on this thread, if any, depend on this property.
    ///
    /// The hot path of every read: one atomic load and a branch outside an evaluation.
    /// Inside one, the binding is reached unretained (`EvaluationSlot.withCurrent`), and
    /// the binding that read this property last (one evaluated again, the common case) is
    /// recognised in place, not through the generic `DependencyTracker.recordRead(of:)` and
    /// its protocol witness, which cost more per read (measured: PerformanceHistory.md).
    @usableFromInline
    func noteRead() {
        EvaluationSlot.withCurrent { binding in
            if !dependents.endsWith(binding) {
                DependencyTracker.record(self, for: binding)
            }
        }
    }

    /// Sends `newValue` to the signal's observers and marks dependent bindings dirty.
    ///
    /// Never inlined: the optimiser may copy a small function into other modules, and this
    /// one inlined into a burst's loop spilled its registers on every set.
    @usableFromInline @inline(never)
    func didSet(_ newValue: Value) {
        observers?.send(newValue)
        guard !dependents.isEmpty else { return }
        BindingScheduler.countLoopChange()
        markDependents()
    }

    /// Marks every dependent binding dirty (see ``Dependents/markAllDirty()`` for how a
    /// burst of sets with several dependents marks once).
    private func markDependents() {
        // One dependent outside a flush (every per-turn set, also inlined in the setter):
        // marked unretained, which saves a retain and a release through the binding's side
        // table (measured: PerformanceHistory.md). Sound because
        // nothing changes these dependents while it is marked: outside a flush marking runs
        // no user code. In a flush a feedback cycle's diagnostic handler may run, and end
        // the binding: the retained walk then keeps it alive.
        if !LoopWideCounters.flushRunning, let only = dependents.onlyDependentUnretained() {
            only._withUnsafeGuaranteedRef { $0.markFromLoopOnlySource() }
        } else {
            dependents.markAllDirty()
        }
    }

    /// Every value set, as it is set.
    public var signal: Signal<Value> {
        if let observers { return observers }
        let signal = Signal<Value>()
        observers = signal
        return signal
    }

    func addDependent(_ binding: Binding) {
        dependents.add(binding)
    }

    func removeDependent(_ binding: Binding) {
        dependents.remove(binding)
    }

    var reference: SourceReference { .loopOnly(LoopOnlySource(source: self)) }
}
