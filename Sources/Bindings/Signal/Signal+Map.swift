extension Signal {
    /// A signal that sends `transform` of each value this signal sends.
    ///
    /// ```swift
    /// let count = Signal<Int>()
    /// let text = count.map { "Count: \($0)" }
    /// text.observe { print($0) }
    /// count.send(3)   // prints "Count: 3"
    /// ```
    /// The derived signal keeps this signal alive and is held by it only
    /// weakly: keep a reference to it while you use it (see ``Signal``).
    ///
    /// - Parameter transform: Called once per value this signal sends, while the
    ///   derived signal is alive, in this signal's isolation domain.
    /// - Returns: The derived signal.
    /// - Complexity: O(1) per value, plus `transform`.
    public func map<Output>(_ transform: @escaping (Value) -> Output) -> Signal<Output> {
        let derived = Signal<Output>()
        derived.attach(to: self) { derived, value in
            derived.send(transform(value))
        }
        return derived
    }
}
