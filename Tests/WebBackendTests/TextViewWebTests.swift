import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class TextViewWebTests: XCTestCase {
    func testTextViewIsATextAreaWithItsText() throws {
        try onWebTestLoop {
            let view: TextView = [.text("one\ntwo"), .textAlignment(.trailing)]
            let document = WebDocument.started(view)
            let id = try XCTUnwrap(document.nodeID(of: view))
            XCTAssertEqual(document.element(id), WebElement(kind: "textView", tag: "textarea", events: [.text]))
            XCTAssertEqual(document.properties(id)["value"], "one\ntwo")
            XCTAssertEqual(document.properties(id)["css.text-align"], "end")
            XCTAssertNil(document.properties(id)["attr.readonly"])
        }
    }

    func testTextViewTakesTypedText() throws {
        try onWebTestLoop {
            let view = TextView()
            let document = WebDocument.started(view)
            try document.receive(WebEvent(type: .text, value: .string("notes")), at: XCTUnwrap(document.nodeID(of: view)))
            XCTAssertEqual(view.text, "notes")
        }
    }

    func testReadOnlyTextViewIsReadonlyAndRefusesText() throws {
        try onWebTestLoop {
            let view: TextView = [.text("fixed")]
            let document = WebDocument.started(view)
            let id = try XCTUnwrap(document.nodeID(of: view))
            view.install([.editable(false)] as Style)
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.readonly":true}]]"#)
            XCTAssertEqual(document.refusal(of: WebEvent(type: .text, value: .string("changed")), at: id), .notEditable)
            XCTAssertEqual(view.text, "fixed")
        }
    }
}
