import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class PressCounter {
    @Observed var presses = 0
}

/// Button → GtkButton: titles per state, `clicked` into press handlers, no echo.
final class ButtonGTKTests: XCTestCase {
    func testTitleOfTheShownStateIsTheGTKLabel() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let button: Button = [.title("OK", for: .normal), .title("Wait", for: .disabled)]
            let native = try harness.show(button)
            
            XCTAssertEqual(native.typeName, "GtkButton")
            XCTAssertEqual(native.property("label"), .string("OK"))
            let before = native.callCount
            button.install(StyleDelta([.set(.title("Fine", for: .normal))]))
            XCTAssertEqual(native.property("label"), .string("Fine"))
            XCTAssertEqual(native.callCount - before, 1)
            button.install(StyleDelta([.set(.title("OK", for: .normal))]))
            button.install(StyleDelta([.set(.enabled(false))]))
            XCTAssertEqual(native.property("label"), .string("Wait"))
            XCTAssertFalse(native.isSensitive)
            button.install(StyleDelta([.reset(.title(.normal))]))
            XCTAssertEqual(native.property("label"), .string("Wait"))
            button.install(StyleDelta([.reset(.enabled)]))
            XCTAssertEqual(native.property("label"), .string(""))
        }
    }

    func testClickedReachesTheViewModelOnceInOrderAndInstallsDoNotPress() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = PressCounter()
            let button = Button()
            var seen: [Int] = []
            button.onPress {
                model.presses += 1
                seen.append(model.presses)
            }
            button.bind(to: model) { [.title("Pressed \($0.presses)", for: .normal)] }
            let native = try harness.show(button)
            harness.turn()
            native.emit("clicked")
            native.emit("clicked")
            XCTAssertEqual(seen, [1, 2])
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Pressed 2"))
            XCTAssertEqual(seen, [1, 2], "an install is not a press")
        }
    }
}
