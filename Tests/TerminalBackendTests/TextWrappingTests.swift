@testable import TerminalBackend
import XCTest

final class TextWrappingTests: XCTestCase {
    func testWordsWrapToTheWidth() {
        XCTAssertEqual(TextWrapping.lines(of: "one two three", width: 7, maximumLines: 0), ["one two", "three"])
        XCTAssertEqual(TextWrapping.lines(of: "a\nb c", width: 3, maximumLines: 0), ["a", "b c"])
    }

    func testLongWordsBreakAcrossLines() {
        XCTAssertEqual(TextWrapping.lines(of: "abcdefgh ij", width: 3, maximumLines: 0), ["abc", "def", "gh", "ij"])
    }

    func testOneLineTruncatesWithAnEllipsisInsteadOfWrapping() {
        XCTAssertEqual(TextWrapping.lines(of: "one two three", width: 7, maximumLines: 1), ["one tw…"])
    }

    func testLineLimitMarksTheCut() {
        XCTAssertEqual(TextWrapping.lines(of: "one two three four", width: 7, maximumLines: 2), ["one two", "three…"])
        XCTAssertEqual(TextWrapping.lines(of: "one two three four", width: 5, maximumLines: 2), ["one", "two…"])
    }

    func testNoWidthKeepsParagraphs() {
        XCTAssertEqual(TextWrapping.lines(of: "x y\nz", width: nil, maximumLines: 0), ["x y", "z"])
        XCTAssertEqual(TextWrapping.lines(of: "", width: 4, maximumLines: 0), [""])
        XCTAssertEqual(TextWrapping.lines(of: "abc", width: 0, maximumLines: 0), [""])
    }
}
