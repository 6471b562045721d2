/// Bindings that depend on one property: in order, each once.
///
/// Most properties have one or a few dependents: those are found by a scan, and a set of
/// identities is built only past ``linearLimit`` (a set is one more heap block per
/// property, counted in the memory scenario's bytes per binding).
///
/// Threading: the owner's (a lock for ``SharedProperty``). Complexity: O(1)
/// to add (O(*n*) for *n* ≤ 16), O(*n*) to remove, which happens once per binding.
@usableFromInline
struct Dependents: Sendable {
    static let linearLimit = 16
    /// The first dependent, inline: most properties have one, and an array of one is a
    /// 48-byte heap block per property (counted per binding in the memory scenario).
    @usableFromInline private(set) var first: Binding?
    /// The dependents after `first`, in order; empty while `first` is `nil`.
    private var later: [Binding] = []
    private var members: Set<ObjectIdentifier>?

    @inlinable var isEmpty: Bool { first == nil }

    /// Every dependent, in order.
    ///
    /// - Complexity: O(*n*); allocates an array for one dependent. The set path walks
    ///   the dependents in place (``markAllDirty()``).
    var bindings: [Binding] {
        guard let first else { return [] }
        return later.isEmpty ? [first] : [first] + later
    }

    /// Whether `binding` is the dependent added last: O(1), enough for a property
    /// read again by the binding that first read it.
    func endsWith(_ binding: Binding) -> Bool {
        (later.last ?? first) === binding
    }

    mutating func add(_ binding: Binding) {
        if members != nil {
            if members!.insert(ObjectIdentifier(binding)).inserted { later.append(binding) }
            return
        }
        guard let first else {
            first = binding
            return
        }
        guard first !== binding, !later.contains(where: { $0 === binding }) else { return }
        later.append(binding)
        if later.count + 1 > Self.linearLimit {
            members = Set(([first] + later).map(ObjectIdentifier.init))
        }
    }

    mutating func remove(_ binding: Binding) {
        if members != nil, members!.remove(ObjectIdentifier(binding)) == nil { return }
        if first === binding {
            first = later.isEmpty ? nil : later.removeFirst()
        } else {
            later.removeAll { $0 === binding }
        }
    }

    /// Marks every dependent dirty: the hot path of every property set.
    ///
    /// Called on a copy (the caller's load of the property's `dependents`, or
    /// ``SharedProperty``'s copy taken under its lock), which keeps `first` and the
    /// buffer of `later` retained for the walk.
    func markAllDirty() {
        guard let first else { return }
        Unmanaged.passUnretained(first)._withUnsafeGuaranteedRef { $0.markDirty() }
        if !later.isEmpty { Self.markDirty(later) }
    }

    /// Whether every dependent is marked dirty now (walked without retaining each).
    ///
    /// Unsafe (`Unmanaged`, `_withUnsafeGuaranteedRef`), as ``markDirty(_:)``. Measured
    /// with callgrind (`--quick`): a plain `for` loop here costs 56 more instructions per
    /// set in the burst-sendable scenario, where every set asks this under the lock.
    var allMarked: Bool {
        guard let first else { return true }
        guard Unmanaged.passUnretained(first)._withUnsafeGuaranteedRef({ $0.isMarkedDirty }) else { return false }
        return later.withUnsafeBufferPointer { buffer in
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
    /// ends meanwhile and leaves its properties. Measured with callgrind (`--quick`):
    /// a plain `for` loop costs 48 more instructions per turn in the per-turn scenario.
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
