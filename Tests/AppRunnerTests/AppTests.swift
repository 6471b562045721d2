import AppRunner
import Bindings
import Glibc
import XCTest

/// A backend that cannot open (no display, say).
private struct BackendUnavailable: Error {}

final class AppTests: XCTestCase {
    func testQuitKeyEndsRunWithTheQuitKeyReason() throws {
        let log = EventLog()
        let backend = AppBackend.recording("fake", log: log) { context in
            try context.loop.schedule(after: .zero) {
                XCTAssertFalse(context.handle("x"), "not a quit key nor a shortcut")
                XCTAssertTrue(context.handle("q"))
            }
        }
        let reason = try labelApp(quitKeys: ["q"]).run(on: backend)
        XCTAssertEqual(reason, .quitKey("q"))
        XCTAssertEqual(log.all, ["open fake", "start root", "stop"])
    }

    func testShortcutRunsItsActionAndAQuitKeyWinsOverIt() throws {
        let log = EventLog()
        let app = labelApp(quitKeys: [.control("q")]) { context in
            context.addShortcut("+") { log.append("plus") }
            context.addShortcut(.control("q")) { log.append("never: the quit key wins") }
        }
        let backend = AppBackend.recording("fake", log: log) { context in
            XCTAssertEqual(context.shortcutKeys, ["+", .control("q")])
            try context.loop.schedule(after: .zero) {
                context.handle("+")
                context.handle(.control("q"))
            }
        }
        XCTAssertEqual(try app.run(on: backend), .quitKey(.control("q")))
        XCTAssertEqual(log.all, ["open fake", "start root", "plus", "stop"])
    }

    func testSigtermEndsRunWithTheSignalReasonAfterTheBackendStops() throws {
        let log = EventLog()
        let app = labelApp { context in
            context.onStop { reason in log.append(reason == .signal(.terminate) ? "stopped by SIGTERM" : "stopped") }
        }
        let backend = AppBackend.recording("fake", log: log) { context in
            try context.loop.schedule(after: .zero) { raise(SIGTERM) }
        }
        XCTAssertEqual(try app.run(on: backend), .signal(.terminate))
        XCTAssertEqual(log.all, ["open fake", "start root", "stop", "stopped by SIGTERM"])
    }

    func testQuitRequestedInTheContentEndsRunWithoutRunningTheLoop() throws {
        let app = labelApp { context in context.quit() }
        XCTAssertEqual(try app.run(on: .recording("fake")), .requested)
    }

    func testFirstReasonIsKept() throws {
        let backend = AppBackend.recording("fake") { context in
            context.finish(.windowClosed)
            context.finish(.inputEnded)
            XCTAssertEqual(context.exitReason, .windowClosed)
        }
        XCTAssertEqual(try labelApp().run(on: backend), .windowClosed)
    }

    func testBackendFailureIsThrownAfterTheBackendStopped() throws {
        let log = EventLog()
        let app = labelApp { context in
            context.onStop { _ in log.append("never: the run failed") }
        }
        let backend = AppBackend.recording("fake", log: log) { context in
            try context.loop.schedule(after: .zero) { context.fail(BackendUnavailable()) }
        }
        XCTAssertThrowsError(try app.run(on: backend)) { error in
            XCTAssertTrue(error is BackendUnavailable)
        }
        XCTAssertEqual(log.all, ["open fake", "start root", "stop"])
    }

    func testBackendThatCannotOpenThrowsBeforeTheContentIsBuiltAndClosesTheLoop() throws {
        let built = EventLog()
        let app = labelApp { _ in built.append("content") }
        let unavailable = AppBackend(name: "none", flag: "--none", summary: "never opens") { _ in throw BackendUnavailable() }
        XCTAssertThrowsError(try app.run(on: unavailable)) { error in
            XCTAssertTrue(error is BackendUnavailable)
        }
        XCTAssertEqual(built.all, [], "nothing was built")
        XCTAssertEqual(try labelApp { $0.quit() }.run(on: .recording("fake")), .requested, "the loop was closed: a new run opens one")
    }

    func testRunWithArgumentsRunsTheFlaggedBackend() throws {
        let log = EventLog()
        let backends: [AppBackend] = [.recording("first", log: log), .recording("second", log: log)]
        let app = labelApp { context in
            log.append("backend \(context.backend.name)")
            context.quit()
        }
        XCTAssertEqual(try app.run(backends: backends, arguments: ["--second"]), .requested)
        XCTAssertEqual(log.all, ["open second", "backend second", "start root", "stop"])
    }

    func testRunWithAnUnknownFlagThrowsBeforeAnythingOpens() {
        let log = EventLog()
        XCTAssertThrowsError(try labelApp().run(backends: [.recording("fake", log: log)], arguments: ["--gkt"])) { error in
            XCTAssertEqual("\(error)", "unknown option '--gkt' (the backend flags are --fake)")
        }
        XCTAssertEqual(log.all, [])
    }
}
