import Bindings
public import GTKBackend

extension JobDashboardApp {
    /// Runs the dashboard in a GTK window until the window closes, with the worker
    /// thread filling the bars.
    ///
    /// ```swift
    /// do {
    ///     try JobDashboardApp.runInWindow()
    /// } catch GTKError.displayUnavailable {
    ///     print("JobDashboard: \(GTKError.displayUnavailable)")
    /// }
    /// ```
    /// - Parameters:
    ///   - steps: Updates for the fastest job.
    ///   - pause: Simulated work between two steps.
    ///   - whenDrawn: Runs once, after the window's first frame (e.g. to take a
    ///     screenshot, or to close it in a test).
    /// - Throws: ``GTKBackend/GTKError/displayUnavailable`` without a display (the worker
    ///   is then not started), and what GTK or the loop threw.
    public static func runInWindow(
        steps: Int = 100,
        pause: Duration = .milliseconds(40),
        whenDrawn: @escaping @Sendable @LoopActor (GTKWindow) -> Void = { _ in }
    ) throws {
        try run(on: .gtk(width: 420, height: 260, afterFirstFrame: whenDrawn), steps: steps, pause: pause)
    }
}
