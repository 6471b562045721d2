import Bindings
import CGtk
@testable import GTKBackend
import InMemoryLogging
import Logging
import XCTest

/// GLib's default context under the libuv loop: what the pump reports. Synchronous
/// tests: XCTest runs them on the main thread, GTK's one thread.
final class GLibMainContextPumpTests: XCTestCase {
    func testNestedMainLoopIsReported() throws {
        let logs = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "test") { _ in logs }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let (loop, app) = try openGTK()
        let window = try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "nested")
            window.present()
            return window
        }
        let before = LoopActor.assumeIsolated { GLibMainContextPump.nestedLoopReports }
        GLibSources.addTimeout(milliseconds: 5) {
            // A nested iteration of GLib's default context, as a modal dialog's loop does.
            _ = g_main_context_iteration(nil, 0)
            _ = g_main_context_iteration(nil, 0)
            LoopActor.assumeIsolated { window.close() }
            return false
        }
        try runLoop(loop)
        LoopActor.assumeIsolated {
            XCTAssertEqual(GLibMainContextPump.nestedLoopReports, before + 1, "reported once per nested episode")
        }
        try loop.close()
        let nested = logs.entries.filter { $0.metadata["diagnostic"] == "nestedMainLoop" }
        XCTAssertEqual(nested.count, 1)
        XCTAssertTrue(nested.first.map { "\($0.message)".contains("nested GLib main loop") } ?? false)
    }
}
