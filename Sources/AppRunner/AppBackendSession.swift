public import Bindings
public import Widgets

/// One backend's part of one run of an ``App``: shows the root and maps the app's quit
/// keys and shortcuts to the backend's own input, until the runner stops it.
///
/// A backend module makes one in its ``AppBackend``'s `open` closure, given the run's
/// ``AppContext``. It hands the keys the tree left to ``AppContext/handle(_:)`` (a quit
/// key ends the run, a shortcut's key runs its action), reports its own end (a closed
/// window) with ``AppContext/finish(_:)`` and a failure with ``AppContext/fail(_:)``;
/// it never runs nor stops the loop, and never subscribes to signals (the runner does).
///
/// ```swift
/// @LoopActor final class EchoSession: AppBackendSession {
///     func start(root: Widget) throws { print(root.diagnosticName) }
///     func stop() {}
/// }
/// let echo = AppBackend(name: "echo", flag: "--echo") { _ in EchoSession() }
/// ```
///
/// Thread rule: the loop thread (`@LoopActor`). ``stop()`` runs after the loop returned
/// and before it closes, once, also when ``start(root:)`` threw.
@LoopActor
public protocol AppBackendSession: AnyObject {
    /// Shows `root` (draws the first frame, presents the window) and starts reading input.
    ///
    /// - Parameter root: The app's root widget.
    /// - Throws: What showing it threw; the run then ends with that error.
    func start(root: Widget) throws

    /// Stops showing the tree and gives back what the backend took (the terminal's modes,
    /// the native widgets), while the loop is still open. Idempotent.
    func stop()

    /// Frames the backend has shown so far (terminal frames written), or `nil` for a
    /// backend that does not count them (a GTK window draws on GTK's frame clock).
    var framesPresented: Int? { get }
}

extension AppBackendSession {
    /// `nil`: the backend does not count frames.
    public var framesPresented: Int? { nil }
}
