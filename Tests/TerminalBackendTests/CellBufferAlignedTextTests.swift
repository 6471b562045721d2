import ComposerModel
import TerminalBackend
import XCTest

final class CellBufferAlignedTextTests: XCTestCase {
    func testTextIsAlignedInTheRectangle() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("ab", in: Rect(x: 0, y: 0, width: 10, height: 1), alignment: .leading, foreground: .default,
                     background: .default, style: .plain)
        buffer.write("ab", in: Rect(x: 0, y: 1, width: 10, height: 1), alignment: .center, foreground: .default,
                     background: .default, style: .plain)
        buffer.write("ab", in: Rect(x: 0, y: 2, width: 10, height: 1), alignment: .trailing, foreground: .default,
                     background: .default, style: .plain)
        XCTAssertEqual(buffer.plainText, "ab\n    ab\n        ab")
    }

    func testTextTooLongIsTruncatedWithAnEllipsisInsideTheRectangle() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.write("abcdefgh", in: Rect(x: 1, y: 0, width: 5, height: 1), alignment: .center, foreground: .red,
                     background: .default, style: .bold)
        XCTAssertEqual(buffer.plainText, " abcd…")
        XCTAssertEqual(buffer[6, 0]?.character, " ", "nothing is written past the rectangle")
        XCTAssertEqual(buffer[1, 0]?.foreground, .red)
        XCTAssertEqual(buffer[1, 0]?.style, .bold)
    }

    func testOnlyTheFirstRowIsWritten() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.write("abcdefgh", in: Rect(x: 0, y: 0, width: 4, height: 2), alignment: .leading, foreground: .default,
                     background: .default, style: .plain)
        XCTAssertEqual(buffer.plainText, "abc…")
    }
}
