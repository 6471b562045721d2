public import Bindings

/// One job on the dashboard: a name and its progress, which a background
/// thread sets and the loop shows.
///
/// ```swift
/// let backup = Job(name: "backup")
/// backup.progress.value = 0.5   // from any thread
/// ```
///
/// Threading: any thread (`progress` is a ``SharedProperty``).
public final class Job: Sendable {
    /// The job's name, as the dashboard shows it.
    public let name: String
    /// Completion from 0 to 1; set from any thread.
    public let progress = SharedProperty(0.0)

    /// A job named `name`, not started.
    ///
    /// - Parameter name: The name shown on its row.
    public init(name: String) {
        self.name = name
    }
}
