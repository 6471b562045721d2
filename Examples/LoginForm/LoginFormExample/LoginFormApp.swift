public import AppRunner
import Bindings
import ComposerModel
import TerminalBackend
import Widgets

/// Runs the login form: on any backend, or headless through a list of steps.
///
/// ```swift
/// let lines = try LoginFormApp.runHeadless(steps: LoginStep.demo)
/// ```
///
/// Both create, run and close their own ``EventLoop`` on the calling thread.
public enum LoginFormApp {
    /// Takes `steps` as a user would, on a real loop, with one flush after each,
    /// and describes the form after every step.
    ///
    /// ```
    /// type "ada" into email → [Log in (fill in both fields)] disabled · "" · email "ada"
    /// ```
    ///
    /// - Parameters:
    ///   - steps: What the user does.
    ///   - output: Receives each line as it is made.
    /// - Returns: The lines: one per step after a `start` line, then `final: N log-ins`.
    /// - Throws: What the loop threw.
    @discardableResult
    public static func runHeadless(
        steps: [LoginStep] = LoginStep.demo,
        output: @escaping @LoopActor (String) -> Void = { _ in }
    ) throws -> [String] {
        let loop = try EventLoop()
        let lines = LoopActor.assumeIsolated { () -> [String] in
            let model = LoginViewModel()
            let view = LoginFormView(model: model)
            var lines: [String] = []
            @LoopActor func describe(_ what: String) {
                loop.runOnce()   // the flush: bindings install what changed
                let button = "[\(view.logIn.displayedTitle)] \(view.logIn.isEnabled ? "enabled" : "disabled")"
                let line = "\(what) → \(button) · \"\(view.message.text)\" · email \"\(view.email.text)\" · password \(view.password.text.isEmpty ? "empty" : view.password.displayedText)"
                lines.append(line)
                output(line)
            }
            describe("start")
            for step in steps {
                perform(step, on: view)
                describe(step.description)
            }
            let summary = "final: \(model.logInCount) log-in\(model.logInCount == 1 ? "" : "s")"
            lines.append(summary)
            output(summary)
            return lines
        }
        try loop.close()
        return lines
    }

    /// Does `step` to `view` as the user would (typing character by character).
    ///
    /// - Parameters:
    ///   - step: What the user does.
    ///   - view: The form.
    @LoopActor public static func perform(_ step: LoginStep, on view: LoginFormView) {
        func field(_ field: LoginStep.Field) -> TextField { field == .email ? view.email : view.password }
        switch step {
        case .type(let text, let target):
            for character in text { field(target).userDidType(String(character)) }
        case .deleteBackward(let count, let target):
            for _ in 0..<count { field(target).userDidDeleteBackward() }
        case .leave(let target):
            field(target).userDidEndEditing()
        case .pressLogIn:
            view.logIn.userDidPress()
        }
    }

    /// Runs the form on `backend` until a quit key (Ctrl-Q, Esc, Ctrl-C on a terminal, and
    /// q when the button has the focus; Ctrl+Q in a window), SIGINT, SIGTERM or the window
    /// closing; the terminal is restored before this returns.
    ///
    /// ```swift
    /// print(try LoginFormApp.run(on: .terminal))
    /// ```
    /// - Parameter backend: Where to show it.
    /// - Returns: Who logged in last, if anyone.
    /// - Throws: What opening the backend (`GTKError.displayUnavailable`) or running threw.
    public static func run(on backend: AppBackend) throws -> String {
        let message = LockedValue("")
        // A form per view: each browser tab its own model (one view elsewhere).
        // The standard quit keys, Ctrl-Q first: the fields take q, so the hint names Ctrl-Q.
        let quitKeys: [AppKey] = [.control("q"), .escape, "q"]
        _ = try App(title: "Log in", quitKeys: quitKeys, contentScope: .perView) { context in
            let model = LoginViewModel()
            let view = LoginFormView(model: model, keyHint: context.keyHint(keys: LoginFormView.keys, showsOwnKeys: false))
            context.onStop { _ in
                withExtendedLifetime(view) { message.withLock { $0 = model.message } }
            }
            return view.root
        }.run(on: backend)
        return message.withLock { $0 }
    }

    /// Runs the form on the terminal (``run(on:)``).
    ///
    /// - Returns: Who logged in last, if anyone.
    /// - Throws: What opening the terminal or running the loop threw.
    public static func runInTerminal() throws -> String {
        try run(on: .terminal)
    }
}
