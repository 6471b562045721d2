import Glibc

/// A Unix signal number, for ``EventLoop/onUnixSignal(_:_:)``.
///
/// ```swift
/// try loop.onUnixSignal(.terminate) { loop.stop() }
/// let hangUp = UnixSignal(rawValue: SIGHUP)
/// print(UnixSignal.windowChange)   // "SIGWINCH"
/// ```
public struct UnixSignal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The signal number, e.g. `SIGINT` (2 on Linux).
    public let rawValue: Int32

    /// Wraps a signal number; whether it names a signal that can be caught is checked
    /// when subscribing.
    ///
    /// ```swift
    /// let user1 = UnixSignal(rawValue: SIGUSR1)
    /// ```
    /// - Parameter rawValue: The signal number.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `SIGINT`: the user pressed Ctrl-C.
    public static let interrupt = UnixSignal(rawValue: SIGINT)
    /// `SIGTERM`: a polite request to terminate.
    public static let terminate = UnixSignal(rawValue: SIGTERM)
    /// `SIGWINCH`: the terminal window changed size.
    public static let windowChange = UnixSignal(rawValue: SIGWINCH)

    /// The signal's name, e.g. `"SIGWINCH"`, or `"signal 42"` for other numbers.
    public var description: String {
        switch rawValue {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGWINCH: "SIGWINCH"
        default: "signal \(rawValue)"
        }
    }
}
