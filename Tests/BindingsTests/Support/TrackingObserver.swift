/// A recording observer for signal tests: keeps every value it receives, in order.
///
/// ```swift
/// let tracker = TrackingObserver<Int>()
/// signal.observe(tracker.record)
/// signal.send(1)
/// signal.send(2)
/// XCTAssertEqual(tracker.values, [1, 2])
/// ```
///
/// Deterministic: it records synchronously, on the thread of the send, and
/// does nothing else. Not thread-safe; use it in the signal's isolation domain.
final class TrackingObserver<Value> {
    /// Every value received, oldest first.
    private(set) var values: [Value] = []

    /// An observer that has received nothing.
    init() {}

    /// Records `value`; pass this method to `observe`.
    ///
    /// - Parameter value: The value received.
    func record(_ value: Value) {
        values.append(value)
    }

    /// How many values were received.
    var count: Int { values.count }

    /// The newest value received, if any.
    var last: Value? { values.last }

    /// Forgets the values received so far.
    func reset() {
        values.removeAll()
    }
}
