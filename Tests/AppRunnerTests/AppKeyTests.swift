import AppRunner
import XCTest

final class AppKeyTests: XCTestCase {
    func testCharacterLiteralIsACharacterKey() {
        let keys: [AppKey] = ["q", .control("q")]
        XCTAssertEqual(keys, [.character("q"), .control("q")])
    }

    func testDescriptionIsHowHelpTextsWriteTheKey() {
        XCTAssertEqual(["q", " ", .control("q"), .escape].map { (key: AppKey) in key.description }, ["q", "Space", "Ctrl-Q", "Esc"])
    }
}
