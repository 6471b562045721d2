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
                Self.afterTheScreensHook(of: loop) {
                    XCTAssertEqual(app.screen.framesDrawn, 1, "the first frame is on screen")
                    action(terminal, app)
                }
            }
            return (terminal, app)
        }
        try app.run()
        return (terminal, app, loop)
    }

    /// Runs `body` once, in the next before-sleep phase that starts after this call, in
    /// its inspection stage: after the flush and a started screen's frame (so after the
    /// first frame once `run()` started the screen).
    @LoopActor
    private static func afterTheScreensHook(of loop: EventLoop, _ body: @escaping @LoopActor () -> Void) {
        let hook = Mutex<BeforeSleepHookID?>(nil)
        hook.withLock { $0 = loop.addBeforeSleep(stage: .inspection) {
            if let id = hook.withLock({ $0 }) { loop.removeBeforeSleep(id) }
            body()
        } }
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

    func testKeepsRunningAfterInputEndsWhenAsked() throws {
        let (terminal, app, loop) = try runApp { terminal, app in
            app.keepsRunningAfterInputEnds = true
            terminal.endInput()
            // The end is reported in the next before-sleep phase, by the screen's hook;
            // this one runs after it.
            guard let loop = EventLoop.current else { return XCTFail("no loop") }
            Self.afterTheScreensHook(of: loop) {
                XCTAssertNil(app.exitReason, "the input ended and run() goes on")
                XCTAssertTrue(app.screen.isStarted)
                XCTAssertTrue(terminal.isRawMode)
                app.quit()
            }
        }
        assertRestored(terminal)
        LoopActor.assumeIsolated { XCTAssertEqual(app.exitReason, .requested) }
        try loop.close()
    }

    func testInputEndingEndsRunOnAPlainTextTerminalAfterAFrameWithTheBoundValues() throws {
        let input = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThanOrEqual(input, 0)
        defer { close(input) }
        let (exitReason, output) = try runPlainTextApp(input: input) { model, _ in model.value = 42 }
        XCTAssertEqual(exitReason, .inputEnded)
        XCTAssertTrue(output.hasPrefix("value 42\n"), "the log starts with the bound value, not a blank frame: \(output)")
    }

    func testKeysFromAPipeReachTheTreeAndTheLogEndsWithTheFinalState() throws {
        var input: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&input), 0)
        defer { close(input[0]) }
        XCTAssertEqual(write(input[1], "abc", 3), 3)
        close(input[1])
        let (exitReason, output) = try runPlainTextApp(input: input[0]) { _, _ in }
        XCTAssertEqual(exitReason, .inputEnded)
        let frames = output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        XCTAssertEqual(frames.first, "value 0", "the first frame")
        XCTAssertEqual(frames.last, "value 0\nabc", "the keys typed just before the end are in the last frame, whatever the frame rate")
    }

    func testKeepsRunningAfterInputEndsOnAPlainTextTerminalWhenAsked() throws {
        let input = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThanOrEqual(input, 0)
        defer { close(input) }
        let (exitReason, output) = try runPlainTextApp(input: input) { model, app in
            app.keepsRunningAfterInputEnds = true
            // After /dev/null ended (in the first turns): the app still runs and still draws.
            guard let loop = EventLoop.current else { return XCTFail("no loop") }
            _ = try? loop.schedule(after: .milliseconds(20)) {
                XCTAssertNil(app.exitReason)
                model.value = 1
                _ = try? loop.schedule(after: .milliseconds(20)) { app.quit() }
            }
        }
        XCTAssertEqual(exitReason, .requested)
        XCTAssertTrue(output.contains("value 1"), "frames went on after the input ended: \(output)")
    }

    func testInputEndingEndsRunOnATTYTerminal() throws {
        let pty = try PseudoTerminal(columns: 12, rows: 2)
        defer { close(pty.slave) }
        let loop = try EventLoop()
        let app = try LoopActor.assumeIsolated { () throws -> TerminalApp in
            let terminal = try TTYTerminal(loop: loop, inputDescriptor: pty.slave, outputDescriptor: pty.slave)
            let app = try TerminalApp(root: [.text("ready")] as Label, loop: loop, device: terminal)
            try loop.schedule(after: .zero) {
                Self.afterTheScreensHook(of: loop) { pty.hangUp() }
            }
            return app
        }
        try app.run()
        LoopActor.assumeIsolated {
            XCTAssertEqual(app.exitReason, .inputEnded)
            XCTAssertFalse(app.screen.isStarted)
        }
        try loop.close()
    }

    /// Runs an app showing a bound label and a text field on a plain-text device reading
    /// `input` and writing to a pipe, after `configure`, and returns why it stopped and
    /// what it wrote.
    private func runPlainTextApp(
        input: Int32,
        _ configure: @escaping @LoopActor (Ticker, TerminalApp) -> Void
    ) throws -> (TerminalApp.ExitReason?, String) {
        var output: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&output), 0)
        defer { close(output[0]) }
        let loop = try EventLoop()
        let (app, ticker) = try LoopActor.assumeIsolated { () throws -> (TerminalApp, Ticker) in
            let ticker = Ticker()   // bind(to:) holds it weakly: kept below
            let label = Label()
            label.bind(to: ticker) { [.text("value \($0.value)")] }
            let field = TextField()
            let root: StackView = [.views([label, field]), .axis(.vertical), .alignment(.leading)]
            let device = PlainTextTerminal(size: Size(width: 12, height: 2), descriptor: output[1], inputDescriptor: input)
            let app = try TerminalApp(root: root, loop: loop, device: device)
            configure(ticker, app)
            return (app, ticker)
        }
        try withExtendedLifetime(ticker) { try app.run() }
        close(output[1])
        let exitReason = LoopActor.assumeIsolated { () -> TerminalApp.ExitReason? in
            (app.screen.root.children.first as? Label)?.lifetime.end()
            return app.exitReason
        }
        try loop.close()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = read(output[0], &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
        return (exitReason, String(decoding: bytes, as: UTF8.self))
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
