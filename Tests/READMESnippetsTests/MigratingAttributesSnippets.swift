// Documentation/Migrating.md's "Attributes" blocks, verbatim, each in the test its HTML
// comment names. Edit a block here and there together.

import Bindings
import ComposerModel
import TerminalBackend   // drawnBorderStyle: the border a terminal draws
import Widgets
import XCTest

final class MigratingAttributesSnippetsTests: XCTestCase {
    func testImagesFromAFileAndFromPixels() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let imageView: ImageView = [.image(.file("logo.png", altText: "logo"))]
            let drawn: ImageView = [.image(.pixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255], altText: "red and blue"))]
            XCTAssertEqual(imageView.image?.altText, "logo")
            XCTAssertEqual(imageView.image?.source, .file("logo.png"))
            XCTAssertEqual(drawn.image?.source, .pixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
            XCTAssertEqual(drawn.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testFontsByUIKitNameByWeightAndByFamily() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Login"), .font(.boldSystemFont(ofSize: 14))]
            let same: Label = [.text("Login"), .font(.system(size: 14, weight: .bold))]
            let code: TextView = [.text("let x = 1"), .font(.named("Monospace", size: 12))]
            XCTAssertEqual(title.font, same.font)
            XCTAssertEqual(title.font, .system(size: 14, weight: .bold))
            XCTAssertEqual(code.font?.family, "Monospace")
            XCTAssertEqual(code.font?.size, 12)
        }
        try loop.close()
    }

    func testLayerAttributesOnALiteralAndThroughAStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let card: Label = [.text("Card"), .cornerRadius(8), .borderWidth(1), .borderColor(.blue), .clipsToBounds(true)]
            let cardStyle: Style = [.cornerRadius(8), .borderWidth(1)]
            let button: Button = [.title("OK", for: .normal)] <<- cardStyle
            XCTAssertEqual(card.drawnBorderStyle, .rounded)
            XCTAssertTrue(card.clipsToBounds)
            XCTAssertEqual(card.borderColor, .blue)
            XCTAssertEqual(button.cornerRadius, 8)
            XCTAssertEqual(button.borderWidth, 1)
            XCTAssertEqual(button.constructionDiagnostics, [])
        }
        try loop.close()
    }
}
