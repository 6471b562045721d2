import Bindings
import ComposerModel
import Glibc
import Synchronization
import TerminalBackend
import Widgets
import XCTest

@LoopActor
private final class Ticker {
    @Observed var value = 0
}

final class TerminalAppTests: XCTestCase {
    /// Builds an app on a memory terminal, schedules `action` once the first frame is
    /// on screen (right after the first turn's flush, which it follows), runs the app,
    /// and returns the terminal and the app for checks.
    private func runApp(
        _ action: @escaping @LoopActor (MemoryTerminal, TerminalApp) -> Void
    ) throws -> (MemoryTerminal, TerminalApp, EventLoop) {
        let loop = try EventLoop()
        let (terminal, app) = try LoopActor.assumeIsolated { () throws -> (MemoryTerminal, TerminalApp) in
            let label: Label = [.text("ready")]
            let terminal = MemoryTerminal(width: 10, height: 1)
            let app = try TerminalApp(root: label, loop: loop, device: terminal)
            try loop.schedule(after: .zero) {
                // Registered once run() started the screen, this hook runs after the
                // flush's and the screen's, which draws the first frame.
                let hook = Mutex<Int?>(nil)
                hook.withLock { $0 = loop.addBeforeSleep {
                    if let id = hook.withLock({ $0 }) { loop.removeBeforeSleep(id) }
                    XCTAssertEqual(app.screen.framesDrawn, 1, "the first frame is on screen")
                    action(terminal, app)
                } }
            }
            return (terminal, app)
        }
        try app.run()
        return (terminal, app, loop)
    }

    private func assertRestored(_ terminal: MemoryTerminal, file: StaticString = #filePath, line: UInt = #line) {
        LoopActor.assumeIsolated {
            XCTAssertFalse(terminal.isRawMode, "raw mode left on", file: file, line: line)
            XCTAssertTrue(terminal.display.isCursorVisible, "cursor left hidden", file: file, line: line)
            XCTAssertFalse(terminal.display.isAlternateScreen, "alternate screen not left", file: file, line: line)
        }
    }

    func testQuitKeyEndsRunAndRestoresTheTerminal() throws {
        let (terminal, app, loop) = try runApp { terminal, app in
            XCTAssertEqual(terminal.screenLines, ["ready"])
            app.quitKeys.append(.character("q"))
            terminal.type("xq")
        }
        assertRestored(terminal)
        LoopActor.assumeIsolated { XCTAssertEqual(app.exitReason, .quitKey(.character("q"))) }
        try loop.close()
    }

    func testCtrlCQuitsByDefault() throws {
        let (terminal, app, loop) = try runApp { terminal, _ in terminal.send([0x03]) }
        assertRestored(terminal)
        LoopActor.assumeIsolated { XCTAssertEqual(app.exitReason, .quitKey(.interrupt)) }
        try loop.close()
    }

    func testSigtermEndsRunAndRestoresTheTerminal() throws {
        let (terminal, app, loop) = try runApp { _, _ in raise(SIGTERM) }
        assertRestored(terminal)
        LoopActor.assumeIsolated { XCTAssertEqual(app.exitReason, .signal(.terminate)) }
        try loop.close()
    }

    func testSigtermArrivingDuringAFlushEndsRunCleanly() throws {
        let loop = try EventLoop()
        let (terminal, app) = try LoopActor.assumeIsolated { () throws -> (MemoryTerminal, TerminalApp) in
            let ticker = Ticker()
            let label = Label()
            label.bind(to: ticker) { ticker in
                if ticker.value == 1 { raise(SIGTERM) }   // inside the flush's style function
                return [.text("value \(ticker.value)")]
            }
            let terminal = MemoryTerminal(width: 10, height: 1)
            let app = try TerminalApp(root: label, loop: loop, device: terminal)
            try loop.schedule(after: .zero) { ticker.value = 1 }
            return (terminal, app)
        }
        try app.run()
        assertRestored(terminal)
        LoopActor.assumeIsolated {
            XCTAssertEqual(app.exitReason, .signal(.terminate))
            XCTAssertEqual(terminal.screenLines, [""], "the alternate screen was left")
            XCTAssertEqual((app.screen.root as? Label)?.text, "value 1", "the flush that was running completed")
            app.screen.root.lifetime.end()
        }
        try loop.close()
    }

    func testInputEndingEndsRun() throws {
        let (terminal, app, loop) = try runApp { terminal, _ in terminal.endInput() }
        assertRestored(terminal)
        LoopActor.assumeIsolated { XCTAssertEqual(app.exitReason, .inputEnded) }
        try loop.close()
    }

    func testUnusedKeysReachOnKey() throws {
        let received = LockedKeys()
        let (_, app, loop) = try runApp { terminal, app in
            app.onKey = { received.append($0) }
            terminal.type("ab\u{1B}[A")
            app.quit()
        }
        LoopActor.assumeIsolated {
            XCTAssertEqual(received.keys, [.character("a"), .character("b"), .up])
            XCTAssertEqual(app.exitReason, .requested)
        }
        try loop.close()
    }
}

/// Keys collected by a loop callback and read by the test afterwards.
private final class LockedKeys: Sendable {
    private let stored = Mutex<[Key]>([])
    func append(_ key: Key) { stored.withLock { $0.append(key) } }
    var keys: [Key] { stored.withLock { $0 } }
}
