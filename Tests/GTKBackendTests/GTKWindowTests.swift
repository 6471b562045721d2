import Bindings
import CGtk
@testable import GTKBackend
import InMemoryLogging
import Logging
import XCTest

/// A window's life: present, close, refusal, no second life. Synchronous tests: XCTest
/// runs them on the main thread, GTK's one thread.
final class GTKWindowTests: XCTestCase {
    func testWindowThatRefusesToCloseStaysOpen() throws {
        let (loop, app) = try openGTK()
        try LoopActor.assumeIsolated {
            app.endsRunWhenLastWindowCloses = false
            let window = try GTKWindow(runtime: app, title: "refuse")
            var asked = 0
            window.shouldClose = {
                asked += 1
                return false
            }
            window.present()
            window.close()
            XCTAssertTrue(window.isOpen)
            XCTAssertEqual(asked, 1)
            window.shouldClose = nil
            window.close()
            XCTAssertFalse(window.isOpen)
        }
        try loop.close()
    }

    func testPresentingAClosedWindowIsReportedAndDoesNothing() throws {
        let logs = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "test") { _ in logs }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let (loop, app) = try openGTK()
        try LoopActor.assumeIsolated {
            app.endsRunWhenLastWindowCloses = false
            let window = try GTKWindow(runtime: app, title: "once")
            window.present()
            window.close()
            XCTAssertTrue(window.isDestroyed)
            window.present()
            XCTAssertFalse(window.isOpen)
            XCTAssertTrue(app.openWindows.isEmpty)
        }
        XCTAssertEqual(logs.entries.map { $0.metadata["diagnostic"] }, ["windowDestroyed"])
        try loop.close()
    }

    func testWindowNeverPresentedIsDestroyedWhenItsRuntimeShutsDown() throws {
        let (loop, app) = try openGTK()
        let toplevelsBefore = g_list_model_get_n_items(gtk_window_get_toplevels())
        try LoopActor.assumeIsolated {
            _ = try GTKWindow(runtime: app, title: "never shown")   // released at once
            XCTAssertEqual(g_list_model_get_n_items(gtk_window_get_toplevels()), toplevelsBefore + 1)
        }
        try loop.close()
        XCTAssertEqual(g_list_model_get_n_items(gtk_window_get_toplevels()), toplevelsBefore,
                       "GTK keeps a toplevel until it is destroyed: the runtime destroyed it")
    }

    func testTitleIsReadBackFromGTK() throws {
        let (loop, app) = try openGTK()
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "first")
            XCTAssertEqual(window.title, "first")
            window.title = "second"
            XCTAssertEqual(window.title, "second")
        }
        try loop.close()
    }
}
