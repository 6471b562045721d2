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

    func testDestructiveAndDefaultActionAreGTKsStyleClassesAndTheDefaultIsTheWindows() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let delete: Button = [.title("Delete", for: .normal), .emphasis(.destructive)]
            let save: Button = [.title("Save", for: .normal), .emphasis(.defaultAction)]
            _ = try harness.show(StackView(style: [.views([delete, save])]))
            let deleteNative = try harness.native(delete), saveNative = try harness.native(save)
            let window = try XCTUnwrap(harness.screen?.window)
            XCTAssertTrue(deleteNative.cssClasses.contains("destructive-action"), "\(deleteNative.cssClasses)")
            XCTAssertTrue(saveNative.cssClasses.contains("suggested-action"), "\(saveNative.cssClasses)")
            XCTAssertEqual(gtk_window_get_default_widget(cgtk_window(window.window.pointer)), cgtk_widget(saveNative.pointer))
            save.install(StyleDelta([.reset(.emphasis)]))
            XCTAssertFalse(saveNative.cssClasses.contains("suggested-action"), "\(saveNative.cssClasses)")
            XCTAssertNil(gtk_window_get_default_widget(cgtk_window(window.window.pointer)))
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

    func testClickedRunsTheHandlerAStyleInstalledAndItsReplacement() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = PressCounter()
            let first = EventAction { model.presses += 1 }
            let second = EventAction { model.presses += 10 }
            let one: Style = [.title("OK", for: .normal), .onPress(first)]
            let button = Button(style: one)
            let native = try harness.show(button)
            native.emit("clicked")
            XCTAssertEqual(model.presses, 1)
            let two: Style = [.title("OK", for: .normal), .onPress(second)]
            button.install(two.difference(from: one))
            native.emit("clicked")
            XCTAssertEqual(model.presses, 11)
            button.install(Style([.title("OK", for: .normal)]).difference(from: two))
            native.emit("clicked")
            XCTAssertEqual(model.presses, 11, "a removed handler no longer runs")
        }
    }

    func testHighlightedAndSelectedStatesAndASharedTextAreTheGTKLabel() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let button = Button(style: [.text("Go"), .textColor(.red),
                                        .states([.highlighted("Going", .blue), .selected("Chosen")])])
            let native = try harness.show(button)
            XCTAssertEqual(native.property("label"), .string("Go"))
            XCTAssertTrue(native.css.contains("color: #cd0000;"), native.css)
            button.install(StyleDelta([.set(.selected(true))]))
            XCTAssertEqual(native.property("label"), .string("Chosen"))
            button.install(StyleDelta([.set(.highlighted(true))]))
            XCTAssertEqual(native.property("label"), .string("Going"))
            XCTAssertTrue(native.css.contains("color: #0000ee;"), native.css)
            button.install(StyleDelta([.reset(.highlighted), .reset(.selected), .set(.text("Went"))]))
            XCTAssertEqual(native.property("label"), .string("Went"))
            XCTAssertTrue(native.css.contains("color: #cd0000;"), native.css)
        }
    }
}
