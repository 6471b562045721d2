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
    public static func runInWindow(whenDrawn: @escaping @LoopActor (GTKWindow) -> Void = { _ in }) throws -> String {
        let loop = try EventLoop()
        let prepared = LoopActor.assumeIsolated { () -> Result<(GTKApp, LoginViewModel, LoginFormView), any Error> in
            Result {
                let model = LoginViewModel()
                let view = LoginFormView(model: model)
                let app = try GTKApp(root: view.root, loop: loop, title: "Log in", width: 420, height: 240)
                let window = app.window
                window.afterNextFrame { whenDrawn(window) }
                return (app, model, view)
            }
        }
        let (app, model, view): (GTKApp, LoginViewModel, LoginFormView)
        switch prepared {
        case .success(let made):
            (app, model, view) = made
        case .failure(let error):
            try loop.close()
            throw error
        }
        try withExtendedLifetime(view) { try app.run() }
        // The native widgets go while the loop is open: GTK signals they emit on the way
        // out (a focused entry losing focus) reach their handlers on a live loop thread.
        LoopActor.assumeIsolated { app.screen.stop() }
        let message = LoopActor.assumeIsolated { model.message }
        try loop.close()
        return message
    }
}
