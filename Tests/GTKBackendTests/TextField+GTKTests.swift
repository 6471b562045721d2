import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class LoginModel {
    @Observed var email = ""
    @Observed var status = "idle"
}

@LoopActor
final class DigitsOnly: TextFieldDelegate, Sendable {
    func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool {
        text.allSatisfy(\.isNumber)
    }
}

/// TextField → GtkEntry: text, placeholder, secure entry; typing both ways, no echo of
/// `notify::text`, an edit in progress untouched by an unrelated flush.
final class TextFieldGTKTests: XCTestCase {
    func testTextPlaceholderAndSecureEntryAreReadBackFromGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let field: TextField = [.text("secret"), .placeholder("Password"), .secureEntry(true)]
            let native = try harness.show(field)
            XCTAssertEqual(native.typeName, "GtkEntry")
            XCTAssertEqual(native.property("text"), .string("secret"))
            XCTAssertEqual(native.property("placeholder-text"), .string("Password"))
            XCTAssertEqual(native.property("visibility"), .bool(false))
            let before = native.callCount
            field.install(StyleDelta([.reset(.secureEntry)]))
            XCTAssertEqual(native.property("visibility"), .bool(true))
            XCTAssertEqual(native.callCount - before, 1)
            field.install(StyleDelta([.reset(.placeholder), .reset(.text)]))
            XCTAssertEqual(native.property("text"), .string(""))
            XCTAssertEqual(native.property("placeholder-text"), .string(""))
        }
    }

    func testTypingReachesTheModelOnceInOrderWithoutEcho() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = LoginModel()
            let field = TextField()
            field.bindText(to: model, \.email)
            var edits: [String] = []
            field.onTextChanged { edits.append($0) }
            let native = try harness.show(field)
            harness.turn()
            gtk_editable_set_text(cgtk_editable(native.pointer), "a")   // counts as typing
            gtk_editable_set_text(cgtk_editable(native.pointer), "ab")
            XCTAssertEqual(edits, ["a", "ab"])
            XCTAssertEqual(model.email, "ab")
            harness.turn()
            model.email = "c@d"
            harness.turn()
            XCTAssertEqual(native.property("text"), .string("c@d"))
            XCTAssertEqual(edits, ["a", "ab"], "an install is not an edit")
        }
    }

    func testUnrelatedFlushLeavesAnEditInProgressAndItsCursor() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = LoginModel()
            let field = TextField()
            field.bindText(to: model, \.email)
            field.bind(to: model) { [.placeholder($0.status)] }
            let native = try harness.show(field)
            harness.turn()
            gtk_editable_set_text(cgtk_editable(native.pointer), "half-typed")
            gtk_editable_set_position(cgtk_editable(native.pointer), 4)
            let calls = native.callCount
            model.status = "checking"
            harness.turn()
            XCTAssertEqual(native.property("text"), .string("half-typed"))
            XCTAssertEqual(gtk_editable_get_position(cgtk_editable(native.pointer)), 4)
            XCTAssertEqual(native.callCount - calls, 2, "only the placeholder and the accessible description it gives")
        }
    }

    func testEditTheDelegateRefusesIsUndoneInGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let delegate = DigitsOnly()
            let field: TextField = [.delegate(delegate), .text("12")]
            let native = try harness.show(field)
            gtk_editable_set_text(cgtk_editable(native.pointer), "12x")
            XCTAssertEqual(field.text, "12")
            XCTAssertEqual(native.property("text"), .string("12"))
        }
    }

    func testActivateIsReturn() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let field: TextField = [.text("go")]
            var returns: [String] = []
            field.onReturn { returns.append($0) }
            let native = try harness.show(field)
            native.emit("activate")
            XCTAssertEqual(returns, ["go"])
        }
    }

    func testEnterInAFieldWithoutAReturnActionPressesTheDefaultButtonOnly() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let name = TextField(style: [.text("ada")])
            let code = TextField(style: [.text("42")])
            var returns: [String] = []
            code.onReturn { returns.append($0) }
            let save: Button = [.title("Save", for: .normal), .emphasis(.defaultAction)]
            var presses = 0
            save.onPress { presses += 1 }
            _ = try harness.show(StackView(style: [.views([name, code, save]), .axis(.vertical)]))
            XCTAssertTrue(code.handlesReturn, "a field's own return action wins over the default button")
            XCTAssertFalse(name.handlesReturn)
            try harness.native(code).emit("activate")
            XCTAssertEqual(returns, ["42"])
            // GTK activates a button as a short press: `clicked` comes after its timeout.
            try harness.native(name).emit("activate")
            let deadline = ContinuousClock.now + .seconds(5)
            while presses == 0, ContinuousClock.now < deadline { harness.turn() }
            XCTAssertEqual(presses, 1, "Enter in a field without a return action presses the default button")
        }
    }

    func testASharedTextStyleIsCSSOnTheEntry() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let field = TextField(style: [.text("ada"), .textStyle(.bold)])
            let native = try harness.show(field)
            XCTAssertTrue(native.css.contains("font-weight: bold;"), native.css)
            field.install(StyleDelta([.reset(.textStyle)]))
            XCTAssertFalse(native.css.contains("font-weight"), native.css)
        }
    }

    func testActivateRunsTheSubmitHandlerOfTheStyle() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = LoginModel()
            let field: TextField = [.text("ada"), .onSubmit { model.status = "submitted \($0)" }]
            let native = try harness.show(field)
            native.emit("activate")
            XCTAssertEqual(model.status, "submitted ada")
        }
    }
}
