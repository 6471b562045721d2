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
}
