import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

/// Refuses every edit.
@LoopActor
private final class RefusingDelegate: TextFieldDelegate, Sendable {
    func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool { false }
}

final class TextFieldWebTests: XCTestCase {
    func testTextFieldIsATextInputWithValueAndPlaceholder() throws {
        try onWebTestLoop {
            let field: TextField = [.text("ada"), .placeholder("Name")]
            let document = WebDocument.started(field)
            let id = try XCTUnwrap(document.nodeID(of: field))
            XCTAssertEqual(document.element(id),
                           WebElement(kind: "textField", tag: "input", attributes: ["type": "text"], events: [.text, .submit]))
            XCTAssertEqual(document.properties(id)["value"], "ada")
            XCTAssertEqual(document.properties(id)["attr.placeholder"], "Name")
            XCTAssertEqual(document.properties(id)["attr.type"], "text")
        }
    }

    func testSecureEntryIsAPasswordInput() throws {
        try onWebTestLoop {
            let field: TextField = [.placeholder("Password")]
            let document = WebDocument.started(field)
            let id = try XCTUnwrap(document.nodeID(of: field))
            field.isSecureEntry = true
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.type":"password"}]]"#)
        }
    }

    func testTypedTextReachesTheFieldAndItsHandlers() throws {
        try onWebTestLoop {
            let field = TextField()
            var changes: [String] = []
            field.onTextChanged { changes.append($0) }
            let document = WebDocument.started(field)
            let id = try XCTUnwrap(document.nodeID(of: field))
            try document.receive(WebEvent(type: .text, value: .string("hello")), at: id)
            XCTAssertEqual(field.text, "hello")
            XCTAssertEqual(changes, ["hello"])
            // The page's value becomes the document's (the server leaves the typing tab's echo out).
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"value":"hello"}]]"#)
        }
    }

    func testEditRefusedByTheDelegateSendsTheFieldsTextBack() throws {
        try onWebTestLoop {
            let delegate = RefusingDelegate()
            let field: TextField = [.text("kept"), .delegate(delegate)]
            let document = WebDocument.started(field)
            let id = try XCTUnwrap(document.nodeID(of: field))
            try document.receive(WebEvent(type: .text, value: .string("typed")), at: id)
            XCTAssertEqual(field.text, "kept")
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"value":"kept"}]]"#)
        }
    }

    func testSubmitIsReturnPressed() throws {
        try onWebTestLoop {
            let field: TextField = [.text("query")]
            var submitted: [String] = []
            field.onReturn { submitted.append($0) }
            let document = WebDocument.started(field)
            try document.receive(WebEvent(type: .submit), at: XCTUnwrap(document.nodeID(of: field)))
            XCTAssertEqual(submitted, ["query"])
        }
    }

    func testTextOfTheWrongTypeIsABadValue() throws {
        try onWebTestLoop {
            let field = TextField()
            let document = WebDocument.started(field)
            let id = try XCTUnwrap(document.nodeID(of: field))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .text, value: .number(3)), at: id), .badValue("text needs a string"))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .toggle, value: .bool(true)), at: id), .notAccepted(.toggle))
        }
    }

    func testDisabledFieldRefusesText() throws {
        try onWebTestLoop {
            let field: TextField = [.enabled(false)]
            let document = WebDocument.started(field)
            let id = try XCTUnwrap(document.nodeID(of: field))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .text, value: .string("x")), at: id), .disabled)
            XCTAssertEqual(field.text, "")
        }
    }
}
