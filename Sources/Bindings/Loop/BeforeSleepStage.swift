/// Where a before-sleep hook runs among the others in the loop's prepare phase.
///
/// Hooks of an earlier stage run before hooks of a later one; within a stage they run in
/// the order they were added. The bindings' flush and the renderers use ``standard``; a
/// backend that drives another library's main loop prepares it in ``foreignLoop``, so
/// that what the flush and the renderers changed is already visible to that loop when it
/// computes how long it may sleep.
///
/// ```swift
/// let id = loop.addBeforeSleep(stage: .foreignLoop) { pump.prepare() }
/// ```
package enum BeforeSleepStage: Int, Comparable, Sendable {
    /// The bindings' flush, the renderers and test conditions, in the order added.
    case standard
    /// Preparing a foreign main loop (GLib's) for the poll phase: after every standard
    /// hook, and only inside `uv_run` (never in ``EventLoop/run()``'s extra pass after a
    /// stop), so that each prepare is followed by its check in the same iteration.
    case foreignLoop

    package static func < (lhs: BeforeSleepStage, rhs: BeforeSleepStage) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
