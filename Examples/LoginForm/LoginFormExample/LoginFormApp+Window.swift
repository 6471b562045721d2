import Bindings
public import GTKBackend

extension LoginFormApp {
    /// Runs the form in a GTK window until the window closes.
    ///
    /// ```swift
    /// do {
    ///     print(try LoginFormApp.runInWindow())
    /// } catch GTKError.displayUnavailable {
    ///     print("LoginForm: \(GTKError.displayUnavailable)")
    /// }
    /// ```
    /// - Parameter whenDrawn: Runs once, after the window's first frame (e.g. to take a
    ///   screenshot, or to close it in a test).
    /// - Returns: Who logged in last, if anyone.
    /// - Throws: ``GTKBackend/GTKError/displayUnavailable`` without a display, and what
    ///   GTK or the loop threw.
    public static func runInWindow(whenDrawn: @escaping @Sendable @LoopActor (GTKWindow) -> Void = { _ in }) throws -> String {
        try run(on: .gtk(width: 420, height: 240, afterFirstFrame: whenDrawn))
    }
}
