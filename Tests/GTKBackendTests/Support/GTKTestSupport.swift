import Bindings
import Foundation
@testable import GTKBackend
import LoopComposerGTKTesting
import XCTest

/// Opens a loop and a ``GTKRuntime`` on it for a GTK test, on the process's display or
/// the one virtual display started for it (``prepareGTKDisplay()``), or skips the test
/// with one line saying why (no display and no Xvfb).
///
/// GTK is initialised once per process and lives on the thread that initialised it. Every
/// GTK test is a synchronous XCTest method, which XCTest on Linux runs on the main thread;
/// this helper checks that it is, so all GTK tests share the main thread as GTK's thread
/// (a test run elsewhere fails here instead of crashing in GTK).
///
/// ```swift
/// let (loop, app) = try openGTK()
/// defer { XCTAssertNoThrow(try loop.close()) }
/// ```
/// - Returns: The open loop and runtime; close the loop at the end of the test.
/// - Throws: `XCTSkip` without a display; what ``GTKRuntime/init(loop:)`` throws otherwise.
func openGTK(file: StaticString = #filePath, line: UInt = #line) throws -> (EventLoop, GTKRuntime) {
    guard Thread.isMainThread else {
        XCTFail("GTK tests run on the main thread (GTK's one thread)", file: file, line: line)
        throw XCTSkip("not on the main thread")
    }
    prepareGTKDisplay()
    keepGTKAccessibilityRecorded()
    let loop = try EventLoop()
    do {
        let app = try LoopActor.assumeIsolated { try GTKRuntime(loop: loop) }
        return (loop, app)
    } catch GTKError.displayUnavailable {
        try loop.close()
        throw gtkSkip()
    } catch {
        try loop.close()
        throw error
    }
}

/// Gives the process a display before GTK initialises: the session's, or one Xvfb
/// started for the test process (``GTKTestDisplay``), so a headless `swift test` runs
/// the GTK tests instead of skipping them.
///
/// ```swift
/// prepareGTKDisplay()
/// let reason = try app.run(on: .gtk(width: 200, height: 100))
/// ```
func prepareGTKDisplay() {
    GTKTestDisplay.prepare()
}

/// The one-line skip of a GTK test that found no display (and could not start one).
///
/// - Returns: The skip to throw.
func gtkSkip(file: StaticString = #filePath, line: UInt = #line) -> XCTSkip {
    XCTSkip(GTKTestDisplay.skipMessage, file: file, line: line)
}

/// Runs `loop` until it stops, failing the test (instead of hanging) after `timeout`:
/// a loop timer that stops the loop, not a sleep.
///
/// - Parameters:
///   - loop: The loop.
///   - timeout: How long the test may run at most.
/// - Returns: Whether the loop ended on its own (the timeout did not fire).
@discardableResult
func runLoop(_ loop: EventLoop, timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
    let timedOut = LoopActor.assumeIsolated { TimedOut() }
    let guardTimer = try LoopActor.assumeIsolated {
        try loop.schedule(after: timeout) {
            timedOut.value = true
            loop.stop()
        }
    }
    try loop.run()
    LoopActor.assumeIsolated { guardTimer.dispose() }
    let ended = LoopActor.assumeIsolated { !timedOut.value }
    XCTAssertTrue(ended, "the loop was still running after \(timeout)", file: file, line: line)
    return ended
}

/// A flag set by the timeout guard.
@LoopActor
final class TimedOut {
    var value = false
}

/// Turns `GTK_A11Y=none` (the documented test command's, to keep GTK off a D-Bus session
/// bus) into `GTK_A11Y=test`, GTK's in-process test backend: just as bus-free, but it
/// records accessible properties, which the accessibility tests read back. GTK reads the
/// variable once, when it makes its first accessible context, so this runs before any
/// GTK test's runtime opens.
func keepGTKAccessibilityRecorded() {
    if ProcessInfo.processInfo.environment["GTK_A11Y"] == "none" { setenv("GTK_A11Y", "test", 1) }
}
