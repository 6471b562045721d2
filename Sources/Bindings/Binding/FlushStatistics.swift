import ComposerModel

/// What one flush did, or what all flushes did together.
///
/// ```swift
/// let stats = await BindingScheduler.current.nextFlush()
/// print("\(stats.changesObserved) changes → \(stats.attributesSet) attributes set in \(stats.duration)")
/// ```
public struct FlushStatistics: Equatable, Sendable, CustomStringConvertible {
    /// The loop turn the flush ran in (or the number of flushes, for totals).
    public var turn = 0
    /// Property changes that reached a binding since the previous flush, counting every set.
    public var changesObserved = 0
    /// Bindings whose style function ran.
    public var bindingsFlushed = 0
    /// Targets that received an install.
    public var installs = 0
    /// Attributes set on targets.
    public var attributesSet = 0
    /// Keys reset to their default on targets.
    public var attributesReset = 0
    /// Attributes the style functions produced that equalled what the target already showed.
    public var attributesUnchanged = 0
    /// Wall time spent flushing, when it was measured: a flush reads the clock only if
    /// ``BindingScheduler/measuresFlushDuration`` is set or an observer or a waiter was
    /// waiting for it when it started (they always get the duration); `.zero` otherwise.
    /// For totals, the sum of the measured durations.
    public var duration: Duration = .zero

    /// Empty statistics.
    public init() {}

    /// Adds another flush's counts and time to these.
    ///
    /// - Parameter flush: One flush's statistics.
    @inline(__always)
    public mutating func accumulate(_ flush: FlushStatistics) {
        accumulateCounts(flush)
        duration += flush.duration
    }

    /// Adds another flush's counts, not its time: a flush whose duration was not measured.
    ///
    /// - Parameter flush: One flush's statistics.
    @inline(__always)
    mutating func accumulateCounts(_ flush: FlushStatistics) {
        turn += 1
        changesObserved += flush.changesObserved
        bindingsFlushed += flush.bindingsFlushed
        installs += flush.installs
        attributesSet += flush.attributesSet
        attributesReset += flush.attributesReset
        attributesUnchanged += flush.attributesUnchanged
    }

    public var description: String {
        "turn \(turn): \(changesObserved) changes, \(bindingsFlushed) bindings, \(installs) installs, "
            + "\(attributesSet) set, \(attributesReset) reset, \(attributesUnchanged) unchanged, \(duration)"
    }
}

extension FlushStatistics {
    /// Counts one install that changed the target: its sets and resets.
    ///
    /// - Parameter report: What the target reported.
    mutating func count(_ report: InstallReport) {
        installs += 1
        attributesSet += report.setCount
        attributesReset += report.resetCount
    }
}
