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
    /// Nothing is allocated: the thread-local slot holds the binding itself, unretained
    /// (the flush holds it for the whole evaluation).
    @LoopActor
    static func tracking<Result>(_ binding: Binding, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(binding).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// Records a read of `source` in the calling thread's current evaluation, if any.
    ///
    /// The hot path of every property read: one thread-local load and a branch
    /// when no evaluation is running.
    /// A property that knows the binding already depends on it (a binding evaluated
    /// again, the common case) answers without the binding's list of sources.
    static func recordRead<Source: DependencySource>(of source: Source) {
        guard let binding = current, !source.isKnownDependent(binding) else { return }
        record(source, for: binding)
    }

    /// The binding whose evaluation is running on the calling thread, if any.
    static var current: Binding? {
        guard let current = pthread_getspecific(key) else { return nil }
        return Unmanaged<Binding>.fromOpaque(current).takeUnretainedValue()
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
    /// Forgets `binding` (it ended).
    func removeDependent(_ binding: Binding)
    /// How a binding that read this property refers to it, to leave it when the binding ends.
    var reference: SourceReference { get }
    /// Whether `binding` surely depends on this property already; `false` when unsure.
    /// Called on the loop thread while `binding` evaluates.
    func isKnownDependent(_ binding: Binding) -> Bool
}

extension DependencySource {
    /// A weak reference, by default.
    var reference: SourceReference { .weak(WeakSource(source: self)) }

    /// Unsure, by default: the binding's own list of sources answers.
    func isKnownDependent(_ binding: Binding) -> Bool { false }
}

/// How a binding refers to a property it read, without keeping it alive, so
/// the binding can leave it when it ends.
enum SourceReference {
    /// A weak reference: for properties deallocated on any thread (``SharedProperty``).
    case weak(WeakSource)
    /// The property's token, which the property empties as it goes: for
    /// loop-only properties (``ObservedProperty``). A weak reference would give
    /// the property a side table, and every retain of it (one per set) would
    /// take the runtime's slow path.
    case token(SourceToken)

    /// The property, or `nil` once it is gone.
    var source: (any DependencySource)? {
        switch self {
        case .weak(let reference): reference.source
        case .token(let token): token.source
        }
    }

    /// Whether the property is still alive, without handing out a reference to it.
    var isAlive: Bool {
        switch self {
        case .weak(let reference): reference.source != nil
        case .token(let token): token.source != nil
        }
    }
}

/// A weak reference to a property a binding read, so the binding can leave it when it ends.
struct WeakSource {
    weak var source: (any DependencySource)?
}

/// Stands for a loop-only property in the bindings that read it; the property
/// clears it in its `deinit`.
///
/// Threading: the property's domain, which is the loop's whenever a binding
/// holds the token (bindings evaluate and end on the loop).
final class SourceToken {
    /// The property, until it is deallocated.
    unowned(unsafe) var source: (any DependencySource)?

    init() {}
}

/// Bindings that depend on one property: in order, each once.
///
/// Most properties have one or a few dependents: those are found by a scan, and a set of
/// identities is built only past ``linearLimit`` (it cost about 80 bytes per binding in
/// the memory scenario when every property kept one).
///
/// Threading: the owner's (a lock for ``SharedProperty``). Complexity: O(1)
/// to add (O(*n*) for *n* ≤ 16), O(*n*) to remove, which happens once per binding.
@usableFromInline
struct Dependents: Sendable {
    static let linearLimit = 16
    @usableFromInline private(set) var bindings: [Binding] = []
    private var members: Set<ObjectIdentifier>?

    @inlinable var isEmpty: Bool { bindings.isEmpty }

    /// Whether `binding` is the dependent added last: O(1), enough for a property
    /// read again by the binding that first read it.
    func endsWith(_ binding: Binding) -> Bool {
        let count = bindings.count
        return count > 0 && bindings[count - 1] === binding
    }

    mutating func add(_ binding: Binding) {
        if members != nil {
            if members!.insert(ObjectIdentifier(binding)).inserted { bindings.append(binding) }
            return
        }
        guard !bindings.contains(where: { $0 === binding }) else { return }
        bindings.append(binding)
        if bindings.count > Self.linearLimit {
            members = Set(bindings.map(ObjectIdentifier.init))
        }
    }

    mutating func remove(_ binding: Binding) {
        if members != nil, members!.remove(ObjectIdentifier(binding)) == nil { return }
        bindings.removeAll { $0 === binding }
    }

    /// Marks every dependent dirty: the hot path of every property set.
    func markAllDirty() {
        Self.markDirty(bindings)
    }

    /// Whether every dependent is marked dirty now (walked without retaining each).
    var allMarked: Bool {
        bindings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let elements = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                let marked = elements.load(fromByteOffset: index * MemoryLayout<Binding>.stride, as: Unmanaged<Binding>.self)
                    ._withUnsafeGuaranteedRef { $0.isMarkedDirty }
                if !marked { return false }
            }
            return true
        }
    }

    /// Marks each of `bindings` dirty without retaining each one.
    ///
    /// Bindings are also referenced weakly, so each has a side table, and
    /// retaining one takes the runtime's slow path: per set, that cost more
    /// than everything else. `bindings` (the caller's copy, whose buffer
    /// stays retained for the call) keeps every element alive, even if one
    /// ends meanwhile and leaves its properties.
    static func markDirty(_ bindings: [Binding]) {
        bindings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let elements = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                elements.load(fromByteOffset: index * MemoryLayout<Binding>.stride, as: Unmanaged<Binding>.self)
                    ._withUnsafeGuaranteedRef { $0.markDirty() }
            }
        }
    }
}
