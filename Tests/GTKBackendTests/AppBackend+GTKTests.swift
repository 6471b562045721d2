import AppRunner
import Bindings
import ComposerModel
import Foundation
@testable import GTKBackend
import Synchronization
import Widgets
import XCTest

/// `App` on `AppBackend.gtk`, in a window under Xvfb: the app's quit keys and shortcuts
/// in the window's shortcut controller, and the exit reasons every backend shares.
final class AppBackendGTKTests: XCTestCase {
    /// Runs an app showing a label in a window; `afterFirstFrame` runs once the window
    /// was drawn. Skips without a display.
    private func run(
        _ afterFirstFrame: @escaping @Sendable @LoopActor (GTKWindow) -> Void
    ) throws -> (AppExitReason, [String]) {
        guard Thread.isMainThread else { throw XCTSkip("GTK tests run on the main thread") }
        let log = Mutex<[String]>([])
        let app = App(title: "app", quitKeys: ["q", .control("q")]) { context in
            context.addShortcut("+") { log.withLock { $0.append("plus") } }
            // A loop timer, not a sleep: a run that never ends fails instead of hanging.
            try context.loop.schedule(after: .seconds(20)) {
                log.withLock { $0.append("timed out") }
                context.quit()
            }
            context.onStop { reason in log.withLock { $0.append(reason == .quitKey(.control("q")) ? "stopped by Ctrl-Q" : "stopped") } }
            return Label(style: [.text("shown")])
        }
        prepareGTKDisplay()
        do {
            let reason = try app.run(on: .gtk(width: 200, height: 100, afterFirstFrame: afterFirstFrame))
            return (reason, log.withLock { $0 })
        } catch GTKError.displayUnavailable {
            throw gtkSkip()
        }
    }

    func testQuitKeyEndsRunWithTheUniformReason() throws {
        let (reason, log) = try run { window in
            let inspection = GTKShortcutControllerInspection(window: window)
            XCTAssertEqual(inspection.triggers, ["<Control>q", "plus"], "the quit keys a window honours (not q), then the shortcuts")
            XCTAssertTrue(inspection.activate("plus"))
            XCTAssertTrue(inspection.activate("<Control>q"))
        }
        XCTAssertEqual(reason, .quitKey(.control("q")))
        XCTAssertEqual(log, ["plus", "stopped by Ctrl-Q"])
    }

    func testClosingTheWindowEndsRunWithWindowClosed() throws {
        let (reason, log) = try run { window in window.close() }
        XCTAssertEqual(reason, .windowClosed)
        XCTAssertEqual(log, ["stopped"])
    }

    func testSigtermEndsRunWithTheSignalReason() throws {
        let (reason, _) = try run { _ in raise(SIGTERM) }
        XCTAssertEqual(reason, .signal(.terminate))
    }

    func testGTKIsPickedByItsFlag() throws {
        XCTAssertEqual(try AppBackend.selected(from: [.gtk], arguments: ["--gtk"]).flag, "--gtk")
    }
}
