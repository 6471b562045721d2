import Bindings
import ComposerModel
import Foundation
@testable import GTKBackend
import Widgets
import XCTest

/// GTKApp: the window shows the tree, run() ends on quit() or when the window closes.
final class GTKAppTests: XCTestCase {
    /// Makes an app, or skips without a display.
    private func makeApp(loop: EventLoop, root: @LoopActor () -> Widget) throws -> GTKApp {
        guard Thread.isMainThread else { throw XCTSkip("GTK tests run on the main thread") }
        prepareGTKDisplay()
        do {
            return try LoopActor.assumeIsolated { try GTKApp(root: root(), loop: loop, title: "app", width: 200, height: 100) }
        } catch GTKError.displayUnavailable {
            throw gtkSkip()
        }
    }

    func testQuitEndsRunWithTheTreeShown() throws {
        let loop = try EventLoop()
        defer { XCTAssertNoThrow(try loop.close()) }
        let app = try makeApp(loop: loop) { Label(style: [.text("shown")]) }
        loop.execute {
            XCTAssertTrue(app.window.isOpen)
            XCTAssertEqual(app.screen.existingNativeWidget(for: app.screen.root)?.property("label"), .string("shown"))
            app.quit()
        }
        try app.run()
        LoopActor.assumeIsolated { XCTAssertEqual(app.exitReason, .requested) }
    }

    func testClosingTheWindowEndsRun() throws {
        let loop = try EventLoop()
        defer { XCTAssertNoThrow(try loop.close()) }
        let app = try makeApp(loop: loop) { Button(style: [.title("Close", for: .normal)]) }
        loop.execute { app.window.close() }
        try app.run()
        LoopActor.assumeIsolated {
            XCTAssertEqual(app.exitReason, .windowClosed)
            XCTAssertFalse(app.window.isOpen)
        }
    }
}
