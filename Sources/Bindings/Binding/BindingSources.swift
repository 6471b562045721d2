/// The properties a binding read, each once, to leave when the binding ends.
///
/// ```swift
/// var sources = BindingSources()
/// sources.note(property)   // true: new
/// sources.note(property)   // false: already a source
/// ```
///
/// Most bindings read one property: it is held inline, so such a binding allocates
/// nothing here (an array of one was an 80-byte heap block per binding in the memory
/// scenario). Further sources go to a short array scanned by identity, which answers
/// faster than hashing and takes less memory; past ``linearLimit`` sources it switches
/// to a dictionary, so a binding that reads hundreds of properties stays linear.
///
/// Threading: a value owned by its binding, used on the loop thread only.
struct BindingSources {
    static let linearLimit = 16
    private var first: (id: ObjectIdentifier, reference: SourceReference)?
    private var few: [(id: ObjectIdentifier, reference: SourceReference)] = []
    private var many: [ObjectIdentifier: SourceReference]?

    /// Records `source`, unless it is already recorded and alive (a dead property's
    /// address may be reused by a new one: then the entry is replaced).
    ///
    /// - Parameter source: The property read.
    /// - Returns: Whether `source` is new.
    /// - Complexity: O(*k*) for *k* ≤ 16 sources, O(1) on average beyond.
    mutating func note(_ source: any DependencySource) -> Bool {
        let id = ObjectIdentifier(source)
        if many != nil {
            guard !(many![id]?.isAlive ?? false) else { return false }
            many![id] = source.reference
            return true
        }
        guard let known = first else {
            first = (id, source.reference)
            return true
        }
        if known.id == id {
            guard !known.reference.isAlive else { return false }
            first = (id, source.reference)
            return true
        }
        for index in few.indices where few[index].id == id {
            guard !few[index].reference.isAlive else { return false }
            few[index].reference = source.reference
            return true
        }
        few.append((id, source.reference))
        if few.count + 1 > Self.linearLimit {
            many = Dictionary(uniqueKeysWithValues: ([known] + few).map { ($0.id, $0.reference) })
            first = nil
            few = []
        }
        return true
    }

    /// The recorded properties that are still alive.
    var liveSources: [any DependencySource] {
        if let many { return many.values.compactMap(\.source) }
        guard let first else { return [] }
        guard let source = first.reference.source else { return few.compactMap { $0.reference.source } }
        return [source] + few.compactMap { $0.reference.source }
    }

    /// Forgets every source.
    mutating func removeAll() {
        first = nil
        few = []
        many = nil
    }
}
