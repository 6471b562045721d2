import ComposerModel
import LoopComposerTestingCore
import XCTest

final class RecordingTargetTests: XCTestCase {
    func testCountsEverySetResetAndInstall() {
        let target = RecordingTarget()
        target.install([.text("a"), .hidden(true)] as Style)
        target.install(Style([.text("b")]).difference(from: [.text("a"), .hidden(true)]))
        XCTAssertEqual(target.shown, [.text("b")])
        XCTAssertEqual(target.setCount, 3)
        XCTAssertEqual(target.resetCount, 1)
        XCTAssertEqual(target.installCount, 2)
        XCTAssertEqual(target.changeCountByKey[.text], 2)
        XCTAssertEqual(target.changeCountByKey[.hidden], 2)
        XCTAssertEqual(target.installs.last, StyleDelta([.set(.text("b")), .reset(.hidden)]))
    }

    func testClearRecordsKeepsWhatIsShown() {
        let target = RecordingTarget()
        target.install([.text("a")] as Style)
        target.clearRecords()
        XCTAssertEqual(target.shown, [.text("a")])
        XCTAssertEqual(target.setCount, 0)
        XCTAssertEqual(target.installCount, 0)
        XCTAssertTrue(target.log.isEmpty)
    }

    func testSnapshotLeavesOutChildrenThatShowNothing() {
        let target = RecordingTarget()
        target.childTarget(for: "used").install([.text("x")] as Style)
        _ = target.childTarget(for: "untouched")
        XCTAssertEqual(target.snapshot, Component().withChildren(.child("used", styles: .text("x"))))
    }
}
