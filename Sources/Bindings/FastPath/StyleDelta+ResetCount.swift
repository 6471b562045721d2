import ComposerModel

extension StyleDelta {
    /// How many of the changes are resets, counted in place.
    ///
    /// ```swift
    /// let sets = delta.changes.count - delta.resetCount
    /// ```
    ///
    /// Unsafe (`withUnsafeBufferPointer`): each change is matched where it lies. Read out of
    /// the array by index or by iteration, each change is copied and destroyed (its
    /// attribute's strings retained and released): measured with callgrind (`--quick --only
    /// scale --contenders bindings`), 208 instructions per install of a two-attribute delta
    /// that this way does not spend.
    ///
    /// - Complexity: O(*n*) for *n* changes, no allocation.
    var resetCount: Int {
        changes.withUnsafeBufferPointer { changes in
            var count = 0
            for index in changes.indices {
                if case .reset = changes[index] { count += 1 }
            }
            return count
        }
    }
}
