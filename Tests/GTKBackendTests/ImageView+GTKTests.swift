import Bindings
import CGtk
import ComposerModel
import Foundation
import InMemoryLogging
import Logging
@testable import GTKBackend
import Widgets
import XCTest

/// ImageView → GtkPicture.
final class ImageViewGTKTests: XCTestCase {
    private static let flag: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]

    @LoopActor
    private static func paintableSize(of native: GTKWidget) -> (width: Int, height: Int)? {
        guard let paintable = gtk_picture_get_paintable(cgtk_picture(native.pointer)) else { return nil }
        return (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)))
    }

    @LoopActor
    private static func altText(of native: GTKWidget) -> String? {
        gtk_picture_get_alternative_text(cgtk_picture(native.pointer)).map { String(cString: $0) }
    }

    func testPixelsBecomeAPaintableOfTheirSizeWithTheAltText() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let view: ImageView = [.image(.pixels(width: 2, height: 2, rgba: Self.flag, altText: "flag"))]
            let native = try harness.show(view)
            XCTAssertEqual(native.typeName, "GtkPicture")
            let size = try XCTUnwrap(Self.paintableSize(of: native))
            XCTAssertEqual(size.width, 2)
            XCTAssertEqual(size.height, 2)
            XCTAssertEqual(Self.altText(of: native), "flag")
            let before = native.callCount
            view.install(StyleDelta([.reset(.image)]))
            XCTAssertNil(Self.paintableSize(of: native), "a reset shows no picture")
            XCTAssertNil(Self.altText(of: native))
            XCTAssertEqual(native.callCount - before, 1)
        }
    }

    func testContentModeIsThePicturesContentFit() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let view: ImageView = [.image(.pixels(width: 2, height: 2, rgba: Self.flag))]
            let native = try harness.show(view)
            let picture = cgtk_picture(native.pointer)
            XCTAssertEqual(gtk_picture_get_content_fit(picture), GTK_CONTENT_FIT_FILL, "UIKit's default: stretched")
            for (mode, fit) in [(ContentMode.scaleAspectFit, GTK_CONTENT_FIT_CONTAIN), (.scaleAspectFill, GTK_CONTENT_FIT_COVER),
                                (.center, GTK_CONTENT_FIT_SCALE_DOWN)] {
                view.install(StyleDelta([.set(.contentMode(mode))]))
                XCTAssertEqual(gtk_picture_get_content_fit(picture), fit, "\(mode)")
            }
            view.install(StyleDelta([.reset(.contentMode)]))
            XCTAssertEqual(gtk_picture_get_content_fit(picture), GTK_CONTENT_FIT_FILL)
        }
    }

    func testAPNGFileIsLoadedByGDK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        let path = NSTemporaryDirectory() + "loopcomposer-image-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try LoopActor.assumeIsolated {
            // A 2×2 PNG, written by GDK itself from a memory texture.
            let bytes = Self.flag.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            let texture = try XCTUnwrap(gdk_memory_texture_new(2, 2, GDK_MEMORY_R8G8B8A8, bytes, 8))
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            XCTAssertNotEqual(gdk_texture_save_to_png(texture, path), 0)
            let view: ImageView = [.image(.file(path, altText: "saved flag"))]
            let native = try harness.show(view)
            let size = try XCTUnwrap(Self.paintableSize(of: native))
            XCTAssertEqual(size.width, 2)
            XCTAssertEqual(size.height, 2)
            XCTAssertEqual(Self.altText(of: native), "saved flag")
        }
    }

    func testAFileGDKCannotLoadShowsNothingAndIsReported() throws {
        let handler = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "ImageViewGTKTests") { _ in handler }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        let path = "/nonexistent/loopcomposer/logo.png"
        try LoopActor.assumeIsolated {
            let view: ImageView = [.identifier("logo"), .image(.file(path, altText: "logo"))]
            let native = try harness.show(view)
            XCTAssertNil(Self.paintableSize(of: native))
            XCTAssertEqual(Self.altText(of: native), "logo")
        }
        let messages = handler.entries.map { "\($0.message)" }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix("ImageView#logo: value rejected for image(.file(\"\(path)\", altText: \"logo\")): GTK shows nothing: ") == true,
                      "\(messages)")
        XCTAssertEqual(handler.entries.first?.metadata["target"], "ImageView#logo")
    }
}
