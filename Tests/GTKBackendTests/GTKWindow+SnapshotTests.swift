import Bindings
import CGtk
import Foundation
@testable import GTKBackend
import XCTest

/// A window photographed by GTK's own drawing. Synchronous tests: XCTest runs them on the
/// main thread, GTK's one thread.
final class GTKWindowSnapshotTests: XCTestCase {
    func testWindowWithALabelRendersAPNGOfItsSizeWithTheLabelsPixels() throws {
        pinCairoRenderer()
        let (loop, app) = try openGTK()
        let path = temporaryPNGPath("label")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let shot = LoopActor.assumeIsolated { Shot() }
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "snapshot", width: 240, height: 80)
            window.showsHeaderBar = false   // the default size is then the window's
            let label = try GObjectReference(sinking: gtk_label_new("Hello from LoopComposer"), from: "gtk_label_new")
            window.setChild(label)
            window.present()
            window.afterNextFrame {
                shot.windowSize = (Int(gtk_widget_get_width(cgtk_widget(window.window.pointer))),
                                   Int(gtk_widget_get_height(cgtk_widget(window.window.pointer))))
                shot.result = Result { () throws(GTKError) in try window.snapshotPNG(to: path) }
                window.close()
            }
        }
        try runLoop(loop)
        try LoopActor.assumeIsolated {
            let size = try XCTUnwrap(shot.result).get()
            XCTAssertEqual(size.width, shot.windowSize.width)
            XCTAssertEqual(size.height, shot.windowSize.height)
            XCTAssertGreaterThanOrEqual(size.width, 240)
            let image = try PNGPixels(path: path)
            XCTAssertEqual(image.width, size.width)
            XCTAssertEqual(image.height, size.height)
            // The label's glyphs: pixels that differ from the window's background (a corner).
            XCTAssertGreaterThan(image.pixelsDiffering(from: image.pixel(x: 0, y: 0)), 50)
        }
        try loop.close()
    }

    func testEmptyWindowRendersOnlyItsBackground() throws {
        pinCairoRenderer()
        let (loop, app) = try openGTK()
        let path = temporaryPNGPath("empty")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let shot = LoopActor.assumeIsolated { Shot() }
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "empty", width: 120, height: 60)
            window.showsHeaderBar = false   // its title and close button are not background
            window.present()
            window.afterNextFrame {
                shot.result = Result { () throws(GTKError) in try window.snapshotPNG(to: path) }
                window.close()
            }
        }
        try runLoop(loop)
        try LoopActor.assumeIsolated {
            _ = try XCTUnwrap(shot.result).get()
            let image = try PNGPixels(path: path)
            XCTAssertEqual(image.pixelsDiffering(from: image.pixel(x: 0, y: 0)), 0)
        }
        try loop.close()
    }

    func testWindowNotShownCannotBeSnapshotted() throws {
        let (loop, app) = try openGTK()
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "hidden")
            XCTAssertThrowsError(try window.snapshotPNG(to: temporaryPNGPath("hidden"))) { error in
                XCTAssertEqual(error as? GTKError, .windowNotDrawn(title: "hidden"))
            }
        }
        try loop.close()
    }

    func testUnwritablePathIsAGLibErrorNamingThePath() throws {
        let (loop, app) = try openGTK()
        let shot = LoopActor.assumeIsolated { Shot() }
        let path = "/nonexistent/loopcomposer/window.png"
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "unwritable", width: 80, height: 40)
            window.present()
            window.afterNextFrame {
                shot.result = Result { () throws(GTKError) in try window.snapshotPNG(to: path) }
                window.close()
            }
        }
        try runLoop(loop)
        try LoopActor.assumeIsolated {
            XCTAssertThrowsError(try XCTUnwrap(shot.result).get()) { error in
                guard case .glib(let operation, _, _, _)? = error as? GTKError else {
                    return XCTFail("not a GLib error: \(error)")
                }
                XCTAssertTrue(operation.contains(path), operation)
            }
        }
        try loop.close()
    }
}

/// What a frame callback saw.
@LoopActor
private final class Shot {
    var windowSize = (width: 0, height: 0)
    var result: Result<(width: Int, height: Int), GTKError>?
}

/// A fresh PNG path in the temporary folder.
private func temporaryPNGPath(_ name: String) -> String {
    NSTemporaryDirectory() + "loopcomposer-\(name)-\(UUID().uuidString).png"
}

/// Pins GSK's renderer to cairo (stable pixels) unless the environment chose one; GSK
/// reads it once, when the first window is realized.
func pinCairoRenderer() {
    setenv("GSK_RENDERER", "cairo", 0)
}
