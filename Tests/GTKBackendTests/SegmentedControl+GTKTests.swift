import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class FilterModel {
    @Observed var filter = 0
}

/// SegmentedControl → linked toggle buttons: titles, the active one, `toggled` both ways.
final class SegmentedControlGTKTests: XCTestCase {
    func testSegmentsAreLinkedToggleButtonsAndTheSelectedOneIsActive() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let control: SegmentedControl = [.segments(["All", "Failed", "Running"]), .selectedIndex(1)]
            let native = try harness.show(control)
            XCTAssertEqual(native.typeName, "GtkBox")
            XCTAssertTrue(native.cssClasses.contains("linked"))
            XCTAssertEqual(titles(native), ["All", "Failed", "Running"])
            XCTAssertEqual(activeStates(native), [false, true, false])
            let firstButton = native.parts[0]
            control.install(StyleDelta([.set(.segments(["Any", "Failed"])), .set(.selectedIndex(0))]))
            XCTAssertEqual(titles(native), ["Any", "Failed"])
            XCTAssertTrue(native.parts[0] === firstButton, "buttons are reused by position")
            XCTAssertEqual(activeStates(native), [true, false])
            let before = native.callCount
            control.install(StyleDelta([.reset(.selectedIndex)]))
            XCTAssertEqual(activeStates(native), [false, false])
            XCTAssertEqual(native.callCount - before, 1)
        }
    }

    func testUserChoiceReachesTheModelOnceAndInstallsDoNotEcho() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = FilterModel()
            let control: SegmentedControl = [.segments(["All", "Failed", "Running"])]
            control.bindSelectedIndex(to: model, \.filter)
            var events: [Int] = []
            control.onSelectionChanged { events.append($0) }
            let native = try harness.show(control)
            harness.turn()
            XCTAssertEqual(activeStates(native), [true, false, false])
            gtk_toggle_button_set_active(cgtk_toggle_button(native.parts[2].pointer), 1)   // a click
            XCTAssertEqual(model.filter, 2)
            XCTAssertEqual(events, [2])
            model.filter = 1
            harness.turn()
            XCTAssertEqual(activeStates(native), [false, true, false])
            XCTAssertEqual(events, [2], "an install is not a choice")
        }
    }
}

@LoopActor
private func activeStates(_ native: GTKWidget) -> [Bool] {
    native.parts.map { gtk_toggle_button_get_active(cgtk_toggle_button($0.pointer)) != 0 }
}

@LoopActor
private func titles(_ native: GTKWidget) -> [String] {
    native.parts.map { String(cString: gtk_button_get_label(cgtk_button($0.pointer))) }
}
