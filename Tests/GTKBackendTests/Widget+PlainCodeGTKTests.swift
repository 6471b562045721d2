import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
private final class CaptionModel {
    @Observed var caption = "Foo"
    @Observed var color = Color.green
}

/// Plain code on widgets a GTK window shows: a set reaches the real GTK widget at once,
/// through the widget's presenter, as an install does.
final class WidgetPlainCodeGTKTests: XCTestCase {
    func testAPlainSetShowsInTheRealGtkLabel() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("Foo")]
            let native = try harness.show(label)
            XCTAssertEqual(native.property("label"), .string("Foo"))
            let before = native.callCount
            label.text = "Bar"
            XCTAssertEqual(native.property("label"), .string("Bar"))
            XCTAssertEqual(native.callCount - before, 1, "one GTK call for one plain set")
            label.isHidden = true
            XCTAssertFalse(native.isVisible)
        }
    }

    func testAPlainSetOnABoundLabelStaysInGTKUntilTheBindingChangesThatKey() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = CaptionModel()
            let label = Label()
            label.bind(to: model) { [.text($0.caption), .textColor($0.color)] }
            let native = try harness.show(label)
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Foo"))
            label.text = "Bar"
            model.color = .blue
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Bar"))
            XCTAssertTrue(native.css.contains("color: #0000ee;"), native.css)
            model.caption = "Baz"
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Baz"))
        }
    }

    func testAPlainSliderValueOutOfRangeIsClampedInGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let slider: Slider = [.range(min: 0, max: 10)]
            let native = try harness.show(slider)
            slider.value = 12
            XCTAssertEqual(slider.value, 10)
            XCTAssertEqual(gtk_range_get_value(cgtk_range(native.pointer)), 10)
        }
    }
}
