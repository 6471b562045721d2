public import Bindings

/// An in-memory terminal: records every write, interprets it into a screen you can
/// read back, and lets a test type keys and resize the window.
///
/// ```swift
/// let terminal = MemoryTerminal(width: 20, height: 3)
/// let screen = TerminalScreen(root: label, device: terminal)
/// try screen.start()
/// loop.runOnce()                            // the flush, then the first frame
/// XCTAssertEqual(terminal.screenLines[0], "Count: 3")
/// terminal.type("\t ")                      // Tab, then Space
/// terminal.resize(to: Size(width: 30, height: 5))
/// ```
///
/// It understands the sequences ``TerminalScreen`` writes (cursor position, clear
/// screen, SGR attributes, cursor visibility, the alternate screen); anything else
/// lands in ``unrecognizedSequences``, so a test can assert nothing unexpected was sent.
///
/// Threading: loop only.
@LoopActor
public final class MemoryTerminal: TerminalDevice {
    public private(set) var size: Size
    public let isInteractive = true
    /// Every write, in order.
    public private(set) var writes: [String] = []
    /// Whether the device is started (in raw mode).
    public private(set) var isRawMode = false
    /// What the written bytes drew.
    public private(set) var display: VirtualScreen
    private var handler: (@LoopActor (TerminalEvent) -> Void)?

    /// A terminal of `width` × `height` cells.
    ///
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Rows.
    public init(width: Int, height: Int) {
        size = Size(width: width, height: height)
        display = VirtualScreen(size: size)
    }

    public func start(_ handler: @escaping @LoopActor (TerminalEvent) -> Void) throws {
        self.handler = handler
        isRawMode = true
    }

    public func write(_ text: String) throws {
        writes.append(text)
        display.interpret(text)
    }

    public func stop() {
        handler = nil
        isRawMode = false
    }

    /// The screen's rows as text, trailing blanks trimmed.
    public var screenLines: [String] { display.lines }
    /// Sequences the screen did not understand.
    public var unrecognizedSequences: [String] { display.unrecognizedSequences }
    /// The UTF-8 byte count of the last write (0 before any).
    public var lastWriteByteCount: Int { writes.last?.utf8.count ?? 0 }

    /// Sends `text`'s UTF-8 bytes as typed input.
    ///
    /// - Parameter text: What the user types; escape sequences included (`"\u{1B}[A"` is Up).
    public func type(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends raw bytes as typed input (for malformed sequences and invalid UTF-8).
    ///
    /// - Parameter bytes: The bytes.
    public func send(_ bytes: [UInt8]) {
        handler?(.input(bytes))
    }

    /// Resizes the window, as a terminal emulator would before SIGWINCH.
    ///
    /// - Parameter newSize: The new size in cells.
    public func resize(to newSize: Size) {
        size = newSize
        display.resize(to: newSize)
        handler?(.resized(newSize))
    }

    /// Ends the input, as when the terminal hangs up: ``TerminalApp/run()`` returns after
    /// the screen's next before-sleep phase, unless ``TerminalApp/keepsRunningAfterInputEnds``.
    public func endInput() {
        handler?(.inputEnded)
    }
}
