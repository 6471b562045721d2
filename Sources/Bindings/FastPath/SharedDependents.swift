/// The bindings that depend on a ``SharedProperty``: in order, each once, in an array.
///
/// ```swift
/// lockedDependents.withLock { $0.add(binding) }          // a read in a style function
/// let marked = lockedDependents.withLock { $0.allMarked } // every set, under the lock
/// ```
///
/// Not the one-word ``Dependents`` of ``ObservedProperty``: asking whether its one inline
/// binding is marked retains and releases the binding around the atomic load (round
/// three's inline first binding had the same cost), where the array's walk retains nothing
/// (see `Dependents.markDirty(_:)`; figures in PerformanceHistory.md).
///
/// Most properties have one or a few dependents: those are found by a scan, and a set of
/// identities is built only past ``linearLimit`` (a set is one more heap block per
/// property).
///
/// Threading: the owner's lock. Complexity: O(1)
/// to add (O(*n*) for *n* ≤ 16), O(*n*) to remove, which happens once per binding.
struct SharedDependents: Sendable {
    static let linearLimit = 16
    private(set) var bindings: [Binding] = []
    private var members: Set<ObjectIdentifier>?

    var isEmpty: Bool { bindings.isEmpty }

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

    /// Whether every dependent is marked dirty now (walked without retaining each).
    ///
    /// Unsafe (`Unmanaged`, `_withUnsafeGuaranteedRef`), as ``Dependents/markDirty(_:)``: every
    /// set in the burst-sendable scenario asks this under the lock, and a plain `for` loop
    /// here retains each binding (listed in Documentation/UnsafeInventory.md).
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
}
