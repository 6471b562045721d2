extension Style {
    /// Removes every attribute and diagnostic; with `keepingCapacity`, the storage stays for
    /// the attributes set next.
    ///
    /// ```swift
    /// var style: Style = [.text("Count: 1"), .textColor(.green)]
    /// style.removeAll(keepingCapacity: true)
    /// style.set(.text("Count: 2"))   // written where the old text was: no allocation
    /// ```
    ///
    /// A style builder (`bind(to:_:)` with an `inout Style`) is handed a style emptied this
    /// way, so that a style function run on every change allocates nothing once warm.
    ///
    /// - Parameter keepingCapacity: Whether to keep the storage (when this style is its only
    ///   owner; a shared storage is left to its other owners either way).
    /// - Complexity: O(*n*) for *n* attributes.
    // Inlinable: a style builder's binding empties one per evaluation, from another module.
    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = false) {
        // Only when there is one: storing `nil` over `nil` still called the runtime's release.
        if diagnosticsBox != nil { diagnosticsBox = nil }
        guard keepingCapacity else {
            storage = []
            return
        }
        // Element by element: `Array.removeAll(keepingCapacity:)` goes through the generic
        // range replacement, which costs more than popping the few attributes a style holds.
        while storage.popLast() != nil {}
    }

    /// The position of the attribute with `attribute`'s key, found by apply rank: building a
    /// key copies the attribute (a retain of a text), which comparing ranks does not.
    ///
    /// Inlined into ``set(_:)``, which a style builder calls per attribute per evaluation:
    /// the call's entry and exit cost as much as the search in a style of two attributes.
    @inlinable @inline(__always)
    func index(ofKeyOf attribute: Attribute) -> Int? {
        let rank = attribute.applyRank
        // A span borrows each attribute where the array holds it; the subscript copied it out
        // (a retain and a release of its payload) to read its rank.
        let span = storage.span
        for index in span.indices where span[index].applyRank == rank {
            // Custom attributes share one rank; their keys tell them apart.
            if rank != AttributeKey.customRank || span[index].key == attribute.key { return index }
        }
        return nil
    }
}
