import ComposerModel
@testable import TerminalBackend
import XCTest

final class CellBufferTests: XCTestCase {
    func testWritingIsClippedAndNeutralized() {
        var frame = CellBuffer(width: 5, height: 1)
        frame.write("ab\u{1B}[2Jxyz", x: 1, y: 0)
        XCTAssertEqual((0..<5).map { frame[$0, 0]!.character }, [" ", "a", "b", "␛", "["])
        frame.write("out of bounds", x: 0, y: 7)
        XCTAssertNil(frame[0, 7])
        XCTAssertEqual(CellBuffer(width: -3, height: 2).width, 0)
    }
}

final class CellBufferDiffTests: XCTestCase {
    func testChangesInRedrawnRowsAreTheFullDiff() {
        var before = CellBuffer(width: 12, height: 5)
        for row in 0..<5 { before.write("row \(row) 漢字", x: 0, y: row) }
        var after = before
        after.write("x漢", x: 3, y: 1, foreground: .red)
        after.write("  wide漢字", x: 2, y: 3, background: .blue)
        let rows = [1, 3]
        let saved = before.rows(rows)
        XCTAssertEqual(after.changes(inRows: rows, since: saved, colors: .trueColor),
                       after.changes(since: before, colors: .trueColor))
        XCTAssertEqual(after.changes(inRows: [0, 2], since: after.rows([0, 2]), colors: .trueColor), "", "unchanged rows write nothing")
    }

    func testNothingIsWrittenWhenNothingChanged() {
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("Count: 1", x: 0, y: 0)
        XCTAssertEqual(frame.changes(since: frame, colors: .trueColor), "")
    }

    func testOnlyChangedCellsAreWrittenWithOneCursorMove() {
        var before = CellBuffer(width: 10, height: 2)
        before.write("Count: 19", x: 0, y: 0)
        var after = before
        after.write("Count: 20", x: 0, y: 0)
        XCTAssertEqual(after.changes(since: before, colors: .basic16), "\u{1B}[1;8H\u{1B}[0m20\u{1B}[0m")
    }

    func testStyleAndColorsBecomeSGRDowngradedToTheTerminal() {
        let blank = CellBuffer(width: 1, height: 1)
        var frame = blank
        frame.set(Cell("!", foreground: .rgb(red: 255, green: 0, blue: 0), background: .blue, style: [.bold, .underline]), x: 0, y: 0)
        XCTAssertEqual(frame.changes(since: blank, colors: .trueColor), "\u{1B}[1;1H\u{1B}[0;1;4;38;2;255;0;0;44m!\u{1B}[0m")
        XCTAssertEqual(frame.changes(since: blank, colors: .palette256), "\u{1B}[1;1H\u{1B}[0;1;4;38;5;196;44m!\u{1B}[0m")
        XCTAssertEqual(frame.changes(since: blank, colors: .none), "\u{1B}[1;1H\u{1B}[0;1;4m!\u{1B}[0m")
    }

    func testAResizedFrameIsRedrawnWhole() {
        var frame = CellBuffer(width: 2, height: 1)
        frame.write("ok", x: 0, y: 0)
        XCTAssertEqual(frame.changes(since: CellBuffer(width: 3, height: 1), colors: .basic16),
                       "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mok\u{1B}[0m")
    }

    func testWideCharactersTakeTwoCellsAndTheDiffWritesThemOnce() {
        var frame = CellBuffer(width: 6, height: 1)
        frame.write("a漢b", x: 0, y: 0)
        XCTAssertEqual(frame.plainText, "a漢b")
        XCTAssertTrue(frame[2, 0]!.isWideContinuation)
        XCTAssertEqual(frame[3, 0]?.character, "b")
        XCTAssertEqual(frame.changes(since: CellBuffer(width: 6, height: 1), colors: .none),
                       "\u{1B}[1;1H\u{1B}[0ma漢b\u{1B}[0m", "one cursor move: the wide character advances two columns")
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = CellBuffer(width: 4, height: 1)
        frame.write("漢字", x: 0, y: 0)
        frame.write("x", x: 1, y: 0)
        XCTAssertEqual(frame.plainText, " x字")
        frame.write("y", x: 2, y: 0)
        XCTAssertEqual(frame.plainText, " xy")
        XCTAssertFalse(frame[3, 0]!.isWideContinuation)
    }

    func testWideCharacterAtTheRightEdgeBecomesASpace() {
        var frame = CellBuffer(width: 3, height: 1)
        frame.write("ab漢", x: 0, y: 0)
        XCTAssertEqual(frame.plainText, "ab")
    }
}
