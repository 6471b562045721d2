extension Signal {
    /// A signal that sends every value any of `signals` sends, as it is sent.
    ///
    /// ```swift
    /// let plus = Signal<Int>(), minus = Signal<Int>()
    /// let steps = Signal.merge(plus, minus.map { -$0 })
    /// steps.observe { print($0) }
    /// plus.send(1)    // prints "1"
    /// minus.send(2)   // prints "-2"
    /// ```
    /// The derived signal keeps its inputs alive and is held by them only
    /// weakly: keep a reference to it while you use it (see ``Signal``).
    ///
    /// - Parameter signals: The inputs. One listed twice delivers each value twice.
    /// - Returns: The derived signal.
    /// - Complexity: O(*k*) to make, for *k* inputs; O(1) per input value.
    public static func merge(_ signals: Signal<Value>...) -> Signal<Value> {
        merge(signals)
    }

    /// A signal that sends every value any of `signals` sends, as it is sent.
    ///
    /// ```swift
    /// let buttons = [Signal<String>(), Signal<String>()]
    /// let pressed = Signal.merge(buttons)
    /// pressed.observe { print("pressed \($0)") }
    /// buttons[1].send("OK")   // prints "pressed OK"
    /// ```
    /// The derived signal keeps its inputs alive and is held by them only
    /// weakly: keep a reference to it while you use it (see ``Signal``).
    ///
    /// - Parameter signals: The inputs. One listed twice delivers each value
    ///   twice; none makes a signal that never sends.
    /// - Returns: The derived signal.
    /// - Complexity: O(*k*) to make, for *k* inputs; O(1) per input value.
    public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        let derived = Signal<Value>()
        for signal in signals {
            derived.attach(to: signal) { derived, value in
                derived.send(value)
            }
        }
        return derived
    }
}
