extension Array where Element: AnyObject {
    /// Removes `element` from `index`, where a list whose elements know their own place
    /// keeps it, by moving the last element into that place: O(1), and the order is not kept.
    ///
    /// The scheduler keeps two such lists, of targets and of bindings that keep their
    /// target's bookkeeping themselves; each element stores its index, so the one moved is
    /// told its new place.
    ///
    /// ```swift
    /// list.removeBySwappingLast(binding, at: Int(binding.placeIndex)) { moved, index in
    ///     moved.placeIndex = Int32(index)
    /// }
    /// ```
    /// - Parameters:
    ///   - element: The element to remove.
    ///   - index: Where the element says it is.
    ///   - renumber: Told the element moved into `index` and that index; not called when
    ///     `element` was the last.
    /// - Returns: Whether `element` was at `index`; `false` (nothing changed) when it was
    ///   removed already.
    /// - Complexity: O(1).
    @discardableResult
    mutating func removeBySwappingLast(_ element: Element, at index: Int, renumber: (Element, Int) -> Void) -> Bool {
        guard index < count, self[index] === element else { return false }
        let last = removeLast()
        if index < count {
            self[index] = last
            renumber(last, index)
        }
        return true
    }
}
