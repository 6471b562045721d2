import ComposerModel
import XCTest

final class StyleDeltaTests: XCTestCase {
    func testChangesAreSortedIntoApplyOrder() {
        let delta = StyleDelta([.set(.opacity(1)), .reset(.hidden), .set(.text("a"))])
        XCTAssertEqual(delta.changes, [.set(.text("a")), .reset(.hidden), .set(.opacity(1))])
    }

    func testAKeyChangedTwiceKeepsItsFirstChange() {
        let delta = StyleDelta([.set(.text("a")), .reset(.text)])
        XCTAssertEqual(delta.changes, [.set(.text("a"))])
    }

    func testDescriptionNamesEachChange() {
        let delta = StyleDelta([.set(.text("a")), .reset(.hidden)])
        XCTAssertEqual(delta.description, #"[set text("a"), reset hidden]"#)
        XCTAssertTrue(StyleDelta.empty.isEmpty)
    }
}
