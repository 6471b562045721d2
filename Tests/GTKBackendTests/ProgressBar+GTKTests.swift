import Bindings
import CGtk
import ComposerModel
import Foundation
@testable import GTKBackend
import Widgets
import XCTest

/// ProgressBar → GtkProgressBar; ActivityIndicator → GtkSpinner.
final class ProgressBarGTKTests: XCTestCase {
    func testProgressIsTheFractionAndAResetEmptiesIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let bar: ProgressBar = [.progress(0.25)]
            let native = try harness.show(bar)
            XCTAssertEqual(native.typeName, "GtkProgressBar")
            XCTAssertEqual(native.property("fraction"), .double(0.25))
            let before = native.callCount
            bar.install(StyleDelta([.set(.progress(0.75))]))
            XCTAssertEqual(native.property("fraction"), .double(0.75))
            XCTAssertEqual(native.callCount - before, 1)
            bar.install(StyleDelta([.reset(.progress)]))
            XCTAssertEqual(native.property("fraction"), .double(0))
        }
    }

    func testTintIsOneCallOnTheFillAndAResetRemovesIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let bar: ProgressBar = [.progress(0.5)]
            let native = try harness.show(bar)
            let before = native.callCount
            bar.install(StyleDelta([.set(.tintColor(.rgb(red: 200, green: 30, blue: 160)))]))
            XCTAssertEqual(native.callCount - before, 1)
            XCTAssertTrue(native.css(ofPart: "progress").contains("background-color: #c81ea0;"), native.css(ofPart: "progress"))
            bar.install(StyleDelta([.set(.tintColor(.rgb(red: 200, green: 30, blue: 160)))]))
            XCTAssertEqual(native.callCount - before, 1, "the same tint again is no call")
            bar.install(StyleDelta([.reset(.tintColor)]))
            XCTAssertEqual(native.css(ofPart: "progress"), "")
        }
    }

    /// The fill is drawn in the tint: read from the rendered pixels (before the fix the
    /// rule sat on the bar's own node and the fill stayed the theme's accent).
    func testTintedBarIsDrawnInItsTint() throws {
        pinCairoRenderer()
        let (loop, app) = try openGTK()
        let path = NSTemporaryDirectory() + "loopcomposer-tinted-bar-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let shot = LoopActor.assumeIsolated { BarShot() }
        try LoopActor.assumeIsolated {
            let bar: ProgressBar = [.progress(1), .tintColor(.rgb(red: 200, green: 30, blue: 160))]
            let window = try GTKWindow(runtime: app, title: "tint", width: 200, height: 40)
            let screen = GTKScreen(root: bar, window: window)
            try screen.start()
            shot.screen = screen
            window.afterNextFrame {
                shot.result = Result { () throws(GTKError) in try window.snapshotPNG(to: path) }
                screen.stop()
                window.close()
            }
        }
        _ = try runLoop(loop)
        try LoopActor.assumeIsolated {
            _ = try XCTUnwrap(shot.result).get()
            let image = try PNGPixels(path: path)
            // A full bar at least 100 px long and a few high, less its rounded ends.
            XCTAssertGreaterThan(image.count(red: 200, green: 30, blue: 160), 300)
        }
        try loop.close()
    }
}

@LoopActor
private final class BarShot {
    var screen: GTKScreen?
    var result: Result<(width: Int, height: Int), GTKError>?
}
