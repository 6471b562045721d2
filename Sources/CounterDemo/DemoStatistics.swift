import Bindings

/// What the demo's status line shows: the last flush that moved the counter, and the
/// frames drawn so far.
///
/// ```swift
/// let statistics = DemoStatistics(flush: scheduler.lastFlush, framesDrawn: 12)
/// statistics.description   // "turn 40 · 1 change → 2 set, 0 reset · flush 21 µs · 12 frames"
/// ```
public struct DemoStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Loop turn of the flush.
    public var turn = 0
    /// Property changes the flush saw.
    public var changesObserved = 0
    /// Attributes it set.
    public var attributesSet = 0
    /// Attributes it reset.
    public var attributesReset = 0
    /// How long it took, in microseconds.
    public var flushMicroseconds = 0
    /// Frames drawn so far (0 when headless).
    public var framesDrawn = 0

    /// No flush yet.
    public init() {}

    /// The figures of `flush`, with `framesDrawn`.
    ///
    /// - Parameters:
    ///   - flush: A flush's statistics.
    ///   - framesDrawn: Frames drawn so far.
    public init(flush: FlushStatistics, framesDrawn: Int) {
        turn = flush.turn
        changesObserved = flush.changesObserved
        attributesSet = flush.attributesSet
        attributesReset = flush.attributesReset
        let (seconds, attoseconds) = flush.duration.components
        flushMicroseconds = Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
        self.framesDrawn = framesDrawn
    }

    public var description: String {
        guard turn > 0 else { return "waiting for the first change" }
        let changes = changesObserved == 1 ? "1 change" : "\(changesObserved) changes"
        let frames = framesDrawn == 1 ? "1 frame" : "\(framesDrawn) frames"
        return "turn \(turn) · \(changes) → \(attributesSet) set, \(attributesReset) reset · flush \(flushMicroseconds) µs · \(frames)"
    }
}
