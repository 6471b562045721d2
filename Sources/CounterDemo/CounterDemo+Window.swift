import Bindings
public import GTKBackend

extension CounterDemo {
    /// Runs the counter in a GTK window until the window closes, SIGINT, SIGTERM or a
    /// configured limit (duration, or `frameLimit` flushes that installed something).
    ///
    /// ```swift
    /// do {
    ///     print(try CounterDemo.runInWindow(configuration).description)
    /// } catch GTKError.displayUnavailable {
    ///     print("BindingDemo: \(GTKError.displayUnavailable)")
    /// }
    /// ```
    /// - Parameters:
    ///   - configuration: Interval, limits and auto-count (the frame rate is GTK's own).
    ///   - whenDrawn: Runs once, after the window's first frame (e.g. to take a
    ///     screenshot, or to close it in a test).
    /// - Returns: The final figures (no frames or exit reason: those are the terminal's).
    /// - Throws: ``GTKBackend/GTKError/displayUnavailable`` without a display (nothing was
    ///   shown), and what GTK or the loop threw.
    public static func runInWindow(
        _ configuration: CounterDemoConfiguration,
        whenDrawn: @escaping @LoopActor (GTKWindow) -> Void = { _ in }
    ) throws -> Summary {
        let loop = try EventLoop()
        let prepared = LoopActor.assumeIsolated { () -> Result<(Session, GTKApp), any Error> in
            Result {
                let session = try Session(configuration: configuration, loop: loop)
                do {
                    let app = try GTKApp(root: session.view.root, loop: loop, title: "Counter", width: 420, height: 230)
                    session.onFinish = { app.quit() }
                    var flushes = 0
                    session.keep(BindingScheduler.current.observeFlushes { _ in
                        flushes += 1
                        if let limit = configuration.frameLimit, flushes >= limit { session.finish() }
                    })
                    for signal in [UnixSignal.interrupt, .terminate] {
                        session.keep(try loop.onUnixSignal(signal) { session.finish() })
                    }
                    return (session, app)
                } catch {
                    session.end()
                    throw error
                }
            }
        }
        let (session, app): (Session, GTKApp)
        switch prepared {
        case .success(let made):
            (session, app) = made
        case .failure(let error):
            try loop.close()   // the application, if any, was shut down with its window
            throw error
        }
        LoopActor.assumeIsolated {
            let window = app.window
            window.afterNextFrame { whenDrawn(window) }
        }
        try app.run()
        // The native widgets go while the loop is open: GTK signals they emit on the way
        // out (a focused entry losing focus) reach their handlers on a live loop thread.
        LoopActor.assumeIsolated { app.screen.stop() }
        let summary = LoopActor.assumeIsolated { () -> Summary in
            let summary = Summary(count: session.model.count, totals: BindingScheduler.current.totals, framesDrawn: 0)
            session.end()
            return summary
        }
        try loop.close()
        return summary
    }
}
