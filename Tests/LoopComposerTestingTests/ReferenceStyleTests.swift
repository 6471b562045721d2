import LoopComposerTesting
import XCTest

final class ReferenceStyleTests: XCTestCase {
    func testTheFirstAttributeForAKeyWinsAndTheMergesFollowTheOperators() {
        let a = ReferenceStyle([.text("a"), .text("again"), .hidden(true)])
        let b = ReferenceStyle([.text("b"), .width(3)])
        XCTAssertEqual(a.values[.text], .text("a"))
        XCTAssertEqual(a.merging(slave: b), ReferenceStyle([.text("a"), .hidden(true), .width(3)]))
        XCTAssertEqual(a.merging(master: b), ReferenceStyle([.text("b"), .hidden(true), .width(3)]))
        XCTAssertEqual(ReferenceStyle(Style([.text("a"), .text("b")])), ReferenceStyle([.text("a")]))
    }

    func testIsAlikeTakesANaNAsItselfWhereEqualityCannot() {
        let nan = ReferenceStyle([.opacity(.nan)])
        XCTAssertNotEqual(nan, nan)
        XCTAssertTrue(nan.isAlike(nan))
        XCTAssertFalse(nan.isAlike(ReferenceStyle([.opacity(1)])))
    }

    func testAStateBundleStandsInPlaceForItsPerStateAttributesAsInAStyle() {
        let written: [Attribute] = [
            .title("first", for: .normal),
            .states([.normal("bundled", .blue), .disabled("off")]),
            .titleColor(.red, for: .disabled),
        ]
        let model = ReferenceStyle(written)
        XCTAssertNil(model.values[.states])
        XCTAssertEqual(model.values[.title(.normal)], .title("first", for: .normal))
        XCTAssertEqual(model.values[.titleColor(.normal)], .titleColor(.blue, for: .normal))
        XCTAssertEqual(model.values[.title(.disabled)], .title("off", for: .disabled))
        XCTAssertEqual(model.values[.titleColor(.disabled)], .titleColor(.red, for: .disabled))
        XCTAssertEqual(ReferenceStyle(Style(written)), model)
    }
}
