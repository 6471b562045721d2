import Bindings
import ComposerModel
import Widgets
import XCTest

final class SegmentedControlTests: XCTestCase {
    func testSegmentsAndSelectionApplyAndResetToNoSelection() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let control = SegmentedControl()
            XCTAssertEqual(control.selectedIndex, -1)
            XCTAssertNil(control.selectedSegment)
            let style: Style = [.segments(["Day", "Week", "Month"]), .selectedIndex(1)]
            XCTAssertEqual(control.install(style).diagnostics, [])
            XCTAssertEqual(control.segments, ["Day", "Week", "Month"])
            XCTAssertEqual(control.selectedSegment, "Week")
            control.install(Style().difference(from: style))
            XCTAssertEqual(control.segments, [])
            XCTAssertEqual(control.selectedIndex, -1)
        }
        try loop.close()
    }

    func testOutOfBoundsIndexIsRejectedAndThePreviousSelectionStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let control = SegmentedControl()
            control.install([.segments(["A", "B"]), .selectedIndex(0)] as Style)
            let report = control.install([.selectedIndex(2)] as Style)
            XCTAssertEqual(control.selectedIndex, 0)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message),
                           ["SegmentedControl: value rejected for selectedIndex(2): selectedIndex 2 is outside -1..<2 (2 segments)"])
            control.install([.selectedIndex(-2)] as Style)
            XCTAssertEqual(control.selectedIndex, 0)
            XCTAssertEqual(control.install([.selectedIndex(-1)] as Style).diagnostics, [])
            XCTAssertEqual(control.selectedIndex, -1)
        }
        try loop.close()
    }

    func testShrinkingSegmentsBelowTheSelectionDeselectsAndReportsTheStaleIndex() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let control = SegmentedControl()
            let wide: Style = [.segments(["A", "B", "C"]), .selectedIndex(2)]
            control.install(wide)
            let narrow: Style = [.segments(["A"]), .selectedIndex(2)]
            let report = control.install(narrow.difference(from: wide))
            XCTAssertEqual(control.segments, ["A"])
            XCTAssertEqual(control.selectedIndex, -1)
            XCTAssertEqual(report.diagnostics.map(\.message),
                           ["SegmentedControl: value rejected for selectedIndex(2): selectedIndex 2 is outside -1..<1 (1 segments)"])
            control.install(wide.difference(from: narrow))
            XCTAssertEqual(control.selectedSegment, "C")
        }
        try loop.close()
    }

    func testShrinkingSegmentsAroundAValidSelectionKeepsIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let control = SegmentedControl()
            control.install([.segments(["A", "B", "C"]), .selectedIndex(1)] as Style)
            control.install([.segments(["X", "Y"])] as Style)
            XCTAssertEqual(control.selectedSegment, "Y")
        }
        try loop.close()
    }
}
