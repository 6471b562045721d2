import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import InMemoryLogging
import Logging
import Widgets
import XCTest

/// The screen: common attributes, units, diagnostics, stopping.
final class GTKScreenTests: XCTestCase {
    func testCommonAttributesAreReadBackFromGTKAndResetToDefaults() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.identifier("title"), .enabled(false), .opacity(0.4), .width(3), .height(2),
                                .margins(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0)), .padding(all: 1),
                                .backgroundColor(.rgb(red: 1, green: 2, blue: 3)), .borderStyle(.rounded),
                                .borderColor(.palette(196)), .tintColor(.green)]
            let native = try harness.show(label)
            XCTAssertEqual(String(cString: gtk_widget_get_name(cgtk_widget(native.pointer))), "title")
            XCTAssertFalse(native.isSensitive)
            XCTAssertEqual(native.opacity, 0.4, accuracy: 0.01)
            XCTAssertEqual(native.sizeRequest.width, 24)
            XCTAssertEqual(native.sizeRequest.height, 32)
            for declaration in ["margin: 16px 0px 0px 16px;", "padding: 16px 8px 16px 8px;", "background: #010203;",
                                "border: 1px solid; border-radius: 6px;", "border-color: #ff0000;",
                                "background-color: #00cd00;"] {
                XCTAssertTrue(native.css.contains(declaration), "\(declaration) in \(native.css)")
            }
            label.install(StyleDelta(Screen.commonKeys.map { .reset($0) }))
            XCTAssertTrue(native.isSensitive)
            XCTAssertEqual(native.opacity, 1, accuracy: 0.001)
            XCTAssertEqual(native.sizeRequest.width, -1)
            XCTAssertEqual(native.sizeRequest.height, -1)
            XCTAssertEqual(native.css, "")
            XCTAssertEqual(String(cString: gtk_widget_get_name(cgtk_widget(native.pointer))), "GtkLabel")
        }
    }

    func testEveryCommonAttributeChangeIsOneCall() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label = Label()
            let native = try harness.show(label)
            let changes: [Attribute] = [
                .identifier("x"), .hidden(true), .enabled(false), .opacity(0.5), .width(2), .height(1),
                .margins(EdgeInsets(all: 1)), .padding(all: 1), .backgroundColor(.red), .tintColor(.blue),
                .borderStyle(.single), .borderColor(.white),
            ]
            for change in changes {
                let before = native.callCount
                label.install(StyleDelta([.set(change)]))
                XCTAssertEqual(native.callCount - before, 1, "\(change)")
            }
        }
    }

    func testAFlushChangingOneLabelOfManyCallsGTKOnThatLabelOnly() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = GreetingModel()
            let labels = (0..<50).map { index in Label(style: [.text("row \(index)"), .textColor(.cyan)]) }
            labels[7].bind(to: model) { [.text("Hello \($0.name)")] }
            _ = try harness.show(StackView(style: [.views(labels)]))
            harness.turn()
            let natives = try labels.map { try harness.native($0) }
            let before = natives.map(\.callCount)
            model.name = "Grace"
            harness.turn()
            let calls = zip(natives, before).map { $0.callCount - $1 }
            XCTAssertEqual(calls, (0..<50).map { $0 == 7 ? 1 : 0 })
            XCTAssertEqual(natives[7].property("label"), .string("Hello Grace"))
        }
    }

    func testAWidgetWithoutPresentationIsReportedAndShownEmpty() throws {
        let logs = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "test") { _ in logs }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let native = try harness.show(Widget())
            XCTAssertEqual(native.typeName, "GtkBox")
        }
        XCTAssertEqual(logs.entries.map { $0.metadata["diagnostic"] }, ["gtkUnpresentable"])
    }

    func testStoppedScreenNoLongerPresentsItsWidgets() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("a")]
            let native = try harness.show(label)
            let screen = try XCTUnwrap(harness.screen)
            screen.stop()
            XCTAssertNil(label.presenter)
            XCTAssertFalse(screen.isStarted)
            label.install(StyleDelta([.set(.text("b"))]))
            XCTAssertEqual(native.property("label"), .string("a"))
            XCTAssertEqual(screen.shownWidgetCount, 0)
        }
    }

    func testBadPropertyNameIsReportedNotFatal() throws {
        let logs = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "test") { _ in logs }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let native = try GTKWidget(typeName: "GtkLabel")
            native.setProperty("no-such-property", to: .bool(true))
            native.setProperty("label", to: .bool(true))
            XCTAssertEqual(native.callCount, 0)
        }
        XCTAssertEqual(logs.entries.map { $0.metadata["diagnostic"] }, ["gtkProperty", "gtkProperty"])
    }

    func testUserEditsSimulatedOnTheWidgetsShowInTheNativeWidgets() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let field = TextField()
            var edits: [String] = []
            field.onTextChanged { edits.append($0) }
            let toggle = Switch()
            let root: StackView = [.views([field, toggle])]
            _ = try harness.show(root)
            harness.turn()
            field.userDidType("ab")
            toggle.userDidToggle()
            XCTAssertEqual(try harness.native(field).property("text"), .string("ab"), "what a test types shows in the entry")
            XCTAssertEqual(edits, ["ab"], "one edit: showing it in the entry is not another")
            XCTAssertEqual(try harness.native(toggle).property("active"), .bool(true))
            XCTAssertEqual(field.text, "ab")
            XCTAssertTrue(toggle.isOn)
        }
    }
}

private typealias Screen = GTKScreen

/// Focus: the tree's initial focus is GTK's, and GTK's focus moves the tree's.
final class GTKScreenFocusTests: XCTestCase {
    func testInitialFocusIsTheFirstControlAndGTKFocusMovesTheTreesFocus() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let title = Label(style: [.text("Sign in")])
            let email = TextField()
            let remember = Switch()
            var ended: [String] = []
            email.onEndEditing { ended.append($0) }
            let form: StackView = [.views([title, email, remember])]
            _ = try harness.show(form)
            let window = try XCTUnwrap(harness.screen?.window)
            let emailNative = try harness.native(email), rememberNative = try harness.native(remember)
            XCTAssertTrue(email.isFocused)
            XCTAssertEqual(gtk_widget_has_focus(cgtk_widget(emailNative.pointer)) != 0
                || gtk_widget_is_ancestor(gtk_window_get_focus(cgtk_window(window.window.pointer)), cgtk_widget(emailNative.pointer)) != 0,
                true)
            gtk_widget_grab_focus(cgtk_widget(rememberNative.pointer))   // the user clicks the switch
            XCTAssertTrue(remember.isFocused)
            XCTAssertEqual(ended, [""], "the focus leaving the field ends editing")
        }
    }
}

/// The window's content margin: the GNOME HIG's 12 px unless the root has margins.
final class GTKScreenContentMarginTests: XCTestCase {
    func testRootWithoutMarginsKeepsTheHIGMarginFromTheWindowsEdges() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let stack: StackView = [.views([Label(style: [.text("Name")])])]
            let native = try harness.show(stack)
            let widget = cgtk_widget(native.pointer)
            XCTAssertEqual([gtk_widget_get_margin_top(widget), gtk_widget_get_margin_bottom(widget),
                            gtk_widget_get_margin_start(widget), gtk_widget_get_margin_end(widget)], [12, 12, 12, 12])
            stack.install(StyleDelta([.set(.margins(EdgeInsets(all: 1)))]))
            XCTAssertEqual(gtk_widget_get_margin_start(widget), 0, "the root's own margins win")
            XCTAssertTrue(native.css.contains("margin: 16px 8px 16px 8px;"), native.css)
            stack.install(StyleDelta([.reset(.margins)]))
            XCTAssertEqual(gtk_widget_get_margin_start(widget), 12)
        }
    }

    func testContentMarginZeroLetsTheRootTouchTheEdges() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: harness.runtime, title: "canvas")
            let label: Label = [.text("edge")]
            let screen = GTKScreen(root: label, window: window)
            screen.contentMargin = 0
            try screen.start()
            defer { screen.stop() }
            let native = try XCTUnwrap(screen.existingNativeWidget(for: label))
            XCTAssertEqual(gtk_widget_get_margin_top(cgtk_widget(native.pointer)), 0)
        }
    }
}
