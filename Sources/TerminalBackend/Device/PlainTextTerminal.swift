public import Bindings
public import Glibc

/// Frames as plain text on standard output (or any descriptor), for logs, pipes and
/// tests: each frame is written whole, without escape sequences, followed by a blank
/// line. The size is fixed.
///
/// ```swift
/// let device = PlainTextTerminal(size: Size(width: 60, height: 12))
/// ```
///
/// The default size comes from `COLUMNS` and `LINES` when they hold positive numbers,
/// else 80 × 24.
///
/// Input: what arrives on the input descriptor (standard input by default: a pipe, a
/// file, `/dev/null`, or a terminal in its line mode) is delivered as typed keys, and its
/// end (or a closed descriptor) as ``TerminalEvent/inputEnded``, which ends
/// ``TerminalApp/run()`` unless ``TerminalApp/keepsRunningAfterInputEnds`` is set. With
/// `inputDescriptor: nil` the device reads nothing and its input never ends.
///
/// Threading: loop only.
@LoopActor
public final class PlainTextTerminal: TerminalDevice {
    public let size: Size
    public let isInteractive = false
    private let descriptor: Int32
    private let inputDescriptor: Int32?
    private var input: InputReader?

    /// A plain-text device writing to `descriptor` and reading `inputDescriptor`.
    ///
    /// ```swift
    /// let log = PlainTextTerminal(size: Size(width: 60, height: 12), inputDescriptor: nil)   // no input
    /// ```
    ///
    /// - Parameters:
    ///   - size: The frame size; from `COLUMNS`/`LINES` by default.
    ///   - descriptor: Where frames go; standard output by default.
    ///   - inputDescriptor: Where keys come from, read from ``start(_:)`` to ``stop()``
    ///     (and never closed by the device); standard input by default, `nil` for none.
    public init(size: Size? = nil, descriptor: Int32 = STDOUT_FILENO, inputDescriptor: Int32? = STDIN_FILENO) {
        self.size = size ?? Self.environmentSize()
        self.descriptor = descriptor
        self.inputDescriptor = inputDescriptor
    }

    public func start(_ handler: @escaping @LoopActor (TerminalEvent) -> Void) throws {
        guard input == nil, let inputDescriptor, let loop = EventLoop.current else { return }
        let input = InputReader(loop: loop, fileDescriptor: inputDescriptor)
        self.input = input
        do {
            try input.startReading { result in
                switch result {
                case .success(let bytes):
                    handler(.input(bytes))
                case .failure(let error) where error.name == "EOF" || error.name == "EBADF":
                    handler(.inputEnded)   // a closed descriptor is no input at all
                case .failure(let error):
                    handler(.failed(error))
                }
            }
        } catch {
            stop()
            throw error
        }
    }

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

    public func stop() {
        input?.close()
        input = nil
    }

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
