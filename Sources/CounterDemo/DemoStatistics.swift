public import Bindings

/// What the demo's status line shows: the last flush that moved the counter, and the
/// frames drawn so far where the backend counts them (a terminal does; a window and a
/// browser draw on their own clocks).
///
/// ```swift
/// let statistics = DemoStatistics(flush: scheduler.lastFlush, framesDrawn: 12)
/// statistics.description   // "turn 40 · 1 change → 2 set, 0 reset · flush 21 µs · 12 frames"
/// DemoStatistics(flush: scheduler.lastFlush, framesDrawn: nil).description
/// // "turn 40 · 1 change → 2 set, 0 reset · flush 21 µs"
/// ```
public struct DemoStatistics: Equatable, Sendable, CustomStringConvertible {
    /// The flush reported, if one moved the counter yet.
    public var flush: FlushStatistics?
    /// Frames drawn so far, or `nil` where the backend does not count them.
    public var framesDrawn: Int?

    /// No flush yet.
    public init() {}

    /// The figures of `flush`, with `framesDrawn`.
    ///
    /// - Parameters:
    ///   - flush: A flush's statistics.
    ///   - framesDrawn: Frames drawn so far, or `nil` where the backend does not count them.
    public init(flush: FlushStatistics, framesDrawn: Int?) {
        self.flush = flush
        self.framesDrawn = framesDrawn
    }

    public var description: String {
        guard let flush, flush.turn > 0 else { return "waiting for the first change" }
        let changes = flush.changesObserved == 1 ? "1 change" : "\(flush.changesObserved) changes"
        let (seconds, attoseconds) = flush.duration.components
        let microseconds = Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
        let line = "turn \(flush.turn) · \(changes) → \(flush.attributesSet) set, \(flush.attributesReset) reset · flush \(microseconds) µs"
        guard let framesDrawn else { return line }
        return line + (framesDrawn == 1 ? " · 1 frame" : " · \(framesDrawn) frames")
    }
}
