import ComposerModel
import XCTest

final class AttributeApplyRankTests: XCTestCase {
    func testRankIsTheRankOfTheKeyForEveryAttribute() {
        for attribute in AttributeKeyTests.oneOfEach {
            XCTAssertEqual(attribute.applyRank, attribute.key.applyRank, "\(attribute)")
        }
    }

    func testEveryBuiltInKeyHasARankOfItsOwn() {
        let builtIn = AttributeKeyTests.oneOfEach.filter { $0.applyRank != AttributeKey.customRank }
        XCTAssertEqual(Set(builtIn.map(\.applyRank)).count, builtIn.count)
    }

    func testDependentsByRankAgreeWithTheKeys() {
        for key in AttributeKeyTests.oneOfEach.map(\.key) {
            XCTAssertEqual(AttributeKey.hasDependents(applyRank: key.applyRank), !key.dependents.isEmpty, "\(key)")
        }
    }
}
