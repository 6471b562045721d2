/// How the demo runs: what the command-line options chose.
///
/// ```swift
/// var configuration = CounterDemoConfiguration()
/// configuration.headless = true
/// configuration.frameLimit = 10
/// ```
public struct CounterDemoConfiguration: Sendable, Equatable {
    /// Time between timer ticks.
    public var interval = Duration.milliseconds(100)
    /// Exit after this many frames (flushes when headless).
    public var frameLimit: Int?
    /// Exit after this long.
    public var duration: Duration?
    /// No terminal: print each flush's installs as a line, then the totals.
    public var headless = false
    /// Whether the timer counts from the start (the Auto-count switch).
    public var autoCounts = true
    /// The frame-rate cap.
    public var framesPerSecond = 60

    /// The defaults: a tick every 100 ms, auto-counting, 60 frames a second, until quit.
    public init() {}
}
