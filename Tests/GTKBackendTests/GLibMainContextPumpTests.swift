import Bindings
import CGtk
import Glibc
@testable import GTKBackend
import InMemoryLogging
import Logging
import XCTest

/// GLib's default context under the libuv loop: what the pump reports. Synchronous
/// tests: XCTest runs them on the main thread, GTK's one thread.
final class GLibMainContextPumpTests: XCTestCase {
    func testADescriptorGLibStartsWatchingInPlaceOfAnotherIsWatched() throws {
        let (loop, app) = try openGTK()
        let window = try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "descriptors")
            window.present()
            return window
        }
        var first: [Int32] = [0, 0]
        var second: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&first), 0)
        XCTAssertEqual(pipe(&second), 0)
        defer { for end in first + second { _ = Glibc.close(end) } }
        var byte: UInt8 = 1
        var order: [String] = []
        // GLib polls the first pipe, then, once it was read, the second in its place: as many
        // descriptors as before, one of them another.
        GLibSources.addReadableWatch(fileDescriptor: first[0]) {
            _ = read(first[0], &byte, 1)
            order.append("first")
            GLibSources.addReadableWatch(fileDescriptor: second[0]) {
                _ = read(second[0], &byte, 1)
                order.append("second")
                LoopActor.assumeIsolated { window.close() }
                return false
            }
            GLibSources.addTimeout(milliseconds: 5) {
                _ = write(second[1], &byte, 1)
                return false
            }
            return false
        }
        GLibSources.addTimeout(milliseconds: 5) {
            _ = write(first[1], &byte, 1)
            return false
        }
        try runLoop(loop)
        XCTAssertEqual(order, ["first", "second"])
        try loop.close()
    }

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

