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
/// scenario). Further sources go to ``Overflow``, made on the second source: a short array
/// scanned by identity, which answers faster than hashing and takes less memory, then
/// past ``linearLimit`` sources a dictionary, so a binding that reads hundreds of
/// properties stays linear. Inline, this is 32 bytes of the binding: the first source is
/// kept without its identity, which its reference gives while the property lives (with it,
/// 40 bytes, and a `bind(to:)` binding one 16-byte chunk larger). A first source that is
/// gone gives its slot to the next new one.
///
/// The overflow object is also where the binding keeps what few bindings need (end
/// actions, feedback-cycle counts; see ``Overflow``): one word of the binding for both,
/// which keeps a `bind(to:)` binding in a 128-byte heap block instead of 144.
///
/// Threading: a value owned by its binding, used on the loop thread only.
struct BindingSources {
    static let linearLimit = 16
    typealias Entry = (id: ObjectIdentifier, reference: SourceReference)

    /// A binding's out-of-line state: the sources after the first (one word inline, where
    /// an array and an optional dictionary took two and an enum of them nine bytes), and
    /// what few bindings need, which the binding reads and writes through ``overflow``.
    final class Overflow {
        fileprivate var few: [Entry] = []
        fileprivate var many: [ObjectIdentifier: SourceReference]?
        /// Actions to run when the binding ends.
        var onEnd: [() -> Void] = []
        /// Flush number of the last flush that re-dirtied the binding, and the run length.
        var lastFlushMark = -2
        var feedbackStreak = 0
        var reportedFeedbackCycle = false
    }

    private var first: SourceReference?
    private var later: Overflow?

    /// The overflow object, if made (by a second source, or by ``overflow``).
    var overflowIfMade: Overflow? { later }

    /// The overflow object, made on first use.
    var overflow: Overflow {
        mutating get {
            if let later { return later }
            let made = Overflow()
            later = made
            return made
        }
    }

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
        if let known = first, known.isAlive, known.id == id { return false }
        if let later, let index = later.few.firstIndex(where: { $0.id == id }) {
            guard !later.few[index].reference.isAlive else { return false }
            later.few[index].reference = source.reference
            return true
        }
        guard let known = first, known.isAlive, let knownID = known.id else {
            // None yet, or the first is gone (and this one may have its address).
            first = source.reference
            return true
        }
        let rest: Overflow
        if let later {
            rest = later
        } else {
            rest = Overflow()
            later = rest
        }
        rest.few.append((id, source.reference))
        if rest.few.count + 1 > Self.linearLimit {
            rest.many = Dictionary(uniqueKeysWithValues: ([(knownID, known)] + rest.few).map { ($0.id, $0.reference) })
            rest.few = []
            first = nil
        }
        return true
    }

    /// The recorded properties that are still alive.
    var liveSources: [any DependencySource] {
        if let many = later?.many { return many.values.compactMap(\.source) }
        return [first].compactMap { $0?.source } + (later?.few ?? []).compactMap { $0.reference.source }
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
        if let known = first, known.id == id {
            // The first slot is filled while there are later ones: `note` relies on it.
            first = later?.few.popLast()?.reference
        } else if let later, let index = later.few.firstIndex(where: { $0.id == id }) {
            later.few.remove(at: index)
        }
    }

    /// Forgets every source, and the overflow's other state with them (the binding ended).
    mutating func removeAll() {
        first = nil
        later = nil
    }
}
