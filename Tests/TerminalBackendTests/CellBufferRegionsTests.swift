import ComposerModel
@testable import TerminalBackend
import XCTest

final class CellBufferRegionsTests: XCTestCase {
    func testCopyAndPasteMoveCellsAsTheyAre() {
        var frame = CellBuffer(width: 8, height: 2)
        frame.write("abcdefgh", x: 0, y: 0, foreground: .red)
        var region = frame.copy(of: Rect(x: 2, y: 0, width: 3, height: 2))
        XCTAssertEqual(region.plainText, "cde")
        region.write("XY", x: 1, y: 1)
        frame.paste(region, x: 5, y: 0)
        XCTAssertEqual(frame.plainText, "abcdecde\n      XY")
        XCTAssertEqual(frame[5, 0]?.foreground, .red)
    }

    func testWideCharactersCutByARegionsEdgeAreBlanked() {
        var frame = CellBuffer(width: 8, height: 1)
        frame.write("漢字漢字", x: 0, y: 0)
        XCTAssertEqual(frame.copy(of: Rect(x: 1, y: 0, width: 4, height: 1)).plainText, " 字", "both halves cut: blanked")
        var narrow = CellBuffer(width: 2, height: 1)
        narrow.write("ab", x: 0, y: 0)
        frame.paste(narrow, x: 3, y: 0)
        XCTAssertEqual(frame.plainText, "漢 ab 字", "the characters whose halves were overwritten are blanked")
        XCTAssertFalse(frame[2, 0]?.isWideContinuation ?? true)
        XCTAssertFalse(frame[5, 0]?.isWideContinuation ?? true)
    }

    func testAddStyleEmphasizesOnlyTheRectangle() {
        var frame = CellBuffer(width: 4, height: 2)
        frame.write("ab", x: 0, y: 0, style: .bold)
        frame.addStyle(.reverse, in: Rect(x: 1, y: -1, width: 9, height: 2))
        XCTAssertEqual(frame[0, 0]?.style, .bold)
        XCTAssertEqual(frame[1, 0]?.style, [.bold, .reverse])
        XCTAssertEqual(frame[3, 0]?.style, .reverse)
        XCTAssertEqual(frame[1, 1]?.style, .plain)
    }
}
