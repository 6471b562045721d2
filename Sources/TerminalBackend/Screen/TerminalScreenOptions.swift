import Glibc

/// How a ``TerminalScreen`` draws.
///
/// ```swift
/// var options = TerminalScreenOptions()
/// options.framesPerSecond = 30
/// options.colors = .basic16
/// ```
public struct TerminalScreenOptions: Sendable {
    /// At most this many frames a second (1...1000, default 60). Changes arriving
    /// faster are drawn together in the next allowed frame; none is lost.
    public var framesPerSecond = 60
    /// The colors the terminal shows; read from `NO_COLOR`, `COLORTERM` and `TERM` by default.
    public var colors = ColorSupport(environment: TerminalScreenOptions.processEnvironment)
    /// How long a lone Escape byte waits for the rest of a sequence before it counts as
    /// the Escape key (default 50 ms).
    public var escapeTimeout = Duration.milliseconds(50)

    /// The defaults.
    public init() {}

    /// The frame interval the rate allows.
    var frameInterval: Duration { .nanoseconds(1_000_000_000 / Int64(framesPerSecond)) }

    /// `NO_COLOR`, `COLORTERM` and `TERM` from the process environment.
    static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}

/// Why a ``TerminalScreen`` refused to start.
public enum TerminalScreenError: Error, Equatable, CustomStringConvertible {
    /// `framesPerSecond` outside 1...1000.
    case invalidFrameRate(Int)
    /// The screen was started on a thread that is not its loop's.
    case notOnLoopThread

    public var description: String {
        switch self {
        case .invalidFrameRate(let rate): "framesPerSecond must be in 1...1000, got \(rate)"
        case .notOnLoopThread: "a TerminalScreen starts on its EventLoop's thread"
        }
    }
}
