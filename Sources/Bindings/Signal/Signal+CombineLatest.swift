extension Signal {
    /// A signal that sends the latest values of `a` and `b` together, each time
    /// either sends, once both have sent at least once.
    ///
    /// ```swift
    /// let first = Signal<String>(), last = Signal<String>()
    /// let name = Signal.combineLatest(first, last)
    /// name.observe { first, last in print("\(first) \(last)") }
    /// first.send("Ada")        // prints nothing: `last` has not sent yet
    /// last.send("Lovelace")    // prints "Ada Lovelace"
    /// first.send("Augusta")    // prints "Augusta Lovelace"
    /// ```
    /// Only values sent while the derived signal is alive count. The derived
    /// signal keeps `a` and `b` alive and is held by them only weakly: keep a
    /// reference to it while you use it (see ``Signal``).
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    /// - Returns: The derived signal.
    /// - Complexity: O(1) per input value.
    public static func combineLatest<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)>
    where Value == (A, B) {
        let derived = Signal<(A, B)>()
        var latestA: A?
        var latestB: B?
        derived.attach(to: a) { derived, value in
            latestA = value
            if let latestB {
                derived.send((value, latestB))
            }
        }
        derived.attach(to: b) { derived, value in
            latestB = value
            if let latestA {
                derived.send((latestA, value))
            }
        }
        return derived
    }

    /// A signal that sends the latest values of `a`, `b` and `c` together, each
    /// time any of them sends, once all three have sent at least once.
    ///
    /// ```swift
    /// let red = Signal<Int>(), green = Signal<Int>(), blue = Signal<Int>()
    /// let color = Signal.combineLatest(red, green, blue)
    /// color.observe { r, g, b in print(r, g, b) }
    /// red.send(255); green.send(0)   // prints nothing yet
    /// blue.send(128)                 // prints "255 0 128"
    /// green.send(64)                 // prints "255 64 128"
    /// ```
    /// Only values sent while the derived signal is alive count. The derived
    /// signal keeps its inputs alive and is held by them only weakly: keep a
    /// reference to it while you use it (see ``Signal``).
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    /// - Returns: The derived signal.
    /// - Complexity: O(1) per input value.
    public static func combineLatest<A, B, C>(
        _ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>
    ) -> Signal<(A, B, C)> where Value == (A, B, C) {
        let derived = Signal<(A, B, C)>()
        var latestA: A?
        var latestB: B?
        var latestC: C?
        derived.attach(to: a) { derived, value in
            latestA = value
            if let latestB, let latestC {
                derived.send((value, latestB, latestC))
            }
        }
        derived.attach(to: b) { derived, value in
            latestB = value
            if let latestA, let latestC {
                derived.send((latestA, value, latestC))
            }
        }
        derived.attach(to: c) { derived, value in
            latestC = value
            if let latestA, let latestB {
                derived.send((latestA, latestB, value))
            }
        }
        return derived
    }
}
