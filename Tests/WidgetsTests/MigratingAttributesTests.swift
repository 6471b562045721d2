import Bindings
import ComposerModel
import Widgets
import XCTest

/// The ```swift blocks of `Documentation/Migrating.md`'s "Attributes" section, verbatim,
/// each in the test its HTML comment names.
final class MigratingAttributesTests: XCTestCase {
    func testImageSpellingsCompile() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let imageView: ImageView = [.image(.file("logo.png", altText: "logo"))]
            let drawn: ImageView = [.image(.pixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255], altText: "red and blue"))]
            XCTAssertEqual(imageView.image?.altText, "logo")
            XCTAssertEqual(drawn.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testFontSpellingsCompile() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Login"), .font(.boldSystemFont(ofSize: 14))]
            let same: Label = [.text("Login"), .font(.system(size: 14, weight: .bold))]
            let code: TextView = [.text("let x = 1"), .font(.named("Monospace", size: 12))]
            XCTAssertEqual(title.font, same.font)
            XCTAssertEqual(code.font?.family, "Monospace")
        }
        try loop.close()
    }

    func testLayerSpellingsCompile() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let card: Label = [.text("Card"), .cornerRadius(8), .borderWidth(1), .borderColor(.blue), .clipsToBounds(true)]
            let cardStyle: Style = [.cornerRadius(8), .borderWidth(1)]
            let button: Button = [.title("OK", for: .normal)] <<- cardStyle
            XCTAssertEqual(card.drawnBorderStyle, .rounded)
            XCTAssertTrue(card.clipsToBounds)
            XCTAssertEqual(button.cornerRadius, 8)
            XCTAssertEqual(button.constructionDiagnostics, [])
        }
        try loop.close()
    }
}
