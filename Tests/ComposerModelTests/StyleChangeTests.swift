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
}
