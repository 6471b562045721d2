import Bindings
import Foundation
@testable import GTKBackend
import Widgets
import XCTest

/// The application's name for assistive technology (AT-SPI said "Unnamed" without it).
final class GTKRuntimeApplicationNameTests: XCTestCase {
    func testAnAppNamesTheApplicationAfterItsTitleOnce() throws {
        guard Thread.isMainThread else { throw XCTSkip("GTK tests run on the main thread") }
        let loop = try EventLoop()
        defer { XCTAssertNoThrow(try loop.close()) }
        // GLib keeps the first name for the process: another test's app may have named it.
        let earlier = GTKRuntime.applicationName
        let app: GTKApp
        do {
            app = try LoopActor.assumeIsolated { try GTKApp(root: Label(), loop: loop, title: "Named app") }
        } catch GTKError.displayUnavailable {
            throw XCTSkip("GTK tests skipped: \(GTKError.displayUnavailable)")
        }
        LoopActor.assumeIsolated { app.window.present() }   // named once shown (GTKWindow.present())
        XCTAssertEqual(GTKRuntime.applicationName, earlier ?? "Named app")
        LoopActor.assumeIsolated {
            app.runtime.nameApplication("Another title")
            app.window.close()
        }
        XCTAssertEqual(GTKRuntime.applicationName, earlier ?? "Named app", "the first name stays")
    }
}
