/// Records which properties a style function reads while a binding evaluates it,
/// so the binding is marked dirty when any of them changes.
///
/// Threading: the current tracker is per thread (a pthread key), set only on
/// the loop thread while the flush evaluates one binding. A property read on
/// another thread, or outside an evaluation, records nothing. Re-entrancy:
/// evaluations nest (a style function that evaluates another binding) and each
/// records into its own tracker.
enum DependencyTracker {
    /// Makes `binding` depend on `source`, at the moment it is read: a change
    /// made after this read, even before the style function returns, marks it.
    ///
    /// A source the binding already depends on (read in this evaluation or an
    /// earlier one) costs one short scan: a binding leaves its sources only when
    /// it ends.
    static func record(_ source: any DependencySource, for binding: Binding) {
        if binding.noteSource(source) {
            source.addDependent(binding)
        }
    }

    /// Runs `body` with `binding` as the calling thread's current evaluation.
    ///
    /// Loop-isolated like the evaluation it wraps: a nonisolated wrapper would turn the
    /// style function into a closure checked for isolation at run time on every call.
    @LoopActor
    static func tracking<Result>(_ binding: Binding, _ body: () throws -> Result) rethrows -> Result {
        try EvaluationSlot.with(binding, body)
    }
}

/// A property a binding can depend on: it marks its dependent bindings dirty when it changes.
protocol DependencySource: AnyObject {
    /// Adds `binding` to the bindings marked dirty on the next change, once.
    func addDependent(_ binding: Binding)
    /// Forgets `binding` (it ended).
    func removeDependent(_ binding: Binding)
    /// How a binding that read this property refers to it, to leave it when the binding ends.
    var reference: SourceReference { get }
}

extension DependencySource {
    /// A weak reference, by default.
    var reference: SourceReference { .weak(WeakSource(source: self)) }
}

/// How a binding refers to a property it read, without keeping it alive, so
/// the binding can leave it when it ends.
enum SourceReference {
    /// A weak reference: for properties deallocated on any thread (``SharedProperty``).
    case weak(WeakSource)
    /// A reference the property withdraws from its bindings as it goes: for loop-only
    /// properties (``ObservedProperty``). A weak reference would give the property a
    /// side table, and every retain of it (one per set) would take the runtime's slow path.
    case loopOnly(LoopOnlySource)

    /// The property, or `nil` once it is gone.
    var source: (any DependencySource)? {
        switch self {
        case .weak(let reference): reference.source
        case .loopOnly(let reference): reference.source
        }
    }

    /// The property's identity, or `nil` once it is gone.
    var id: ObjectIdentifier? {
        switch self {
        case .weak(let reference): reference.source.map { ObjectIdentifier($0) }
        case .loopOnly(let reference): ObjectIdentifier(reference.source)
        }
    }

    /// Whether the property is still alive, without handing out a reference to it.
    var isAlive: Bool {
        switch self {
        case .weak(let reference): reference.source != nil
        case .loopOnly: true
        }
    }
}

/// A weak reference to a property a binding read, so the binding can leave it when it ends.
struct WeakSource {
    weak var source: (any DependencySource)?
}
