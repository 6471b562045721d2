public import Bindings

/// The jobs a dashboard shows, and whether the worker is done with them.
///
/// ```swift
/// let board = JobBoard(names: ["backup", "index", "thumbnails"])
/// JobWorker(board: board, steps: 100).start()
/// ```
///
/// Threading: any thread; everything it holds is a ``SharedProperty`` or constant.
public final class JobBoard: Sendable {
    /// The jobs, in the order the dashboard lists them.
    public let jobs: [Job]
    /// Set by the worker when it has finished every job.
    public let isWorkerDone = SharedProperty(false)

    /// A board of jobs with these names.
    ///
    /// - Parameter names: One job per name, in order.
    public init(names: [String]) {
        jobs = names.map(Job.init(name:))
    }

    /// The jobs `JobDashboard` shows.
    public static let demoNames = ["backup", "index", "thumbnails", "reports"]
}
