@testable import ComposerModel
import XCTest

/// `Style.changedPositions(from:)`: the direct install's walk finds the same sets as the
/// diff whenever it answers, and answers `nil` where only the diff is right.
final class StyleChangedPositionsTests: XCTestCase {
    func testTheSameShapeGivesTheChangedPositions() {
        let old: Style = [.text("Count: 1"), .textColor(.green), .hidden(false)]
        let new: Style = [.text("Count: 2"), .textColor(.green), .hidden(true)]
        XCTAssertEqual(new.changedPositions(from: old), 0b101)
    }

    func testTheSameValuesGiveNoPosition() {
        let style: Style = [.text("a"), .opacity(.nan)]
        XCTAssertEqual(style.changedPositions(from: [.text("a"), .opacity(.nan)]), 0, "NaN stays NaN: unchanged, as in the diff")
    }

    func testAnotherShapeGivesNil() {
        let new: Style = [.text("a"), .textColor(.red)]
        XCTAssertNil(new.changedPositions(from: [.text("a")]), "another count")
        XCTAssertNil(new.changedPositions(from: [.text("a"), .hidden(true)]), "another key")
        XCTAssertNil(new.changedPositions(from: [.textColor(.red), .text("a")]), "the same keys in another order")
        XCTAssertNil(Style([.title("a", for: .normal)]).changedPositions(from: [.title("a", for: .highlighted)]), "another state is another key")
    }

    func testFromTheEmptyStyleEveryPositionChangesWhenInApplyOrder() {
        let new: Style = [.range(min: 0, max: 5), .value(8), .text("a")]
        XCTAssertNil(new.changedPositions(from: Style()), "text comes before range in apply order")
        let ordered: Style = [.text("a"), .range(min: 0, max: 5), .value(8)]
        XCTAssertEqual(ordered.changedPositions(from: Style()), 0b111)
        XCTAssertEqual(ordered.delta(settingPositions: 0b111), ordered.difference(from: Style()))
        XCTAssertEqual(Style().changedPositions(from: Style()), 0)
        XCTAssertNil(Style([.text("a"), .custom(FooAttribute.foo("x"))]).changedPositions(from: Style()), "a custom key: the diff orders it")
    }

    func testAChangedBoundGivesNilForItsDependentsToBeInstalledAgain() {
        let old: Style = [.range(min: 0, max: 5), .value(8)]
        let new: Style = [.range(min: 0, max: 10), .value(8)]
        XCTAssertNil(new.changedPositions(from: old))
        XCTAssertEqual(new.difference(from: old), StyleDelta([.set(.range(min: 0, max: 10)), .set(.value(8))]))
    }

    func testChangesOutOfApplyOrderGiveNil() {
        // opacity comes after text in apply order: listed first, both changed.
        let old: Style = [.opacity(0.5), .text("a")]
        XCTAssertNil(Style([.opacity(0.7), .text("b")]).changedPositions(from: old))
        XCTAssertEqual(Style([.opacity(0.5), .text("b")]).changedPositions(from: old), 0b10, "one change is in order")
    }

    func testAChangedCustomKeyGivesNil() {
        let old: Style = [.text("a"), .custom(FooAttribute.foo("x"))]
        XCTAssertNil(Style([.text("a"), .custom(FooAttribute.foo("y"))]).changedPositions(from: old), "custom keys are ordered by name: the diff sorts them")
        XCTAssertEqual(Style([.text("b"), .custom(FooAttribute.foo("x"))]).changedPositions(from: old), 0b01)
    }

    func testTheDeltaOfTheChangedPositionsIsTheDifference() {
        let shapes: [[Attribute]] = [
            // In apply order: text, hidden, width, textColor.
            [.text("a"), .hidden(false), .width(3), .textColor(.red)],
            [.text("b"), .hidden(true), .width(3), .textColor(.red)],
            [.text("b"), .hidden(true), .width(4), .textColor(.blue)],
            [.text("a"), .hidden(false), .width(5), .textColor(.blue)],
        ]
        for oldAttributes in shapes {
            for newAttributes in shapes {
                let old = Style(oldAttributes)
                let new = Style(newAttributes)
                guard let positions = new.changedPositions(from: old) else {
                    XCTFail("same shape, no bound: \(old) → \(new)")
                    continue
                }
                XCTAssertEqual(new.delta(settingPositions: positions), new.difference(from: old), "\(old) → \(new)")
            }
        }
    }

    func testOnlyTheChangedPositionsAreSet() throws {
        let old: Style = [.text("a"), .hidden(false), .textColor(.red)]
        XCTAssertEqual(Style([.text("b"), .hidden(false), .textColor(.green)]).changedPositions(from: old), 0b101)
        XCTAssertEqual(Style([.text("a"), .hidden(false), .textColor(.red)]).changedPositions(from: old), 0)
    }

    func testAFirstInstallSetsEveryPositionWhateverTheKeysRanks() throws {
        XCTAssertGreaterThanOrEqual(AttributeKey.borderWidth.applyRank, UInt64.bitWidth, "the test needs a rank past 63")
        XCTAssertEqual(Style([.text("a"), .borderWidth(2)]).changedPositions(from: Style()), 0b11)
    }
}
