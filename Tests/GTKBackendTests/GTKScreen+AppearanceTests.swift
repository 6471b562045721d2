import Bindings
import CGtk
import ComposerModel
import Foundation
@testable import GTKBackend
import Widgets
import XCTest

/// Fonts, corner radius, border width and clipping as GTK CSS and overflow.
final class GTKScreenAppearanceTests: XCTestCase {
    func testFontRadiusAndBorderWidthBecomeTheWidgetsCSS() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("Jobs"), .font(.named("Monospace", size: 12, weight: .bold)), .cornerRadius(6), .borderWidth(2)]
            let native = try harness.show(label)
            XCTAssertTrue(native.css.contains("* { font-family: \"Monospace\"; font-size: 12px; font-weight: 700; }"), native.css)
            XCTAssertTrue(native.css.contains("* { border-style: solid; border-width: 2px; border-radius: 6px; }"), native.css)
            label.install(StyleDelta([.reset(.font), .reset(.borderWidth)]))
            XCTAssertFalse(native.css.contains("font-"), native.css)
            XCTAssertTrue(native.css.contains("* { border-radius: 6px; }"), native.css)
            label.install(StyleDelta([.reset(.cornerRadius)]))
            XCTAssertEqual(native.css, "")
        }
    }

    func testABorderWidthOfZeroRemovesTheStylesBorder() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("Hi"), .borderStyle(.double)]
            let native = try harness.show(label)
            XCTAssertEqual(native.css, "* { border: 3px double; }")
            label.install(StyleDelta([.set(.borderWidth(0))]))
            XCTAssertEqual(native.css, "* { border-style: none; }")
            label.install(StyleDelta([.set(.borderWidth(1)), .set(.cornerRadius(4.5))]))
            XCTAssertEqual(native.css, "* { border: 3px double; border-width: 1px; border-radius: 4.5px; }")
        }
    }

    func testClipsToBoundsHidesTheOverflow() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let box: StackView = [.clipsToBounds(true)]
            let native = try harness.show(box)
            XCTAssertEqual(gtk_widget_get_overflow(cgtk_widget(native.pointer)), GTK_OVERFLOW_HIDDEN)
            box.install(StyleDelta([.reset(.clipsToBounds)]))
            XCTAssertEqual(gtk_widget_get_overflow(cgtk_widget(native.pointer)), GTK_OVERFLOW_VISIBLE)
        }
    }

    /// A window with a picture, a rounded bold card and a heavy border, photographed; with
    /// `LOOPCOMPOSER_WRITE_SCREENSHOTS=1` it is kept as `Documentation/Screenshots/attributes.png`.
    func testAttributesWindowScreenshot() throws {
        pinCairoRenderer()
        let (loop, app) = try openGTK()
        let keep = ProcessInfo.processInfo.environment["LOOPCOMPOSER_WRITE_SCREENSHOTS"] == "1"
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = keep ? root.appendingPathComponent("Documentation/Screenshots/attributes.png").path
            : NSTemporaryDirectory() + "loopcomposer-attributes-\(UUID().uuidString).png"
        defer { if !keep { try? FileManager.default.removeItem(atPath: path) } }
        let shot = LoopActor.assumeIsolated { AttributesShot() }
        try LoopActor.assumeIsolated {
            var checker: [UInt8] = []
            for y in 0..<8 {
                for x in 0..<8 { checker += (x + y).isMultiple(of: 2) ? [0x33, 0x66, 0x99, 255] : [0xff, 0xcc, 0x00, 255] }
            }
            let picture: ImageView = [.image(.pixels(width: 8, height: 8, rgba: checker, altText: "checkerboard")), .width(8), .height(4)]
            let card: Label = [.text("Rounded, bold"), .font(.system(size: 16, weight: .bold)), .borderWidth(1), .cornerRadius(8),
                               .padding(all: 1), .borderColor(.blue)]
            let heavy: Label = [.text("Monospace, heavy border"), .font(.named("Monospace", size: 12)), .borderWidth(3)]
            let stack: StackView = [.views([picture, card, heavy]), .axis(.vertical), .spacing(1), .margins(EdgeInsets(all: 1))]
            let window = try GTKWindow(runtime: app, title: "attributes", width: 320, height: 220)
            let screen = GTKScreen(root: stack, window: window)
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
            let size = try XCTUnwrap(shot.result).get()
            XCTAssertGreaterThanOrEqual(size.width, 200)
            let image = try PNGPixels(path: path)
            XCTAssertGreaterThan(image.pixelsDiffering(from: image.pixel(x: 0, y: 0)), 500)
        }
        try loop.close()
    }
}

@LoopActor
private final class AttributesShot {
    var screen: GTKScreen?
    var result: Result<(width: Int, height: Int), GTKError>?
}
