import ComposerModel
import TerminalBackend
import XCTest

final class ColorSupportTests: XCTestCase {
    func testEnvironmentDecidesTheColorDepth() {
        XCTAssertEqual(ColorSupport(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]), .trueColor)
        XCTAssertEqual(ColorSupport(environment: ["TERM": "xterm-256color"]), .palette256)
        XCTAssertEqual(ColorSupport(environment: ["TERM": "xterm"]), .basic16)
        XCTAssertEqual(ColorSupport(environment: ["TERM": "dumb"]), .none)
        XCTAssertEqual(ColorSupport(environment: [:]), .none)
        XCTAssertEqual(ColorSupport(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]), .none)
    }

    func testTrueColorIsDowngradedToThePaletteAndToNamedColors() {
        XCTAssertEqual(ColorSupport.palette256.downgraded(.rgb(red: 255, green: 0, blue: 0)), .palette(196))
        XCTAssertEqual(ColorSupport.palette256.downgraded(.rgb(red: 128, green: 128, blue: 128)), .palette(244))
        XCTAssertEqual(ColorSupport.basic16.downgraded(.rgb(red: 250, green: 5, blue: 5)), .brightRed)
        XCTAssertEqual(ColorSupport.basic16.downgraded(.palette(21)), .blue)
        XCTAssertEqual(ColorSupport.basic16.downgraded(.palette(9)), .brightRed)
    }

    func testRicherSupportKeepsColorsAndNoneDropsThem() {
        XCTAssertEqual(ColorSupport.trueColor.downgraded(.rgb(red: 1, green: 2, blue: 3)), .rgb(red: 1, green: 2, blue: 3))
        XCTAssertEqual(ColorSupport.basic16.downgraded(.green), .green)
        XCTAssertEqual(ColorSupport.none.downgraded(.red), .default)
    }

    func testEveryPaletteEntryDowngradesWithoutTrapping() {
        for index in 0...255 {
            if case .named = ColorSupport.basic16.downgraded(.palette(UInt8(index))) {} else { XCTFail("palette \(index)") }
        }
    }
}
