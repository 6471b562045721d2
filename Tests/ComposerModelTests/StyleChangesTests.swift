import ComposerModel
import XCTest

final class StyleChangesTests: XCTestCase {
    static let sample: [StyleChange] = [.set(.text("a")), .reset(.hidden), .set(.textColor(.red)), .set(.opacity(1))]

    func testEveryCountReadsBackInOrderWhateverItsStorage() {
        for count in 0...Self.sample.count {
            let given = Array(Self.sample.prefix(count))
            let changes = StyleDelta(given).changes
            XCTAssertEqual(changes.count, count)
            XCTAssertEqual(changes.indices, 0..<count)
            XCTAssertEqual(Array(changes), given.sorted { $0.key < $1.key }, "\(count) changes")
            XCTAssertEqual(changes.isEmpty, count == 0)
        }
    }

    func testComparesElementByElementWithArrayLiterals() {
        let one: StyleChanges = [.set(.text("a"))]
        XCTAssertEqual(one, [.set(.text("a"))])
        XCTAssertNotEqual(one, [.set(.text("b"))])
        XCTAssertNotEqual(one, [])
        XCTAssertNotEqual(one, [.set(.text("a")), .reset(.hidden)])
        XCTAssertEqual(StyleChanges(), [])
        let three: StyleChanges = [.set(.text("a")), .reset(.hidden), .set(.opacity(1))]
        XCTAssertEqual(three, [.set(.text("a")), .reset(.hidden), .set(.opacity(1))])
        XCTAssertNotEqual(three, [.set(.text("a")), .reset(.hidden)])
    }

    func testDescriptionListsTheChanges() {
        let changes: StyleChanges = [.set(.text("a")), .reset(.hidden)]
        XCTAssertEqual(changes.description, "[set text(\"a\"), reset hidden]")
        XCTAssertEqual(StyleChanges().description, "[]")
    }
}
