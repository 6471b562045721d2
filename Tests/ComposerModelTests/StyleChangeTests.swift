import ComposerModel
import XCTest

final class StyleChangeTests: XCTestCase {
    /// A delta's changes are copied at every install: three words each, as an attribute.
    func testChangeFitsInThreeWords() {
        XCTAssertLessThanOrEqual(MemoryLayout<StyleChange>.stride, 3 * MemoryLayout<Int>.size)
    }

    func testChangeNamesTheKeyItTouches() {
        XCTAssertEqual(StyleChange.set(.title("OK", for: .disabled)).key, .title(.disabled))
        XCTAssertEqual(StyleChange.reset(.textColor).key, .textColor)
        let custom = CustomAttributeKey(FooAttribute.self, name: "foo")
        XCTAssertEqual(StyleChange.set(.foo("x")).key, .custom(custom))
        XCTAssertEqual(StyleChange.reset(.custom(custom)).description, "reset \(AttributeKey.custom(custom))")
    }

    /// Widgets count an install's changes by rank: a set and a reset of a key count as that key.
    func testChangeRankIsItsKeysRankForSetsAndResets() {
        for attribute in AttributeKeyTests.oneOfEach {
            XCTAssertEqual(StyleChange.set(attribute).applyRank, attribute.key.applyRank, "\(attribute)")
            XCTAssertEqual(StyleChange.reset(attribute.key).applyRank, attribute.key.applyRank, "\(attribute)")
        }
    }
}
