import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class ButtonWebTests: XCTestCase {
    func testButtonIsAButtonElementWithItsTitleAndColor() throws {
        try onWebTestLoop {
            let button: Button = [.title("Go", for: .normal), .titleColor(.rgb(red: 255, green: 136, blue: 0), for: .normal)]
            let document = WebDocument.started(button)
            let id = try XCTUnwrap(document.nodeID(of: button))
            XCTAssertEqual(document.element(id),
                           WebElement(kind: "button", tag: "button", attributes: ["type": "button"], events: [.press]))
            XCTAssertEqual(document.properties(id)["text"], "Go")
            XCTAssertEqual(document.properties(id)["css.color"], "#ff8800")
            XCTAssertEqual(document.properties(id)["css.text-align"], "center")
        }
    }

    func testPressReachesTheButtonsHandlers() throws {
        try onWebTestLoop {
            let button: Button = [.title("Go", for: .normal)]
            var presses = 0
            button.onPress { presses += 1 }
            let document = WebDocument.started(button)
            try document.receive(WebEvent(type: .press), at: XCTUnwrap(document.nodeID(of: button)))
            XCTAssertEqual(presses, 1)
        }
    }

    func testDisabledButtonShowsTheDisabledTitleAndRefusesPresses() throws {
        try onWebTestLoop {
            let button: Button = [.title("Go", for: .normal), .title("Wait", for: .disabled)]
            var presses = 0
            button.onPress { presses += 1 }
            let document = WebDocument.started(button)
            let id = try XCTUnwrap(document.nodeID(of: button))
            button.isEnabled = false
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"disabled":true,"text":"Wait"}]]"#)
            XCTAssertEqual(document.refusal(of: WebEvent(type: .press), at: id), .disabled)
            XCTAssertEqual(presses, 0)
        }
    }

    func testDisabledButtonShowsItsDisabledImageBeforeItsTitle() throws {
        try onWebTestLoop {
            let play = Image.pixels(width: 1, height: 1, rgba: [0, 200, 0, 255], altText: "▶")
            let paused = Image.pixels(width: 1, height: 1, rgba: [90, 90, 90, 255], altText: "paused")
            let button: Button = [.title("Play", for: .normal), .image(play, for: .normal), .image(paused, for: .disabled)]
            let document = WebDocument.started(button)
            let id = try XCTUnwrap(document.nodeID(of: button))
            let playPath = document.resources.add(png: WebPNG.encode(width: 1, height: 1, rgba: [0, 200, 0, 255]))
            let pausedPath = document.resources.add(png: WebPNG.encode(width: 1, height: 1, rgba: [90, 90, 90, 255]))
            XCTAssertEqual(document.properties(id)["image.src"], .string(playPath))
            XCTAssertEqual(document.properties(id)["image.alt"], "▶")
            XCTAssertEqual(document.properties(id)["text"], "Play")

            button.isEnabled = false
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"disabled":true,"image.src":"\#(pausedPath)","image.alt":"paused"}]]"#)

            button.setImage(nil, for: .normal)
            XCTAssertEqual(document.commitJSON(), nil, "the disabled state shows its own image: nothing to send")
            button.setImage(nil, for: .disabled)
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"image.src":null,"image.alt":null}]]"#)
        }
    }

    func testAnImageThePageCannotBeGivenIsReportedAndTheTitleShowsAlone() throws {
        try onWebTestLoop {
            let button: Button = [.title("Play", for: .normal), .image(.file("/nonexistent/loopcomposer/play.png", altText: "▶"), for: .normal)]
            let document = WebDocument.started(button)
            let id = try XCTUnwrap(document.nodeID(of: button))
            XCTAssertNil(document.properties(id)["image.src"])
            XCTAssertNil(document.properties(id)["image.alt"])
            XCTAssertEqual(document.properties(id)["text"], "Play")
        }
    }

    func testPressInsideAHiddenStackIsRefused() throws {
        try onWebTestLoop {
            let button: Button = [.title("Go", for: .normal)]
            let stack: StackView = [.arrangedSubviews([ViewReference(button)]), .hidden(true)]
            let document = WebDocument.started(stack)
            XCTAssertEqual(document.refusal(of: WebEvent(type: .press), at: try XCTUnwrap(document.nodeID(of: button))), .hidden)
        }
    }

    func testSelectedButtonIsPressedForAssistiveTechnologies() throws {
        try onWebTestLoop {
            let button: Button = [.title("Bold", for: .normal)]
            let document = WebDocument.started(button)
            let id = try XCTUnwrap(document.nodeID(of: button))
            button.install([.selected(true)] as Style)
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.aria-pressed":"true"}]]"#)
        }
    }

    func testUnknownNodeIsRefused() throws {
        try onWebTestLoop {
            let document = WebDocument.started(Button())
            XCTAssertEqual(document.refusal(of: WebEvent(type: .press), at: -4), .unknownNode(-4))
        }
    }

    func testDestructiveEmphasisIsTheStylesheetsDataAttribute() throws {
        try onWebTestLoop {
            let delete: Button = [.title("Delete", for: .normal), .emphasis(.destructive)]
            let document = WebDocument.started(delete)
            XCTAssertEqual(document.properties(of: delete)["attr.data-emphasis"], "destructive")
        }
    }
}
