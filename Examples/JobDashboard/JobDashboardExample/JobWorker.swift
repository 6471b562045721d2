import Bindings
import Foundation

/// A background thread that works through a board's jobs and reports progress
/// through their ``SharedProperty``s, never touching a widget.
///
/// ```swift
/// let worker = JobWorker(board: board, steps: 50, pause: .milliseconds(20))
/// worker.start()   // returns at once; the bars fill as the loop flushes
/// ```
///
/// Each step advances every unfinished job; job *i* advances at a rate of
/// 1/(*i*+1) of the first one's, so they finish one after another. The last value
/// set for every job is exactly 1.
///
/// Threading: `start()` from any thread; the work runs on its own thread.
public struct JobWorker: Sendable {
    /// The jobs to work through.
    public let board: JobBoard
    /// Progress updates per job for the fastest job.
    public let steps: Int
    /// Simulated work between two steps (zero in tests).
    public let pause: Duration

    /// A worker for `board`.
    ///
    /// - Parameters:
    ///   - board: The jobs.
    ///   - steps: Updates for the fastest job; at least 1.
    ///   - pause: Simulated work between two steps.
    public init(board: JobBoard, steps: Int, pause: Duration = .zero) {
        self.board = board
        self.steps = max(1, steps)
        self.pause = pause
    }

    /// Starts the work on a new thread and returns at once.
    public func start() {
        let worker = self
        Thread.detachNewThread { worker.work() }
    }

    /// Does the work on the calling thread: the body of ``start()``.
    public func work() {
        let jobs = board.jobs
        let totalSteps = steps * jobs.count
        for step in 1...totalSteps {
            for (index, job) in jobs.enumerated() {
                let ownSteps = steps * (index + 1)
                guard step <= ownSteps else { continue }
                job.progress.value = Double(step) / Double(ownSteps)
            }
            if pause > .zero {
                let (seconds, attoseconds) = pause.components
                Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            }
        }
        board.isWorkerDone.value = true
    }
}
