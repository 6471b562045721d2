import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class VolumeModel {
    @Observed var volume = 0.5
}

/// Slider → GtkScale: its adjustment's bounds, step and value; `value-changed` both ways.
final class SliderGTKTests: XCTestCase {
    func testRangeStepAndValueAreTheAdjustments() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let slider: Slider = [.range(min: 0, max: 10), .step(2), .value(4)]
            let native = try harness.show(slider)
            XCTAssertEqual(native.typeName, "GtkScale")
            let adjustment = gtk_range_get_adjustment(cgtk_range(native.pointer))
            XCTAssertEqual(gtk_adjustment_get_lower(adjustment), 0)
            XCTAssertEqual(gtk_adjustment_get_upper(adjustment), 10)
            XCTAssertEqual(gtk_adjustment_get_step_increment(adjustment), 2)
            XCTAssertEqual(gtk_range_get_value(cgtk_range(native.pointer)), 4)
            let before = native.callCount
            slider.install(StyleDelta([.set(.value(6))]))
            XCTAssertEqual(gtk_range_get_value(cgtk_range(native.pointer)), 6)
            XCTAssertEqual(native.callCount - before, 1)
            slider.install(StyleDelta([.reset(.range), .reset(.value), .reset(.step)]))
            XCTAssertEqual(gtk_adjustment_get_upper(adjustment), 1)
            XCTAssertEqual(gtk_range_get_value(cgtk_range(native.pointer)), 0)
        }
    }

    func testUserValueReachesTheModelOnceAndInstallsDoNotEcho() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = VolumeModel()
            let slider = Slider()
            slider.bindValue(to: model, \.volume)
            var events: [Double] = []
            slider.onValueChanged { events.append($0) }
            let native = try harness.show(slider)
            harness.turn()
            XCTAssertEqual(gtk_range_get_value(cgtk_range(native.pointer)), 0.5)
            gtk_range_set_value(cgtk_range(native.pointer), 0.8)   // as a drag does
            XCTAssertEqual(model.volume, 0.8)
            XCTAssertEqual(events, [0.8])
            model.volume = 0.2
            harness.turn()
            XCTAssertEqual(gtk_range_get_value(cgtk_range(native.pointer)), 0.2)
            XCTAssertEqual(events, [0.8], "an install is not a user change")
        }
    }
}
