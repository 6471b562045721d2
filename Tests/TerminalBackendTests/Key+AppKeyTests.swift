import AppRunner
import TerminalBackend
import XCTest

final class KeyAppKeyTests: XCTestCase {
    func testAppKeysArriveAsTheKeysTheParserReads() {
        var parser = KeyParser()
        XCTAssertEqual(parser.parse([0x71, 0x11, 0x20]), [Key("q"), Key(.control("Q")), Key(" ")])
        XCTAssertEqual(Key(.escape), .escape)
    }

    func testKeysWithoutAnAppKeyGiveNil() {
        XCTAssertEqual([Key.character("+"), .space, .control("c"), .escape].map(\.appKey), ["+", " ", .control("c"), .escape])
        XCTAssertNil(Key.up.appKey)
        XCTAssertNil(Key.tab.appKey)
    }
}
