import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class SliderWebTests: XCTestCase {
    func testSliderIsARangeInputWithItsBoundsStepAndValue() throws {
        try onWebTestLoop {
            let slider: Slider = [.range(min: 0, max: 10), .step(0.5), .value(3)]
            let document = WebDocument.started(slider)
            let id = try XCTUnwrap(document.nodeID(of: slider))
            XCTAssertEqual(document.element(id),
                           WebElement(kind: "slider", tag: "input", attributes: ["type": "range"], events: [.value]))
            let properties = document.properties(id)
            XCTAssertEqual(properties["attr.min"], 0)
            XCTAssertEqual(properties["attr.max"], 10)
            XCTAssertEqual(properties["attr.step"], 0.5)
            XCTAssertEqual(properties["value"], 3)
        }
    }

    func testNarrowerRangeSendsTheClampedValue() throws {
        try onWebTestLoop {
            let slider: Slider = [.range(min: 0, max: 10), .value(8)]
            let document = WebDocument.started(slider)
            let id = try XCTUnwrap(document.nodeID(of: slider))
            slider.range = 0...5
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.max":5,"value":5}]]"#)
        }
    }

    func testValueInsideTheRangeReachesTheSlider() throws {
        try onWebTestLoop {
            let slider: Slider = [.range(min: 0, max: 10)]
            var values: [Double] = []
            slider.onValueChanged { values.append($0) }
            let document = WebDocument.started(slider)
            try document.receive(WebEvent(type: .value, value: .number(7)), at: XCTUnwrap(document.nodeID(of: slider)))
            XCTAssertEqual(slider.value, 7)
            XCTAssertEqual(values, [7])
        }
    }

    func testSliderRefusesValueOutsideRange() throws {
        try onWebTestLoop {
            let slider: Slider = [.range(min: 0, max: 10), .value(2)]
            let document = WebDocument.started(slider)
            let id = try XCTUnwrap(document.nodeID(of: slider))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .value, value: .number(11)), at: id), .outOfRange("11.0 is outside 0.0...10.0"))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .value, value: .number(-0.5)), at: id)?.code, "outOfRange")
            XCTAssertEqual(document.refusal(of: WebEvent(type: .value, value: .number(.nan)), at: id)?.code, "badValue")
            XCTAssertEqual(slider.value, 2)
        }
    }
}
