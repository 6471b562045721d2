import Bindings
import Glibc

/// Frames as plain text on standard output (or any descriptor), for logs, pipes and
/// tests: each frame is written whole, without escape sequences, followed by a blank
/// line. There is no keyboard and the size is fixed.
///
/// ```swift
/// let device = PlainTextTerminal(size: Size(width: 60, height: 12))
/// ```
///
/// The default size comes from `COLUMNS` and `LINES` when they hold positive numbers,
/// else 80 × 24.
///
/// Threading: loop only.
@LoopActor
public final class PlainTextTerminal: TerminalDevice {
    public let size: Size
    public let isInteractive = false
    private let descriptor: Int32

    /// A plain-text device writing to `descriptor`.
    ///
    /// - Parameters:
    ///   - size: The frame size; from `COLUMNS`/`LINES` by default.
    ///   - descriptor: Where frames go; standard output by default.
    public init(size: Size? = nil, descriptor: Int32 = STDOUT_FILENO) {
        self.size = size ?? Self.environmentSize()
        self.descriptor = descriptor
    }

    public func start(_ handler: @escaping @LoopActor (TerminalEvent) -> Void) throws {}

    public func write(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw PlainTextTerminalError(errorNumber: errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    public func stop() {}

    private nonisolated static func environmentSize() -> Size {
        func positive(_ name: String) -> Int? {
            guard let value = getenv(name), let number = Int(String(cString: value)), number > 0 else { return nil }
            return number
        }
        return Size(width: positive("COLUMNS") ?? 80, height: positive("LINES") ?? 24)
    }
}

/// A failed `write(2)` of a plain-text frame.
public struct PlainTextTerminalError: Error, CustomStringConvertible {
    /// The `errno` value.
    public let errorNumber: Int32
    public var description: String { "writing a frame failed: \(String(cString: strerror(errorNumber)))" }
}
