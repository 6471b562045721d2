import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class SegmentedControlWebTests: XCTestCase {
    func testSegmentsAreLabelledRadiosOfOneGroup() throws {
        try onWebTestLoop {
            let control: SegmentedControl = [.segments(["List", "Grid"]), .selectedIndex(1)]
            let document = WebDocument.started(control)
            let id = try XCTUnwrap(document.nodeID(of: control))
            XCTAssertEqual(document.element(id),
                           WebElement(kind: "segmentedControl", tag: "fieldset", attributes: ["role": "radiogroup"]))
            let segments = document.childIDs(id)
            XCTAssertEqual(segments.count, 2)
            XCTAssertEqual(document.element(segments[0]), WebElement(kind: "segment", tag: "label"))
            XCTAssertEqual(segments.map { document.properties($0)["text"] }, ["List", "Grid"])
            let radios = segments.flatMap { document.childIDs($0) }
            XCTAssertEqual(radios.count, 2)
            XCTAssertEqual(document.element(radios[0]), WebElement(
                kind: "segmentInput", tag: "input", attributes: ["type": "radio", "name": "lc-segments-\(id)"], events: [.select]))
            XCTAssertEqual(radios.map { document.properties($0)["checked"] }, [false, true])
        }
    }

    func testTwoControlsHaveTwoRadioGroups() throws {
        try onWebTestLoop {
            let first: SegmentedControl = [.segments(["A"])]
            let second: SegmentedControl = [.segments(["A"])]
            let stack: StackView = [.arrangedSubviews([ViewReference(first), ViewReference(second)])]
            let document = WebDocument.started(stack)
            var names: [String?] = []
            for control in [first, second] {
                let segment = try XCTUnwrap(document.childIDs(XCTUnwrap(document.nodeID(of: control))).first)
                let radio = try XCTUnwrap(document.childIDs(segment).first)
                names.append(document.element(radio)?.attributes["name"])
            }
            XCTAssertNotEqual(names[0], names[1])
        }
    }

    func testSelectFromARadioSelectsItsSegmentAndMovesTheCheck() throws {
        try onWebTestLoop {
            let control: SegmentedControl = [.segments(["List", "Grid", "Map"]), .selectedIndex(0)]
            var selections: [Int] = []
            control.onSelectionChanged { selections.append($0) }
            let document = WebDocument.started(control)
            let id = try XCTUnwrap(document.nodeID(of: control))
            let radios = document.childIDs(id).flatMap { document.childIDs($0) }
            try document.receive(WebEvent(type: .select, value: .number(2)), at: radios[2])
            XCTAssertEqual(control.selectedIndex, 2)
            XCTAssertEqual(selections, [2])
            XCTAssertEqual(document.commitJSON(),
                           #"[["set",\#(radios[0]),{"checked":false}],["set",\#(radios[2]),{"checked":true}]]"#)
        }
    }

    func testRemovedSegmentsAreRemovedAndKeptOnesRetitled() throws {
        try onWebTestLoop {
            let control: SegmentedControl = [.segments(["A", "B", "C"])]
            let document = WebDocument.started(control)
            let id = try XCTUnwrap(document.nodeID(of: control))
            let segments = document.childIDs(id)
            control.segments = ["A", "Bee"]
            XCTAssertEqual(document.commitJSON(), #"[["remove",\#(segments[2])],["set",\#(segments[1]),{"text":"Bee"}]]"#)
        }
    }

    func testSelectOfASegmentNoLongerShownIsOutOfRange() throws {
        try onWebTestLoop {
            let control: SegmentedControl = [.segments(["A", "B"])]
            let document = WebDocument.started(control)
            let id = try XCTUnwrap(document.nodeID(of: control))
            let radios = document.childIDs(id).flatMap { document.childIDs($0) }
            // The app drops a segment; the page, not yet sent the frame, still has its radio.
            control.segments = ["A"]
            XCTAssertEqual(document.refusal(of: WebEvent(type: .select, value: .number(1)), at: radios[1]),
                           .outOfRange("segment 1 of 1"))
            XCTAssertEqual(control.selectedIndex, -1)
        }
    }

    func testDisabledControlRefusesSelect() throws {
        try onWebTestLoop {
            let control: SegmentedControl = [.segments(["A", "B"]), .enabled(false)]
            let document = WebDocument.started(control)
            let radio = try XCTUnwrap(document.childIDs(XCTUnwrap(document.childIDs(XCTUnwrap(document.nodeID(of: control))).last)).first)
            XCTAssertEqual(document.refusal(of: WebEvent(type: .select, value: .number(1)), at: radio), .disabled)
            XCTAssertEqual(control.selectedIndex, -1)
        }
    }
}
