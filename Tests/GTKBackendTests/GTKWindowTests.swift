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

    func testWindowHasAHeaderBarShowingItsTitleUnlessTurnedOff() throws {
        let (loop, app) = try openGTK()
        try LoopActor.assumeIsolated {
            app.endsRunWhenLastWindowCloses = false
            let window = try GTKWindow(runtime: app, title: "Jobs")
            let titlebar = try XCTUnwrap(gtk_window_get_titlebar(cgtk_window(window.window.pointer)))
            XCTAssertEqual(String(cString: g_type_name(cgtk_type_of(UnsafeMutableRawPointer(titlebar)))), "GtkHeaderBar")
            XCTAssertTrue(window.showsHeaderBar)
            window.present()
            // GTK's header bar, with no title widget of its own, shows the window's title.
            let texts = labelTexts(under: titlebar)
            XCTAssertTrue(texts.contains("Jobs"), "\(texts)")
            window.close()
            let plain = try GTKWindow(runtime: app, title: "Kiosk")
            plain.showsHeaderBar = false
            XCTAssertFalse(plain.showsHeaderBar)
            XCTAssertNil(gtk_window_get_titlebar(cgtk_window(plain.window.pointer)))
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

/// The texts of the `GtkLabel`s under `widget`, depth first.
@LoopActor
private func labelTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var texts: [String] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if String(cString: g_type_name(cgtk_type_of(UnsafeMutableRawPointer(current)))) == "GtkLabel",
           let text = gtk_label_get_text(cgtk_label(current)) {
            texts.append(String(cString: text))
        }
        texts += labelTexts(under: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return texts
}
