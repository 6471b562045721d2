import Bindings
import CGtk
import ComposerModel
import InMemoryLogging
import Logging
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

    /// The button's picture-and-label box: the picture's paintable size and the label's text,
    /// or `nil` when the button's child is not the box.
    @LoopActor
    private static func imageAndTitle(of native: GTKWidget) -> (width: Int, height: Int, title: String, titleShown: Bool)? {
        guard let box = gtk_button_get_child(cgtk_button(native.pointer)),
              g_type_is_a(cgtk_type_of(box), gtk_box_get_type()) != 0,
              let picture = gtk_widget_get_first_child(box), let label = gtk_widget_get_last_child(box),
              let paintable = gtk_picture_get_paintable(cgtk_picture(picture)) else { return nil }
        return (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)),
                String(cString: gtk_label_get_label(cgtk_label(label))), gtk_widget_get_visible(label) != 0)
    }

    private static func pixels(width: Int, height: Int, altText: String) -> Image {
        .pixels(width: width, height: height, rgba: [UInt8](repeating: 200, count: width * height * 4), altText: altText)
    }

    func testDisabledButtonShowsItsDisabledImage() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let button: Button = [.title("Play", for: .normal), .image(Self.pixels(width: 2, height: 1, altText: "play"), for: .normal),
                                  .image(Self.pixels(width: 3, height: 4, altText: "paused"), for: .disabled)]
            let native = try harness.show(button)
            let normal = try XCTUnwrap(Self.imageAndTitle(of: native), "a picture leads the label")
            XCTAssertEqual([normal.width, normal.height], [2, 1])
            XCTAssertEqual(normal.title, "Play")
            XCTAssertTrue(normal.titleShown)
            let box = gtk_button_get_child(cgtk_button(native.pointer))

            button.isEnabled = false
            let disabled = try XCTUnwrap(Self.imageAndTitle(of: native))
            XCTAssertEqual([disabled.width, disabled.height], [3, 4], "the disabled image")
            XCTAssertEqual(disabled.title, "Play")
            XCTAssertEqual(gtk_button_get_child(cgtk_button(native.pointer)), box, "only the picture changed, not the box")

            button.install(StyleDelta([.reset(.buttonImage(.disabled))]))
            let fallback = try XCTUnwrap(Self.imageAndTitle(of: native))
            XCTAssertEqual([fallback.width, fallback.height], [2, 1], "the disabled state falls back to the normal image")

            button.install(StyleDelta([.reset(.buttonImage(.normal))]))
            XCTAssertNil(Self.imageAndTitle(of: native), "without an image the child is GTK's own label")
            XCTAssertEqual(native.property("label"), .string("Play"))
        }
    }

    func testATitleChangeKeepsThePictureAndAnImageAloneHidesTheLabel() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let button: Button = [.image(Self.pixels(width: 5, height: 5, altText: "stop"), for: .normal)]
            let native = try harness.show(button)
            let alone = try XCTUnwrap(Self.imageAndTitle(of: native))
            XCTAssertFalse(alone.titleShown, "an empty title takes no room beside the picture")
            let before = native.callCount
            button.setTitle("Stop", for: .normal)
            XCTAssertEqual(native.callCount - before, 1)
            let titled = try XCTUnwrap(Self.imageAndTitle(of: native))
            XCTAssertEqual(titled.title, "Stop")
            XCTAssertTrue(titled.titleShown)
            XCTAssertEqual([titled.width, titled.height], [5, 5])
        }
    }

    func testAnImageGTKCannotLoadIsReportedAndTheTitleShowsAlone() throws {
        let handler = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "ButtonGTKTests") { _ in handler }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        let path = "/nonexistent/loopcomposer/play.png"
        try LoopActor.assumeIsolated {
            let button: Button = [.identifier("play"), .title("Play", for: .normal), .image(.file(path, altText: "play"), for: .normal)]
            let native = try harness.show(button)
            XCTAssertNil(Self.imageAndTitle(of: native))
            XCTAssertEqual(native.property("label"), .string("Play"))
        }
        let messages = handler.entries.map { "\($0.message)" }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix("Button#play: value rejected for buttonImage(.file(\"\(path)\", altText: \"play\"), for: .normal): GTK shows the title alone: ") == true,
                      "\(messages)")
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
