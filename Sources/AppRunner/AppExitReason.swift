public import Bindings

/// Why ``App/run(on:)`` returned, the same on every backend.
///
/// ```swift
/// switch try app.run(on: .terminal) {
/// case .quitKey(let key): print("quit with \(key)")
/// case .signal(let signal): print("stopped by \(signal)")
/// default: break
/// }
/// ```
///
/// A backend that fails (the terminal cannot be written) makes `run` throw instead,
/// after it restored what it changed.
public enum AppExitReason: Equatable, Sendable {
    /// One of the app's quit keys, or the backend's own (Ctrl-C on a terminal in raw
    /// mode, where it arrives as a key rather than SIGINT).
    case quitKey(AppKey)
    /// SIGINT or SIGTERM.
    case signal(UnixSignal)
    /// ``AppContext/quit()`` was called (or the loop ran out of work).
    case requested
    /// The user closed the app's window.
    case windowClosed
    /// The terminal's input ended (it hung up, or standard input reached its end).
    case inputEnded
}
