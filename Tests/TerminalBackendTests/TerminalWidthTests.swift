@testable import TerminalBackend
import XCTest

final class TerminalWidthTests: XCTestCase {
    func testWideAndEmojiCharactersTakeTwoColumns() {
        XCTAssertEqual(Character("a").terminalWidth, 1)
        XCTAssertEqual(Character("é").terminalWidth, 1)
        XCTAssertEqual(Character("漢").terminalWidth, 2)
        XCTAssertEqual(Character("한").terminalWidth, 2)
        XCTAssertEqual(Character("🚀").terminalWidth, 2)
        XCTAssertEqual(Character("❤️").terminalWidth, 2, "an emoji by variation selector")
        XCTAssertEqual(Character("❤").terminalWidth, 1, "text presentation by default")
        XCTAssertEqual("ok ✅".terminalWidth, 5)
    }

    func testTruncationAndWrappingCountColumnsNotCharacters() {
        XCTAssertEqual(TextWrapping.truncated("漢字テスト", width: 5), "漢字…")
        XCTAssertEqual(TextWrapping.lines(of: "漢字 テスト", width: 6, maximumLines: 0), ["漢字", "テスト"])
        XCTAssertEqual(TextWrapping.lines(of: "漢", width: 1, maximumLines: 0), ["…"], "no room for a wide character")
    }
}
