/// What a ``TerminalDevice`` reports to the screen that started it.
///
/// ```swift
/// try device.start { event in
///     if case .input(let bytes) = event { keys += parser.parse(bytes) }
/// }
/// ```
public enum TerminalEvent: Sendable {
    /// Bytes the user typed, as the terminal sent them (parse them with ``KeyParser``).
    case input([UInt8])
    /// The window changed size; ``TerminalDevice/size`` already has the new size.
    case resized(Size)
    /// The input reached its end (the terminal hung up or stdin was closed).
    case inputEnded
    /// Reading from the terminal failed; the device stopped reading.
    case failed(any Error)
}
