import Bindings
import ComposerModel
import GTKBackend   // not @testable: a user's module sees the public API only
import Widgets
import XCTest

/// A user's own leaf widget, as another module would write it: a level meter.
final class LevelMeter: Widget {
    private(set) var level = 0.0

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        guard case .value(let value) = attribute else { return super.applyOwn(attribute) }
        level = min(max(value, 0), 1)
        return .applied
    }

    override func resetOwn(_ key: AttributeKey) {
        guard key == .value else { return super.resetOwn(key) }
        level = 0
    }
}

extension LevelMeter: GTKPresentable {
    var gtkPresentedKeys: [AttributeKey] { [.value] }

    func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(typeName: "GtkLevelBar")
    }

    func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        guard key == .value else { return false }
        native.setProperty("value", to: .double(level))
        return true
    }
}

@LoopActor
final class MeterModel {
    @Observed var level = 0.25
    @Observed var hidden = false
}

/// A user's widget presented through the public protocol alone.
final class GTKPresentableTests: XCTestCase {
    func testUsersOwnLeafWidgetShowsAndChangesWithOneCall() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = MeterModel()
            let meter = LevelMeter()
            meter.bind(to: model) { [.value($0.level), .hidden($0.hidden)] }
            harness.turn()
            let native = try harness.show(StackView(style: [.views([meter])]))
            let meterNative = try XCTUnwrap(harness.screen?.existingNativeWidget(for: meter))
            XCTAssertEqual(native.typeName, "GtkBox")
            XCTAssertEqual(meterNative.typeName, "GtkLevelBar")
            XCTAssertEqual(meterNative.property("value"), .double(0.25))
            let before = meterNative.callCount
            model.level = 0.5
            harness.turn()
            XCTAssertEqual(meterNative.property("value"), .double(0.5))
            XCTAssertEqual(meterNative.callCount - before, 1)
            model.hidden = true   // a common attribute, shown by the screen
            harness.turn()
            XCTAssertFalse(meterNative.isVisible)
            meter.install(StyleDelta([.reset(.value)]))
            XCTAssertEqual(meterNative.property("value"), .double(0))
        }
    }

    func testUnknownTypeNameIsAnErrorNotACrash() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            XCTAssertThrowsError(try GTKWidget(typeName: "GtkNoSuchWidget")) { (error: any Error) in
                XCTAssertTrue("\(error)".contains("GtkNoSuchWidget"))
            }
            XCTAssertThrowsError(try GTKWidget(typeName: "GtkAdjustment"), "not a widget")
        }
    }
}
