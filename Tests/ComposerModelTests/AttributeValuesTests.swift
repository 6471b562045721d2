import ComposerModel
import XCTest

final class AttributeValuesTests: XCTestCase {
    func testTextCaseTransforms() {
        XCTAssertEqual(TextCase.upper.apply(to: "Hello"), "HELLO")
        XCTAssertEqual(TextCase.lower.apply(to: "Hello"), "hello")
        XCTAssertEqual(TextCase.capitalized.apply(to: "hello wORLD  again"), "Hello World  Again")
        XCTAssertEqual(TextCase.unchanged.apply(to: "hELLo"), "hELLo")
    }

    func testTextStyleCombines() {
        let emphasis: TextStyle = [.bold, .underline]
        XCTAssertTrue(emphasis.contains(.bold))
        XCTAssertFalse(emphasis.contains(.italic))
        XCTAssertEqual(TextStyle.plain, [])
    }

    func testUIKitSpellingsOfAlignment() {
        XCTAssertEqual(TextAlignment.left, .leading)
        XCTAssertEqual(TextAlignment.right, .trailing)
    }

    func testViewReferencesCompareByIdentity() {
        final class Box: Sendable {}
        let first = Box()
        let second = Box()
        XCTAssertEqual(ViewReference(first), ViewReference(first))
        XCTAssertNotEqual(ViewReference(first), ViewReference(second))
    }
}
