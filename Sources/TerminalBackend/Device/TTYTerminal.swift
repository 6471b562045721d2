public import Bindings
public import Glibc

/// The process's terminal, through libuv's tty handle: raw-mode keys from standard
/// input, frames to standard output, and the window size, refreshed on SIGWINCH.
///
/// ```swift
/// guard TTYTerminal.isAvailable else { return runHeadless() }
/// let screen = TerminalScreen(root: form, device: try TTYTerminal(loop: loop))
/// ```
///
/// Restoring: ``stop()`` switches raw mode off and closes the handles. As a last line
/// of defence, the first start registers an `atexit` handler that resets the mode
/// (`uv_tty_reset_mode`) if the process exits while a terminal is still started.
///
/// Threading: loop only.
@LoopActor
public final class TTYTerminal: TerminalDevice {
    public private(set) var size: Size
    public let isInteractive = true
    private let loop: EventLoop
    private let inputDescriptor: Int32
    private let output: TTYHandle
    private var input: TTYHandle?
    private var resizeSubscription: UnixSignalSubscription?

    /// Whether standard input and standard output are both terminals.
    public nonisolated static var isAvailable: Bool {
        TTYHandle.isTerminal(STDIN_FILENO) && TTYHandle.isTerminal(STDOUT_FILENO)
    }

    /// Opens the terminal behind standard output for writing.
    ///
    /// - Parameters:
    ///   - loop: The loop that will read keys and deliver resizes.
    ///   - inputDescriptor: Where keys come from; standard input by default.
    ///   - outputDescriptor: Where frames go; standard output by default.
    /// - Throws: `UVError` (`EINVAL` when `outputDescriptor` is not a terminal).
    public init(loop: EventLoop, inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) throws {
        self.loop = loop
        self.inputDescriptor = inputDescriptor
        output = try TTYHandle(loop: loop, fileDescriptor: outputDescriptor, readable: false)
        do {
            size = try Self.size(of: output)
        } catch {
            output.closeHandle()
            throw error
        }
    }

    public func start(_ handler: @escaping @LoopActor (TerminalEvent) -> Void) throws {
        guard input == nil else { return }
        TerminalRestore.registerExitHandler()
        let input = try TTYHandle(loop: loop, fileDescriptor: inputDescriptor, readable: true)
        self.input = input
        do {
            try input.setRawMode(true)
            TerminalRestore.isRawModeActive = true
            try input.startReading { [weak self] result in
                switch result {
                case .success(let bytes):
                    handler(.input(bytes))
                case .failure(let error) where error.name == "EOF":
                    self?.input?.closeHandle()
                    handler(.inputEnded)
                case .failure(let error):
                    self?.input?.closeHandle()
                    handler(.failed(error))
                }
            }
            resizeSubscription = try loop.onUnixSignal(.windowChange) { [weak self] in
                guard let self, let newSize = try? Self.size(of: output), newSize != size else { return }
                size = newSize
                handler(.resized(newSize))
            }
        } catch {
            stop()
            throw error
        }
    }

    private static func size(of tty: TTYHandle) throws -> Size {
        let (columns, rows) = try tty.windowSize()
        return Size(width: columns, height: rows)
    }

    public func write(_ text: String) throws {
        try output.write(Array(text.utf8))
    }

    public func stop() {
        resizeSubscription?.dispose()
        resizeSubscription = nil
        if let input {
            try? input.setRawMode(false)
            input.closeHandle()
        }
        input = nil
        TTYHandle.resetMode()
        TerminalRestore.isRawModeActive = false
    }

    isolated deinit {
        stop()
        output.closeHandle()
    }
}
