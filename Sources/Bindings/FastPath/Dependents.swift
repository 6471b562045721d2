/// Bindings that depend on one property: in order, each once.
///
/// Most properties have one or a few dependents: those are found by a scan, and a set of
/// identities is built only past ``linearLimit`` (a set is one more heap block per
/// property, counted in the memory scenario's bytes per binding).
///
/// The dependents stay in one array, even for one dependent (48 bytes more per property
/// than keeping the first inline): with the first inline, a set in the burst-sendable
/// scenario took 79–82 ns instead of 60–63 (`Benchmarks/run --only burst-sendable`,
/// 2026-11-23), below its 5× OpenCombine target, for 52 B per binding in the memory
/// scenario (1,125 against 1,073).
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
    ///
    /// Unsafe (`Unmanaged`, `_withUnsafeGuaranteedRef`), as ``markDirty(_:)``. Measured
    /// with callgrind (`--quick`): a plain `for` loop here costs 56 more instructions per
    /// set in the burst-sendable scenario, where every set asks this under the lock.
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
