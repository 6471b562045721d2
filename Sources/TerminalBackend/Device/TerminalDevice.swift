public import Bindings

/// Where a ``TerminalScreen`` writes its frames and reads its keys.
///
/// ```swift
/// let device: any TerminalDevice = TTYTerminal.isAvailable ? try TTYTerminal(loop: loop) : PlainTextTerminal()
/// try device.start { event in print(event) }
/// try device.write("\u{1B}[1;1Hhello")
/// device.stop()
/// ```
///
/// Three kinds ship: ``TTYTerminal`` (the real terminal through libuv's tty handle),
/// ``MemoryTerminal`` (an in-memory terminal for tests, which interprets what is
/// written into a screen) and ``PlainTextTerminal`` (frames as plain text on standard
/// output, for logs and pipes).
///
/// Contract: ``start(_:)`` puts the terminal in the mode the screen needs (raw input
/// where there is input) and delivers ``TerminalEvent``s on the loop thread until
/// ``stop()``; ``stop()`` undoes everything ``start(_:)`` did, is idempotent, and never
/// throws, because it runs on error and signal paths.
///
/// Threading: loop only.
@LoopActor
public protocol TerminalDevice: AnyObject {
    /// The terminal's size in cells.
    var size: Size { get }
    /// Whether the device takes cursor-addressed frames (escape sequences) rather
    /// than whole frames as plain text.
    var isInteractive: Bool { get }
    /// Starts input and resize delivery, and raw mode where there is a keyboard.
    ///
    /// - Parameter handler: Receives every event, on the loop thread.
    /// - Throws: What opening the terminal threw, e.g. a `UVError`.
    func start(_ handler: @escaping @LoopActor (TerminalEvent) -> Void) throws
    /// Writes `text` in one piece.
    ///
    /// - Parameter text: Escape sequences and text (or a plain-text frame).
    /// - Throws: What the write threw; the screen reports it and stops.
    func write(_ text: String) throws
    /// Undoes ``start(_:)``: raw mode off, input and resize delivery stopped. Idempotent.
    func stop()
}
