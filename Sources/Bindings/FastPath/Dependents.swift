/// Bindings that depend on one property: in order, each once, in one word.
///
/// ```swift
/// var dependents = Dependents()   // none: no heap block
/// dependents.add(binding)         // one: held inline, still no heap block
/// dependents.add(other)           // several: a `List` object holds them in order
/// dependents.markAllDirty()       // what every property set does
/// ```
///
/// Most properties have one dependent: it is held inline, so such a property allocates
/// nothing here (an array of one was a 48-byte heap block per property in the memory
/// scenario, and the array and an optional set 16 bytes of the property). Several go to a
/// ``List``, which builds a set of identities only past ``linearLimit`` (a set is one more
/// heap block; a scan answers faster for a few).
///
/// The properties set from any thread keep theirs in an array (``SharedDependents``):
/// asking under their lock whether the one inline binding is marked retains and releases
/// it around the atomic load, which is also why
/// round three's inline first binding was undone. A loop-only property never asks under a
/// lock: its one dependent's queued flag says whether it is marked (``Binding/isQueued``,
/// read on the loop), and a ``List`` remembers when it last marked every dependent
/// (``List/markedAt``).
///
/// Threading: the owning ``ObservedProperty``'s domain, the loop while bindings read it.
/// Complexity: O(1)
/// to add (O(*n*) for *n* ≤ 16), O(*n*) to remove, which happens once per binding.
@usableFromInline
struct Dependents: Sendable {
    static let linearLimit = 16

    /// Several dependents: in order, and past ``linearLimit`` their identities in a set.
    ///
    /// Copied on write (the owner's copy is replaced when another copy shares it), so a
    /// copy being walked (`markAllDirty()`) never sees the list change under it.
    /// `@unchecked Sendable`: mutated only through a uniquely referenced `Dependents`.
    @usableFromInline
    final class List: @unchecked Sendable {
        var bindings: [Binding]
        var members: Set<ObjectIdentifier>?
        /// ``LoopWideCounters/clearedMarks`` when a set last marked every binding here, or
        /// -1 (a binding added since is not marked yet): while no mark was cleared since,
        /// they are all still marked, and a burst of sets marks once.
        var markedAt = -1

        init(_ bindings: [Binding], members: Set<ObjectIdentifier>? = nil) {
            self.bindings = bindings
            self.members = members
        }
    }

    @usableFromInline
    enum Storage: Sendable {
        case none
        case one(Binding)
        case several(List)
    }

    @usableFromInline private(set) var storage = Storage.none

    @inlinable var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    /// The dependents in order: allocates an array (a property's `deinit`, tests).
    var bindings: [Binding] {
        switch storage {
        case .none: []
        case .one(let binding): [binding]
        case .several(let list): list.bindings
        }
    }

    /// Whether `binding` is the dependent added last: O(1), enough for a property
    /// read again by the binding that first read it.
    ///
    /// `mutating` though it changes nothing: called in place on the property's stored
    /// dependents, it compares the one binding without copying (retaining) the storage
    /// first, which a non-mutating call on a class's stored property may do.
    mutating func endsWith(_ binding: Binding) -> Bool {
        switch storage {
        case .none: false
        case .one(let only): only === binding
        case .several(let list): list.bindings.last === binding
        }
    }

    mutating func add(_ binding: Binding) {
        switch storage {
        case .none:
            storage = .one(binding)
        case .one(let only):
            guard only !== binding else { return }
            storage = .several(List([only, binding]))
        case .several(var list):
            if let members = list.members, members.contains(ObjectIdentifier(binding)) { return }
            if list.members == nil, list.bindings.contains(where: { $0 === binding }) { return }
            storage = .none   // the list's only reference is `list` now, unless a copy shares it
            if !isKnownUniquelyReferenced(&list) { list = List(list.bindings, members: list.members) }
            list.bindings.append(binding)
            list.markedAt = -1
            if list.members != nil {
                list.members!.insert(ObjectIdentifier(binding))
            } else if list.bindings.count > Self.linearLimit {
                list.members = Set(list.bindings.map(ObjectIdentifier.init))
            }
            storage = .several(list)
        }
    }

    mutating func remove(_ binding: Binding) {
        switch storage {
        case .none:
            return
        case .one(let only):
            if only === binding { storage = .none }
        case .several(var list):
            if let members = list.members, !members.contains(ObjectIdentifier(binding)) { return }
            guard let index = list.bindings.firstIndex(where: { $0 === binding }) else { return }
            storage = .none
            if !isKnownUniquelyReferenced(&list) { list = List(list.bindings, members: list.members) }
            list.bindings.remove(at: index)
            list.members?.remove(ObjectIdentifier(binding))
            // Back to one word once one is left: a property outlives bindings made and ended.
            storage = list.bindings.count == 1 ? .one(list.bindings[0]) : .several(list)
        }
    }

    /// Whether the one dependent is the binding `word` names (an ``EvaluationSlot/word``):
    /// a comparison, the binding not reached.
    ///
    /// `mutating` though it changes nothing, as ``onlyDependentUnretained()``: read in place.
    ///
    /// - Parameter word: A binding's address, or 0.
    /// - Returns: `true` when there is one dependent and it is at `word`.
    @inlinable
    mutating func hasOnlyDependent(at word: UInt) -> Bool {
        guard case .one(let binding) = storage else { return false }
        return UInt(bitPattern: ObjectIdentifier(binding)) == word
    }

    /// The one dependent, unretained, or `nil` when there are none or several.
    ///
    /// `mutating` though it changes nothing: read in place, the binding is not copied
    /// (retained) on the way, and the access ends before the caller uses it. Unsafe: the
    /// caller keeps the binding alive by not changing these dependents while it uses it.
    ///
    /// - Returns: The only dependent, or `nil`.
    @inlinable
    mutating func onlyDependentUnretained() -> Unmanaged<Binding>? {
        guard case .one(let binding) = storage else { return nil }
        return Unmanaged.passUnretained(binding)
    }

    /// Marks every dependent dirty from the property's set, on the loop thread
    /// (`Binding.markFromLoopOnlySource()`), unless no mark was cleared since a set marked
    /// them all.
    ///
    /// Dirty marks are cleared only on the loop (by the flush), and the property lives
    /// there while bindings read it: if none was cleared and no dependent added since the
    /// last set marked them all (``List/markedAt``), they are all still marked. One
    /// binding's own queued flag tells the same, checked by its mark.
    ///
    /// The caller's copy (retained for the call) keeps the one binding, or the list and so
    /// every binding in it, alive while they are marked.
    func markAllDirty() {
        switch storage {
        case .none: return
        case .one(let binding): binding.markFromLoopOnlySource()
        case .several(let list):
            let marks = LoopWideCounters.clearedMarks
            guard list.markedAt != marks else { return }
            Self.forEachUnretained(list.bindings) { $0.markFromLoopOnlySource() }
            list.markedAt = marks
        }
    }

    /// Marks each of `bindings` dirty without retaining each one.
    ///
    /// Bindings are also referenced weakly, so each has a side table, and
    /// retaining one takes the runtime's slow path: per set, that cost more
    /// than everything else. `bindings` (the caller's copy, whose buffer
    /// stays retained for the call) keeps every element alive, even if one
    /// ends meanwhile and leaves its properties (figure in UnsafeInventory.md).
    static func markDirty(_ bindings: [Binding]) {
        forEachUnretained(bindings) { $0.markDirty() }
    }

    /// Calls `body` with each of `bindings`, unretained (see ``markDirty(_:)``).
    @inline(__always)
    private static func forEachUnretained(_ bindings: [Binding], _ body: (Binding) -> Void) {
        bindings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let elements = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                elements.load(fromByteOffset: index * MemoryLayout<Binding>.stride, as: Unmanaged<Binding>.self)
                    ._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
