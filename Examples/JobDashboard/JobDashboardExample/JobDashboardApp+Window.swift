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
        whenDrawn: @escaping @LoopActor (GTKWindow) -> Void = { _ in }
    ) throws {
        let loop = try EventLoop()
        let board = JobBoard(names: JobBoard.demoNames)
        let prepared = LoopActor.assumeIsolated { () -> Result<(GTKApp, JobDashboardView), any Error> in
            Result {
                let view = JobDashboardView(board: board)
                let app = try GTKApp(root: view.root, loop: loop, title: "Jobs", width: 420, height: 260)
                let window = app.window
                window.afterNextFrame { whenDrawn(window) }
                return (app, view)
            }
        }
        let (app, view): (GTKApp, JobDashboardView)
        switch prepared {
        case .success(let made):
            (app, view) = made
        case .failure(let error):
            try loop.close()
            throw error
        }
        JobWorker(board: board, steps: steps, pause: pause).start()
        try withExtendedLifetime(view) { try app.run() }
        // The native widgets go while the loop is open: GTK signals they emit on the way
        // out (a focused entry losing focus) reach their handlers on a live loop thread.
        LoopActor.assumeIsolated { app.screen.stop() }
        try loop.close()
    }
}
