import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// The border and text style a terminal draws for the appearance attributes.
final class WidgetTerminalAppearanceTests: XCTestCase {
    func testBorderWidthAndCornerRadiusChooseTheDrawnBorder() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            @LoopActor func drawn(_ style: Style) -> BorderStyle {
                let label = Label(style: style)
                return label.drawnBorderStyle
            }
            XCTAssertEqual(drawn([]), .noBorder)
            XCTAssertEqual(drawn([.borderStyle(.single)]), .single)
            XCTAssertEqual(drawn([.borderWidth(1)]), .single, "a width alone draws a border, as a UIKit layer's")
            XCTAssertEqual(drawn([.borderWidth(1), .cornerRadius(8)]), .rounded)
            XCTAssertEqual(drawn([.borderStyle(.single), .cornerRadius(8)]), .rounded)
            XCTAssertEqual(drawn([.borderWidth(2)]), .heavy)
            XCTAssertEqual(drawn([.borderWidth(2), .cornerRadius(8)]), .heavy, "no rounded heavy glyphs")
            XCTAssertEqual(drawn([.borderWidth(0), .borderStyle(.double)]), .noBorder, "a width of 0 hides any border")
            XCTAssertEqual(drawn([.borderWidth(1), .borderStyle(.double)]), .double)
            XCTAssertEqual(drawn([.cornerRadius(8)]), .noBorder, "a radius alone draws no border")
        }
        try loop.close()
    }

    func testABoldFontAddsBoldTextStyleForTerminals() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let bold: Label = [.font(.system(weight: .semibold))]
            let light: Label = [.font(.system(weight: .light))]
            XCTAssertEqual(bold.fontTextStyle, .bold)
            XCTAssertEqual(light.fontTextStyle, .plain)
            XCTAssertEqual(Label().fontTextStyle, .plain)
        }
        try loop.close()
    }
}
