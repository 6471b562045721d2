import ComposerModel
@testable import GTKBackend
import XCTest

/// Colors in a window: the theme's for the terminal default, the xterm palette otherwise.
final class ColorCSSTests: XCTestCase {
    func testColorsBecomeCSSHexAndTheTerminalDefaultNone() {
        XCTAssertNil(Color.default.css)
        XCTAssertEqual(Color.red.css, "#cd0000")
        XCTAssertEqual(Color.brightWhite.css, "#ffffff")
        XCTAssertEqual(Color.palette(1).css, "#cd0000")
        XCTAssertEqual(Color.palette(16).css, "#000000")
        XCTAssertEqual(Color.palette(196).css, "#ff0000")
        XCTAssertEqual(Color.palette(21).css, "#0000ff")
        XCTAssertEqual(Color.palette(232).css, "#080808")
        XCTAssertEqual(Color.palette(255).css, "#eeeeee")
        XCTAssertEqual(Color(hex: 0x0a0b0c).css, "#0a0b0c")
    }

    func testTextStylesAndBordersBecomeCSS() {
        XCTAssertNil(TextStyle.plain.css)
        XCTAssertEqual(([.bold, .underline] as TextStyle).css, "font-weight: bold; text-decoration: underline;")
        XCTAssertNil(TextStyle.reverse.css, "reverse has no CSS meaning")
        XCTAssertNil(BorderStyle.noBorder.css)
        XCTAssertEqual(BorderStyle.double.css, "border: 3px double;")
    }
}
