import ComposerModel
import XCTest

final class ColorTests: XCTestCase {
    func testHexLiteralSplitsIntoChannels() {
        XCTAssertEqual(Color(hex: 0xFF8800), .rgb(red: 0xFF, green: 0x88, blue: 0x00))
        XCTAssertEqual(Color(hex: 0x12_336699), .rgb(red: 0x33, green: 0x66, blue: 0x99))
    }

    func testSixteenNamedColorsInSGROrder() {
        XCTAssertEqual(NamedColor.allCases.count, 16)
        XCTAssertEqual(NamedColor.red.rawValue, 1)
        XCTAssertEqual(NamedColor.brightWhite.rawValue, 15)
        XCTAssertEqual(Color.red, .named(.red))
        XCTAssertEqual(Color.gray, .named(.brightBlack))
    }

    func testFormsAreDistinctValues() {
        XCTAssertNotEqual(Color.red, .palette(1))
        XCTAssertNotEqual(Color.palette(196), .rgb(red: 255, green: 0, blue: 0))
        XCTAssertNotEqual(Color.default, .black)
    }
}
