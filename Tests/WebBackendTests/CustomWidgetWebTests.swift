import Bindings
import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

/// A user's own leaf widget: a level meter that takes `value` events in 0...1.
@LoopActor
private final class Meter: Widget {
    var level = 0.0 {
        didSet { setNeedsDisplay() }
    }
}

extension Meter: WebPresentable {
    var webElement: WebElement { WebElement(kind: "meter", tag: "progress", events: [.value]) }
    var webPresentedKeys: [AttributeKey] { [.value] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .value else { return false }
        properties["attr.value"] = .number(level)
        return true
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        let level = try event.numberValue()
        guard (0...1).contains(level) else { throw .outOfRange("\(level)") }
        self.level = level
    }
}

/// A user's composite: a plain widget whose children are built-in widgets.
@LoopActor
private final class Card: Widget {
    let title: Label = [.text("Disk")]
    let ok: Button = [.title("OK", for: .normal)]

    override init() {
        super.init()
        addChild(title)
        addChild(ok)
    }
}

final class CustomWidgetWebTests: XCTestCase {
    func testUsersLeafWidgetShowsItsOwnElementAndTakesItsEvents() throws {
        try onWebTestLoop {
            let meter = Meter()
            meter.level = 0.3
            let document = WebDocument.started(meter)
            let id = try XCTUnwrap(document.nodeID(of: meter))
            XCTAssertEqual(document.element(id), WebElement(kind: "meter", tag: "progress", events: [.value]))
            XCTAssertEqual(document.properties(id)["attr.value"], 0.3)
            try document.receive(WebEvent(type: .value, value: .number(0.8)), at: id)
            XCTAssertEqual(meter.level, 0.8)
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.value":0.8}]]"#)
            XCTAssertEqual(document.refusal(of: WebEvent(type: .value, value: .number(2)), at: id), .outOfRange("2.0"))
            XCTAssertEqual(meter.level, 0.8)
        }
    }

    func testCompositeIsADivOfItsChildrensNodes() throws {
        try onWebTestLoop {
            let card = Card()
            var presses = 0
            card.ok.onPress { presses += 1 }
            let document = WebDocument.started(card)
            let id = try XCTUnwrap(document.nodeID(of: card))
            XCTAssertEqual(document.element(id), WebElement(kind: "composite", tag: "div"))
            let titleID = try XCTUnwrap(document.nodeID(of: card.title))
            let okID = try XCTUnwrap(document.nodeID(of: card.ok))
            XCTAssertEqual(document.childIDs(id), [titleID, okID])
            XCTAssertEqual(document.properties(titleID)["text"], "Disk")
            try document.receive(WebEvent(type: .press), at: okID)
            XCTAssertEqual(presses, 1)
            card.isEnabled = false
            XCTAssertEqual(document.refusal(of: WebEvent(type: .press), at: okID), .disabled, "an ancestor is disabled")
            XCTAssertEqual(document.refusal(of: WebEvent(type: .press), at: id), .notAccepted(.press))
        }
    }
}
