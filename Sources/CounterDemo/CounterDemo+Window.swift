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
    /// - Returns: The final figures (no frames: GTK draws on its own frame clock).
    /// - Throws: ``GTKBackend/GTKError/displayUnavailable`` without a display (nothing was
    ///   shown), and what GTK or the loop threw.
    public static func runInWindow(
        _ configuration: CounterDemoConfiguration,
        whenDrawn: @escaping @Sendable @LoopActor (GTKWindow) -> Void = { _ in }
    ) throws -> Summary {
        try run(configuration, on: .gtk(width: 420, height: 230, afterFirstFrame: whenDrawn))
    }
}
