/// Why the GTK backend could not do what was asked.
///
/// ```swift
/// do {
///     let app = try GTKRuntime(loop: loop)
/// } catch GTKError.displayUnavailable {
///     print(GTKError.displayUnavailable)   // one line: no display, and what to do
/// }
/// ```
public enum GTKError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `gtk_init_check` failed: no display could be opened (no `DISPLAY` or
    /// `WAYLAND_DISPLAY`, or the server is unreachable). GTK cannot be retried in the
    /// same process.
    case displayUnavailable
    /// GTK was initialised on another thread: GTK lives on one thread for the whole
    /// process, and its loop thread must be that thread.
    case wrongThread
    /// Another thread owns GLib's default main context (`g_main_context_acquire` failed).
    case mainContextOwnedElsewhere
    /// A ``GTKRuntime`` is already open; shut it down before making another.
    case runtimeAlreadyOpen

    /// The old name of ``runtimeAlreadyOpen``.
    @available(*, deprecated, renamed: "runtimeAlreadyOpen")
    public static var applicationAlreadyOpen: GTKError { .runtimeAlreadyOpen }
    /// A GTK constructor returned `NULL`.
    case objectNotCreated(operation: String)
    /// A GLib or GTK call reported a `GError`.
    case glib(operation: String, domain: String, code: Int32, message: String)
    /// The window has not been shown and laid out yet, so there is nothing to snapshot.
    case windowNotDrawn(title: String)

    /// One line saying what went wrong and, where there is one, what to do.
    public var description: String {
        switch self {
        case .displayUnavailable:
            "GTK could not open a display (DISPLAY and WAYLAND_DISPLAY unset or unreachable): "
                + "run in a desktop session, or headless under `xvfb-run -a`"
        case .wrongThread:
            "GTK was initialised on another thread; GTK lives on one thread per process"
        case .mainContextOwnedElsewhere:
            "another thread owns GLib's default main context; the loop thread cannot drive it"
        case .runtimeAlreadyOpen:
            "a GTKRuntime is already open; call shutDown() on it first"
        case .objectNotCreated(let operation):
            "\(operation) returned NULL"
        case .glib(let operation, let domain, let code, let message):
            "\(operation) failed: \(message) (\(domain) \(code))"
        case .windowNotDrawn(let title):
            "the window \"\(title)\" has not been drawn yet: present it and snapshot it in afterNextFrame"
        }
    }
}
