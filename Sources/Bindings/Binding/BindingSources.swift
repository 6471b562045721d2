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
/// scenario). Further sources go to ``Later``, made on the second source: a short array
/// scanned by identity, which answers faster than hashing and takes less memory, then
/// past ``linearLimit`` sources a dictionary, so a binding that reads hundreds of
/// properties stays linear. Inline, this is 40 bytes of the binding.
///
/// Threading: a value owned by its binding, used on the loop thread only.
struct BindingSources {
    static let linearLimit = 16
    typealias Entry = (id: ObjectIdentifier, reference: SourceReference)

    /// The sources after the first, out of line: one word inline, where an array and an
    /// optional dictionary took two and an enum of them nine bytes.
    private final class Later {
        var few: [Entry] = []
        var many: [ObjectIdentifier: SourceReference]?
    }

    private var first: Entry?
    private var later: Later?

    /// Records `source`, unless it is already recorded and alive (a dead property's
    /// address may be reused by a new one: then the entry is replaced).
    ///
    /// - Parameter source: The property read.
    /// - Returns: Whether `source` is new.
    /// - Complexity: O(*k*) for *k* ≤ 16 sources, O(1) on average beyond.
    mutating func note(_ source: any DependencySource) -> Bool {
        let id = ObjectIdentifier(source)
        if let later, later.many != nil {
            guard !(later.many![id]?.isAlive ?? false) else { return false }
            later.many![id] = source.reference
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
        let rest: Later
        if let later {
            rest = later
        } else {
            rest = Later()
            later = rest
        }
        for index in rest.few.indices where rest.few[index].id == id {
            guard !rest.few[index].reference.isAlive else { return false }
            rest.few[index].reference = source.reference
            return true
        }
        rest.few.append((id, source.reference))
        if rest.few.count + 1 > Self.linearLimit {
            rest.many = Dictionary(uniqueKeysWithValues: ([known] + rest.few).map { ($0.id, $0.reference) })
            rest.few = []
            first = nil
        }
        return true
    }

    /// The recorded properties that are still alive.
    var liveSources: [any DependencySource] {
        if let many = later?.many { return many.values.compactMap(\.source) }
        return [first].compactMap { $0?.reference.source } + (later?.few ?? []).compactMap { $0.reference.source }
    }

    /// Forgets the source `id`, if recorded: it is going away.
    ///
    /// - Parameter id: The source's identity.
    /// - Complexity: O(*k*) for *k* ≤ 16 sources, O(1) on average beyond.
    mutating func forget(_ id: ObjectIdentifier) {
        if let rest = later, rest.many != nil {
            rest.many![id] = nil
            return
        }
        if first?.id == id {
            // The first slot is filled while there are later ones: `note` relies on it.
            first = later?.few.popLast()
        } else if let later, let index = later.few.firstIndex(where: { $0.id == id }) {
            later.few.remove(at: index)
        }
    }

    /// Forgets every source.
    mutating func removeAll() {
        first = nil
        later = nil
    }
}
