import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class PauseModel {
    @Observed var paused = false
}

/// Switch → GtkSwitch: active state both ways, no echo of `notify::active`.
final class SwitchGTKTests: XCTestCase {
    func testIsOnIsTheActiveStateAndAResetTurnsItOff() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let toggle: Switch = [.isOn(true)]
            let native = try harness.show(toggle)
            XCTAssertEqual(native.typeName, "GtkSwitch")
            XCTAssertEqual(native.property("active"), .bool(true))
            let before = native.callCount
            toggle.install(StyleDelta([.reset(.isOn)]))
            XCTAssertEqual(native.property("active"), .bool(false))
            XCTAssertEqual(native.callCount - before, 1)
        }
    }

    func testUserToggleReachesTheModelOnceAndInstallsDoNotEcho() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = PauseModel()
            let toggle = Switch()
            toggle.bindIsOn(to: model, \.paused)
            var events: [Bool] = []
            toggle.onValueChanged { events.append($0) }
            let native = try harness.show(toggle)
            harness.turn()
            native.setProperty("active", to: .bool(true))   // as the user's click does
            XCTAssertTrue(model.paused)
            XCTAssertEqual(events, [true])
            model.paused = false
            harness.turn()
            XCTAssertEqual(native.property("active"), .bool(false))
            XCTAssertEqual(events, [true], "an install is not a toggle")
        }
    }

    func testToggleOfADisabledSwitchIsRefusedAndGTKShowsTheWidgetsState() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let toggle: Switch = [.enabled(false)]
            var events = 0
            toggle.onValueChanged { _ in events += 1 }
            let native = try harness.show(toggle)
            native.setProperty("active", to: .bool(true))
            XCTAssertEqual(events, 0)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(native.property("active"), .bool(false))
        }
    }
}
