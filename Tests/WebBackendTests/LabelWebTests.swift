import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class LabelWebTests: XCTestCase {
    func testLabelShowsTextColorAlignmentAndStyleAsSpanProperties() throws {
        try onWebTestLoop {
            let label: Label = [.text("Jobs"), .textColor(.red), .textAlignment(.center), .textStyle([.bold, .italic, .underline])]
            let document = WebDocument.started(label)
            let id = try XCTUnwrap(document.nodeID(of: label))
            XCTAssertEqual(document.element(id), WebElement(kind: "label", tag: "span"))
            let properties = document.properties(of: label)
            XCTAssertEqual(properties["text"], "Jobs")
            XCTAssertEqual(properties["css.color"], "var(--lc-color-red, #cd0000)")
            XCTAssertEqual(properties["css.text-align"], "center")
            XCTAssertEqual(properties["css.font-weight"], "bold")
            XCTAssertEqual(properties["css.font-style"], "italic")
            XCTAssertEqual(properties["css.text-decoration"], "underline")
            XCTAssertEqual(properties["css.white-space"], "pre")
        }
    }

    func testMultiLineLabelIsAParagraphThatWraps() throws {
        try onWebTestLoop {
            let label: Label = [.text("a long text"), .numberOfLines(0)]
            let document = WebDocument.started(label)
            XCTAssertEqual(document.element(try XCTUnwrap(document.nodeID(of: label)))?.tag, "p")
            XCTAssertEqual(document.properties(of: label)["css.white-space"], "pre-wrap")
        }
    }

    func testLabelTextChangeAndStyleResetBecomeOneSetOperation() throws {
        try onWebTestLoop {
            let label: Label = [.text("Count: 3"), .textStyle(.bold)]
            let document = WebDocument.started(label)
            let id = try XCTUnwrap(document.nodeID(of: label))
            label.text = "Count: 4"
            label.textStyle = .plain
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"text":"Count: 4","css.font-weight":null}]]"#)
            XCTAssertEqual(document.version, 2)
            XCTAssertNil(document.commitJSON(), "nothing changed since")
        }
    }

    func testLabelCaseChangesTheTextShown() throws {
        try onWebTestLoop {
            let label: Label = [.text("ready"), .case(.upper)]
            let document = WebDocument.started(label)
            XCTAssertEqual(document.properties(of: label)["text"], "READY")
        }
    }

    func testBoldStyleSurvivesAFontChange() throws {
        try onWebTestLoop {
            let label: Label = [.text("x"), .textStyle(.bold)]
            let document = WebDocument.started(label)
            label.install([.font(Font(family: "Serif", size: 12))] as Style)
            _ = document.commitJSON()
            XCTAssertEqual(document.properties(of: label)["css.font-weight"], "bold")
            XCTAssertEqual(document.properties(of: label)["css.font-family"], "\"Serif\"")
        }
    }

    func testLabelTakesNoEvents() throws {
        try onWebTestLoop {
            let label: Label = [.text("x")]
            let document = WebDocument.started(label)
            let id = try XCTUnwrap(document.nodeID(of: label))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .press), at: id), .notAccepted(.press))
        }
    }

    func testEmphasisIsTheStylesheetsDataAttributeAndAResetRemovesIt() throws {
        try onWebTestLoop {
            let label: Label = [.text("Jobs"), .emphasis(.title2)]
            let document = WebDocument.started(label)
            XCTAssertEqual(document.properties(of: label)["attr.data-emphasis"], "title2")
            label.install(from: [.text("Jobs"), .emphasis(.title2)], to: [.text("Jobs")])
            _ = document.commit()
            XCTAssertNil(document.properties(of: label)["attr.data-emphasis"], "no emphasis: the attribute goes")
        }
    }
}
