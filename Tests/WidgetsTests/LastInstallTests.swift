import ComposerModel
@testable import Widgets
import XCTest

/// `LastInstall`: each way a widget keeps its last install gives back the delta installed.
final class LastInstallTests: XCTestCase {
    func testAKeptDeltaIsGivenBackAsIs() {
        let delta = StyleDelta([.set(.text("a")), .reset(.hidden)])
        XCTAssertEqual(LastInstall.delta(delta).delta, delta)
    }

    func testTheStylesOfAnInstallThroughTheDiffGiveTheirDifference() {
        let old: Style = [.text("a"), .width(4)]
        let new: Style = [.text("b"), .textColor(.red)]
        XCTAssertEqual(LastInstall.difference(from: old.attributes, to: new.attributes).delta, new.difference(from: old))
    }

    func testTheChangedPositionsOfADirectInstallGiveTheirSetsInApplyOrder() {
        let new: Style = [.text("b"), .hidden(true), .textColor(.red)]
        XCTAssertEqual(LastInstall.changedPositions(of: new.attributes, positions: 0b101).delta, StyleDelta([.set(.text("b")), .set(.textColor(.red))]))
        XCTAssertEqual(LastInstall.changedPositions(of: new.attributes, positions: 0).delta, .empty)
    }
}
