import Dispatch

/// The queue the test-support library's timeouts fire on.
///
/// ```swift
/// TimeoutQueue.shared.asyncAfter(deadline: .now() + timeout.dispatchInterval) { gate.timeOut() }
/// ```
///
/// A serial queue of its own rather than `DispatchQueue.global()`: on Linux, Swift's
/// cooperative pool runs on the global queues' threads (one per core), so tests that keep
/// those threads busy (property-based laws running in parallel) would hold a timeout back
/// for as long as they run. A queue made here targets an overcommitting root queue, which
/// gets a thread when it needs one. The handlers only resume continuations: they are short.
enum TimeoutQueue {
    /// The queue.
    static let shared = DispatchQueue(label: "LoopComposerTesting.timeouts")
}
