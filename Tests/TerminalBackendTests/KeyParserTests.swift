import TerminalBackend
import XCTest

final class KeyParserTests: XCTestCase {
    private func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.parse(Array(text.utf8))
    }

    func testPrintableTextEnterTabSpaceAndBackspace() {
        XCTAssertEqual(keys("ab 1\r\t\u{7F}"), [.character("a"), .character("b"), .space, .character("1"), .enter, .tab, .backspace])
    }

    func testArrowsShiftTabAndNavigationKeys() {
        XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z\u{1B}OA\u{1B}[3~\u{1B}[5~"),
                       [.up, .down, .right, .left, .backTab, .up, .delete, .pageUp])
    }

    func testControlKeys() {
        XCTAssertEqual(keys("\u{03}\u{11}"), [.interrupt, .control("q")])
    }

    func testUTF8TextIncludingCharactersSplitAcrossReads() {
        var parser = KeyParser()
        let bytes = Array("é✓👍".utf8)
        var result: [Key] = []
        for byte in bytes { result += parser.parse([byte]) }   // one byte per read
        XCTAssertEqual(result, [.character("é"), .character("✓"), .character("👍")])
    }

    func testEscapeSequenceSplitAcrossReads() {
        var parser = KeyParser()
        XCTAssertEqual(parser.parse([0x1B]), [])
        XCTAssertTrue(parser.hasPendingEscape)
        XCTAssertEqual(parser.parse(Array("[".utf8)), [])
        XCTAssertEqual(parser.parse(Array("A".utf8)), [.up])
    }

    func testLoneEscapeIsReportedWhenInputPauses() {
        var parser = KeyParser()
        XCTAssertEqual(parser.parse([0x1B]), [])
        XCTAssertEqual(parser.flushPendingEscape(), [.escape])
        XCTAssertFalse(parser.hasPendingEscape)
    }

    func testMalformedAndUnknownSequencesAreReportedNotFatal() {
        XCTAssertEqual(keys("\u{1B}[99q"), [.unknown(Array("\u{1B}[99q".utf8))])
        XCTAssertEqual(keys("\u{1B}[1\u{01}x"), [.unknown(Array("\u{1B}[1".utf8)), .control("a"), .character("x")])
        let overlong = "\u{1B}[" + String(repeating: "1", count: 100) + "A"
        let parsed = keys(overlong)
        XCTAssertEqual(parsed.first, .unknown(Array(overlong.utf8.prefix(32))))
        XCTAssertEqual(parsed.last, .character("A"))
    }

    func testInvalidUTF8BecomesReplacementCharacters() {
        var parser = KeyParser()
        XCTAssertEqual(parser.parse([0xFF, 0x80, 0xC3, 0x28]), [.character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}"), .character("(")])
    }

    func testSeededRandomBytesNeverTrapAndLoseNoByte() {
        var state: UInt64 = 0x5EED
        func nextByte() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var parser = KeyParser()
        var keyCount = 0
        for _ in 0..<2_000 {
            let bytes = (0..<Int(nextByte() % 17)).map { _ in nextByte() }
            keyCount += parser.parse(bytes).count
        }
        keyCount += parser.flushPendingEscape().count
        XCTAssertGreaterThan(keyCount, 0)
        XCTAssertFalse(parser.hasPendingEscape)
    }
}
