import Bindings
import ComposerModel
import Widgets
import XCTest

final class ImageViewTests: XCTestCase {
    func testImageAppliesFromALiteralAndResetsToNone() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let logo: Image = .file("logo.ppm", altText: "logo")
            let view: ImageView = [.image(logo), .width(8)]
            XCTAssertEqual(view.constructionDiagnostics, [])
            XCTAssertEqual(view.image, logo)
            view.install(Style([.width(8)]).difference(from: [.image(logo), .width(8)]))
            XCTAssertNil(view.image)
        }
        try loop.close()
    }

    func testPixelsOfTheWrongByteCountAreRejectedAndThePreviousImageStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let dot: Image = .pixels(width: 1, height: 1, rgba: [255, 0, 0, 255])
            let view: ImageView = [.image(dot)]
            let report = view.install([.image(.pixels(width: 2, height: 1, rgba: [1, 2, 3, 4]))] as Style)
            XCTAssertEqual(view.image, dot)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message), [
                "ImageView: value rejected for image(.pixels(width: 2, height: 1, rgba: 4 bytes)): image has 4 bytes of RGBA, not 8 (2×1×4)",
            ])
        }
        try loop.close()
    }

    func testAnEmptyPathIsRejected() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let view = ImageView()
            let report = view.install([.image(.file(""))] as Style)
            XCTAssertNil(view.image)
            XCTAssertEqual(report.diagnostics.map(\.message), ["ImageView: value rejected for image(.file(\"\")): image has an empty file path"])
        }
        try loop.close()
    }

    func testContentModeAppliesAndResetsToScaleToFill() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let view: ImageView = [.contentMode(.scaleAspectFit)]
            XCTAssertEqual(view.contentMode, .scaleAspectFit)
            view.install(StyleDelta([.reset(.contentMode)]))
            XCTAssertEqual(view.contentMode, .scaleToFill)
            let label = Label()
            XCTAssertEqual(label.install([.contentMode(.center)] as Style).diagnostics.map(\.message),
                           ["Label: unsupported attribute contentMode(.center) skipped"])
        }
        try loop.close()
    }

    func testOtherWidgetsDoNotAcceptAnImage() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let report = label.install([.image(.file("logo.ppm"))] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), ["Label: unsupported attribute image(.file(\"logo.ppm\")) skipped"])
        }
        try loop.close()
    }
}
