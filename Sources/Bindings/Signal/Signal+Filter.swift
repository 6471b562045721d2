extension Signal {
    /// A signal that sends the values of this signal that satisfy `isIncluded`.
    ///
    /// ```swift
    /// let numbers = Signal<Int>()
    /// let evens = numbers.filter { $0.isMultiple(of: 2) }
    /// evens.observe { print($0) }
    /// numbers.send(1)   // prints nothing
    /// numbers.send(2)   // prints "2"
    /// ```
    /// The derived signal keeps this signal alive and is held by it only
    /// weakly: keep a reference to it while you use it (see ``Signal``).
    ///
    /// - Parameter isIncluded: Called once per value this signal sends, while the
    ///   derived signal is alive; `true` passes the value on.
    /// - Returns: The derived signal.
    /// - Complexity: O(1) per value, plus `isIncluded`.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        let derived = Signal<Value>()
        derived.attach(to: self) { derived, value in
            if isIncluded(value) {
                derived.send(value)
            }
        }
        return derived
    }
}
