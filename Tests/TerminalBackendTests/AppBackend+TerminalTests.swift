import AppRunner
import Bindings
import ComposerModel
import Glibc
import Synchronization
import TerminalBackend
import Widgets
import XCTest

/// The memory terminal a run draws on: made by the backend's device factory, used by
/// the test on the loop.
private final class TerminalBox: Sendable {
    private let terminal = Mutex<MemoryTerminal?>(nil)

    /// A device factory that makes a memory terminal and keeps it here.
    var device: @Sendable @LoopActor (EventLoop) -> any TerminalDevice {
        { _ in
            let made = MemoryTerminal(width: 20, height: 2)
            self.terminal.withLock { $0 = made }
            return made
        }
    }

    /// The terminal made.
    @LoopActor var made: MemoryTerminal {
        guard let made = terminal.withLock({ $0 }) else { preconditionFailure("no terminal made yet") }
        return made
    }
}

/// What a run saw, checked after it returned.
private struct Observations: Sendable {
    var shortcuts: [String] = []
    var restored = false
    var field = ""
}

/// `App` on `AppBackend.terminal`, on a memory terminal: the quit keys, shortcuts and
/// exit reasons every backend shares, and the terminal restored on every way out.
final class AppBackendTerminalTests: XCTestCase {
    /// Runs an app showing a label (and a text field, which then has the focus) on a
    /// memory terminal; `afterStart` runs in the first turn (the screen is started).
    private func run(
        withTextField: Bool = false,
        quitKeys: [AppKey] = ["q", .control("q")],
        _ afterStart: @escaping @Sendable @LoopActor (MemoryTerminal) -> Void
    ) throws -> (AppExitReason, Observations) {
        let box = TerminalBox()
        let observations = Mutex(Observations())
        let app = App(title: "test", quitKeys: quitKeys) { context in
            context.addShortcut("+") { observations.withLock { $0.shortcuts.append("plus") } }
            let label: Label = [.text("ready")]
            let field = TextField()
            try context.loop.schedule(after: .zero) { afterStart(box.made) }
            context.onStop { _ in
                let terminal = box.made
                let restored = !terminal.isRawMode && terminal.display.isCursorVisible && !terminal.display.isAlternateScreen
                observations.withLock {
                    $0.restored = restored
                    $0.field = field.text
                }
            }
            let root: StackView = [.views(withTextField ? [label, field] : [label]), .axis(.vertical)]
            return root
        }
        let reason = try app.run(on: .terminal(device: box.device))
        return (reason, observations.withLock { $0 })
    }

    func testQuitKeyEndsRunWithTheUniformReasonAndRestoresTheTerminal() throws {
        let (reason, seen) = try run { terminal in terminal.type("+xq") }
        XCTAssertEqual(reason, .quitKey("q"))
        XCTAssertEqual(seen.shortcuts, ["plus"], "the shortcut ran, x did nothing")
        XCTAssertTrue(seen.restored, "raw mode off, cursor shown, alternate screen left")
    }

    func testCtrlCIsTheTerminalsOwnQuitKey() throws {
        let (reason, seen) = try run { terminal in terminal.send([0x03]) }
        XCTAssertEqual(reason, .quitKey(.control("c")))
        XCTAssertTrue(seen.restored)
    }

    func testQuitKeyTypedIntoAFocusedTextFieldIsTextAndCtrlQStillQuits() throws {
        let (reason, seen) = try run(withTextField: true) { terminal in
            terminal.type("q+")
            terminal.send([0x11])   // Ctrl-Q
        }
        XCTAssertEqual(reason, .quitKey(.control("q")))
        XCTAssertEqual(seen.field, "q+", "the field used both keys")
        XCTAssertEqual(seen.shortcuts, [])
    }

    func testStandardQuitKeysInAFocusedTextFieldQTypesAndEscQuits() throws {
        let (reason, seen) = try run(withTextField: true, quitKeys: AppKey.standardQuitKeys) { terminal in
            terminal.type("q")
            terminal.send([0x1B])   // a lone Esc: the parser reports it once its timeout passes
        }
        XCTAssertEqual(reason, .quitKey(.escape))
        XCTAssertEqual(seen.field, "q", "the field typed the q; Esc passed on to the app")
        XCTAssertTrue(seen.restored)
    }

    func testSigtermEndsRunWithTheSignalReasonAndRestoresTheTerminal() throws {
        let (reason, seen) = try run { _ in raise(SIGTERM) }
        XCTAssertEqual(reason, .signal(.terminate))
        XCTAssertTrue(seen.restored)
    }

    func testInputEndingEndsRunWithInputEnded() throws {
        let (reason, seen) = try run { terminal in terminal.endInput() }
        XCTAssertEqual(reason, .inputEnded)
        XCTAssertTrue(seen.restored)
    }

    func testTerminalIsPickedByItsFlag() throws {
        let backend = try AppBackend.selected(from: [.terminal], arguments: ["--terminal"])
        XCTAssertEqual(backend.name, "terminal")
    }
}
