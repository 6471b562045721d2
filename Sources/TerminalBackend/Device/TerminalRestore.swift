import Bindings
import Glibc
import Synchronization

/// The last line of defence for the user's terminal: if the process exits while raw
/// mode or the alternate screen is still on (an uncaught error, `exit()` from deep
/// inside), an `atexit` handler shows the cursor, leaves the alternate screen and
/// resets the tty mode.
///
/// The orderly paths (``TerminalScreen/stop()``, ``TTYTerminal/stop()``) clear the
/// flags, so the handler writes nothing after a clean shutdown.
enum TerminalRestore {
    private static let rawMode = Atomic<Bool>(false)
    private static let screenModified = Atomic<Bool>(false)
    private static let registered = Atomic<Bool>(false)

    /// The sequence that undoes what ``TerminalScreen`` does on start.
    static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    static var isRawModeActive: Bool {
        get { rawMode.load(ordering: .acquiring) }
        set { rawMode.store(newValue, ordering: .releasing) }
    }

    static var isScreenModified: Bool {
        get { screenModified.load(ordering: .acquiring) }
        set { screenModified.store(newValue, ordering: .releasing) }
    }

    /// Registers the `atexit` handler once per process.
    static func registerExitHandler() {
        guard registered.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        atexit {
            if TerminalRestore.screenModified.exchange(false, ordering: .acquiringAndReleasing) {
                let bytes = Array(TerminalRestore.restoreSequence.utf8)
                _ = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            }
            if TerminalRestore.rawMode.exchange(false, ordering: .acquiringAndReleasing) {
                TTYHandle.resetMode()
            }
        }
    }
}
