extension Signal {
    /// A signal that sends the values of this signal that `isDuplicate` does not
    /// match with the value it sent last.
    ///
    /// ```swift
    /// let sizes = Signal<Double>()
    /// let coarse = sizes.removeDuplicates { abs($0 - $1) < 1 }
    /// coarse.observe { print($0) }
    /// for size in [1.0, 1.4, 1.8, 2.2] { sizes.send(size) }   // prints 1.0 and 2.2
    /// ```
    /// The first value always passes. Each later value is compared with the last
    /// value passed on, not with the last value received, so small steps cannot
    /// add up unnoticed. The derived signal keeps this signal alive and is held
    /// by it only weakly: keep a reference to it while you use it (see ``Signal``).
    ///
    /// - Parameter isDuplicate: Called with the last value passed on and the new
    ///   value; `true` drops the new value.
    /// - Returns: The derived signal.
    /// - Complexity: O(1) per value, plus `isDuplicate`.
    public func removeDuplicates(by isDuplicate: @escaping (Value, Value) -> Bool) -> Signal<Value> {
        let derived = Signal<Value>()
        var lastSent: Value?
        derived.attach(to: self) { derived, value in
            if let lastSent, isDuplicate(lastSent, value) {
                return
            }
            lastSent = value
            derived.send(value)
        }
        return derived
    }

    /// A signal that sends the values of this signal that differ from the value
    /// it sent last.
    ///
    /// ```swift
    /// let count = Signal<Int>()
    /// let changes = count.removeDuplicates()
    /// changes.observe { print($0) }
    /// for value in [1, 1, 2, 2, 1] { count.send(value) }   // prints 1, 2, 1
    /// ```
    /// The derived signal keeps this signal alive and is held by it only
    /// weakly: keep a reference to it while you use it (see ``Signal``).
    ///
    /// - Returns: The derived signal.
    /// - Complexity: O(1) per value, plus one `==`.
    public func removeDuplicates() -> Signal<Value> where Value: Equatable {
        removeDuplicates(by: ==)
    }
}
