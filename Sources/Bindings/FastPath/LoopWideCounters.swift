/// Two counters of the open loop, kept as plain statics: no atomic, no lock, no lookup of
/// the loop's scheduler on the path of a property set.
///
/// ```swift
/// LoopWideCounters.clearedMarks   // dirty marks cleared so far, by every flush
/// LoopWideCounters.loopChanges    // loop-only property changes since the last flush
/// ```
///
/// Unsafe (`nonisolated(unsafe)`), and sound for two reasons the compiler cannot check:
/// - one loop per process: a second `EventLoop` cannot open while one is
///   (`EventLoopError.anotherLoopIsOpen`), so process-wide is loop-wide;
/// - loop thread only: the flush clears marks on the loop, and a property counts a change
///   only while a binding depends on it, which makes it the loop's (bindings evaluate there).
///
/// Why: in the burst scenario a set whose dependents are all still marked costs one
/// comparison with ``clearedMarks`` and an increment of ``loopChanges``. The alternatives
/// (an atomic, or a counter on the scheduler
/// reached through a dependent) add an atomic operation or dependent loads to that set;
/// they were not measured against it. Both are also `@exclusivity(unchecked)`: no access
/// to them overlaps another (each is one read or one write), and the run-time checks of a
/// static cost two `swift_beginAccess` calls per set that marks and two per flush.
///
/// Threading: loop thread only.
@usableFromInline
enum LoopWideCounters {
    /// How many dirty marks were cleared so far. While it has not moved, a loop-only
    /// property whose dependents were all marked has nothing to mark again: see
    /// ``ObservedProperty``.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var clearedMarks = 0

    /// Changes of loop-only properties since the last flush, for ``FlushStatistics``.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var loopChanges = 0

    /// Whether a flush is running (``BindingScheduler/isFlushing``, readable where the
    /// scheduler is not at hand). Only then can marking a binding run user code (a feedback
    /// cycle's diagnostic handler, which might end it): outside a flush a loop-only
    /// property marks its one dependent without retaining it (see
    /// `ObservedProperty.markDependents()`).
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) static var flushRunning = false
}
