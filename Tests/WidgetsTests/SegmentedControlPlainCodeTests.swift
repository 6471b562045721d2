import Bindings
import ComposerModel
import Widgets
import XCTest

/// SegmentedControl's plain setters (`SegmentedControl+PlainCode.swift`): each is one install of its attribute.
final class SegmentedControlPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let period = SegmentedControl()
            period.segments = ["Day", "Week"]; assertPlainSet(period, .segments(["Day", "Week"]))
            period.selectedIndex = 1; assertPlainSet(period, .selectedIndex(1))
            XCTAssertEqual(period.selectedSegment, "Week")
        }
        try loop.close()
    }
}
