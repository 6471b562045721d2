import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class ProgressBarWebTests: XCTestCase {
    func testProgressBarIsAProgressElementOutOfOne() throws {
        try onWebTestLoop {
            let bar: ProgressBar = [.progress(0.25)]
            let document = WebDocument.started(bar)
            let id = try XCTUnwrap(document.nodeID(of: bar))
            XCTAssertEqual(document.element(id), WebElement(kind: "progressBar", tag: "progress"))
            XCTAssertEqual(document.properties(id)["attr.max"], 1)
            XCTAssertEqual(document.properties(id)["attr.value"], 0.25)
            bar.progress = 0.5
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.value":0.5}]]"#)
        }
    }

    func testProgressBarTakesNoEvents() throws {
        try onWebTestLoop {
            let bar = ProgressBar()
            let document = WebDocument.started(bar)
            XCTAssertEqual(document.refusal(of: WebEvent(type: .value, value: .number(1)), at: try XCTUnwrap(document.nodeID(of: bar))),
                           .notAccepted(.value))
        }
    }
}
