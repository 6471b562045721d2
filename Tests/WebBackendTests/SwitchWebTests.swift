import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class SwitchWebTests: XCTestCase {
    func testSwitchIsACheckboxWithTheSwitchRole() throws {
        try onWebTestLoop {
            let toggle: Switch = [.isOn(true)]
            let document = WebDocument.started(toggle)
            let id = try XCTUnwrap(document.nodeID(of: toggle))
            XCTAssertEqual(document.element(id), WebElement(
                kind: "switch", tag: "input", attributes: ["type": "checkbox", "role": "switch"], events: [.toggle]))
            XCTAssertEqual(document.properties(id)["checked"], true)
        }
    }

    func testToggleToANewStateTogglesTheSwitch() throws {
        try onWebTestLoop {
            let toggle = Switch()
            var states: [Bool] = []
            toggle.onValueChanged { states.append($0) }
            let document = WebDocument.started(toggle)
            try document.receive(WebEvent(type: .toggle, value: .bool(true)), at: XCTUnwrap(document.nodeID(of: toggle)))
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(states, [true])
        }
    }

    func testToggleToTheStateTheSwitchHasChangesNothing() throws {
        try onWebTestLoop {
            let toggle: Switch = [.isOn(true)]
            var states: [Bool] = []
            toggle.onValueChanged { states.append($0) }
            let document = WebDocument.started(toggle)
            try document.receive(WebEvent(type: .toggle, value: .bool(true)), at: XCTUnwrap(document.nodeID(of: toggle)))
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(states, [])
        }
    }

    func testToggleWithoutABooleanIsABadValue() throws {
        try onWebTestLoop {
            let toggle = Switch()
            let document = WebDocument.started(toggle)
            let id = try XCTUnwrap(document.nodeID(of: toggle))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .toggle, value: .string("on")), at: id),
                           .badValue("toggle needs a boolean"))
            XCTAssertFalse(toggle.isOn)
        }
    }
}
