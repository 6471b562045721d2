import Glibc
import XCTest

/// A pseudo-terminal pair for tests: the slave is the terminal a program reads and
/// writes, the master is the test's side of it (what it writes is typed; closing it
/// hangs the terminal up).
///
/// ```swift
/// let pty = try PseudoTerminal(columns: 12, rows: 2)
/// _ = write(pty.master, "hi\n", 3)   // typed on the terminal
/// pty.hangUp()
/// ```
///
/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` are X/Open functions that Swift's
/// Glibc module does not declare; they are looked up in the C library at run time.
struct PseudoTerminal {
    /// The test's side.
    let master: Int32
    /// The terminal.
    let slave: Int32

    private typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// Opens a pair whose window is `columns` × `rows`.
    ///
    /// - Throws: ``PseudoTerminalError`` when the system has no pseudo-terminal to give.
    init(columns: UInt16, rows: UInt16) throws {
        let library = try XCTUnwrap(dlopen(nil, RTLD_NOW), "dlopen of the program failed")
        defer { dlclose(library) }
        func function<F>(_ name: String, as type: F.Type) throws -> F {
            unsafeBitCast(try XCTUnwrap(dlsym(library, name), "\(name) not found"), to: type)
        }
        let master = try function("posix_openpt", as: DescriptorFunction.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw PseudoTerminalError(errorNumber: errno) }
        guard try function("grantpt", as: DescriptorFunction.self)(master) == 0,
              try function("unlockpt", as: DescriptorFunction.self)(master) == 0,
              let name = try function("ptsname", as: NameFunction.self)(master) else {
            close(master)
            throw PseudoTerminalError(errorNumber: errno)
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw PseudoTerminalError(errorNumber: errno)
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        self.master = master
        self.slave = slave
    }

    /// Closes the test's side: the terminal hangs up.
    func hangUp() {
        close(master)
    }
}

/// A pseudo-terminal could not be opened.
struct PseudoTerminalError: Error, CustomStringConvertible {
    let errorNumber: Int32
    var description: String { "opening a pseudo-terminal failed: \(String(cString: strerror(errorNumber)))" }
}
