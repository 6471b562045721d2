import TerminalBackend
import XCTest

final class TerminalTextTests: XCTestCase {
    func testEscapeSequenceIsShownNotObeyed() {
        XCTAssertEqual(TerminalText.neutralized("\u{1B}[2J"), "␛[2J")
        XCTAssertEqual(TerminalText.neutralized("\u{1B}]0;pwned\u{07}"), "␛]0;pwned␇")
    }

    func testEveryControlCharacterIsReplaced() {
        for value in Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) {
            let text = String(Unicode.Scalar(UInt32(value))!)
            let safe = TerminalText.neutralized(text)
            XCTAssertFalse(safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "U+\(String(value, radix: 16))")
            XCTAssertTrue(TerminalText.containsControlCharacters(text))
        }
    }

    func testBidirectionalOverridesAreReplaced() {
        XCTAssertEqual(TerminalText.neutralized("abc\u{202E}fed"), "abc\u{FFFD}fed")
    }

    func testOrdinaryTextIsUnchanged() {
        let text = "Count: 42 — ünïcödé ✓ 日本語 👍🏽"
        XCTAssertEqual(TerminalText.neutralized(text), text)
        XCTAssertFalse(TerminalText.containsControlCharacters(text))
    }
}
