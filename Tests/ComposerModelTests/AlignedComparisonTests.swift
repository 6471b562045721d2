import ComposerModel
import XCTest

final class AlignedComparisonTests: XCTestCase {
    func testAChangedValueComesWithItsKeysApplyRank() {
        for lhs in AttributeSameValueTests.variants {
            for rhs in AttributeSameValueTests.variants {
                let expected: AlignedComparison = switch AttributeSameValueTests.referenceSameness(lhs, rhs) {
                case nil: .otherKey
                case true?: .sameValue
                case false?: .changed(rank: lhs.key.applyRank)
                }
                XCTAssertEqual(lhs.alignedComparison(with: rhs), expected, "\(lhs) against \(rhs)")
            }
        }
    }

    func testTheVerdictOfTwoValuesOfOneKey() {
        XCTAssertEqual(AlignedComparison(same: true, rank: 10), .sameValue)
        XCTAssertEqual(AlignedComparison(same: false, rank: 10), .changed(rank: 10))
    }
}
