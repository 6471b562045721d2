import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class ActivityIndicatorWebTests: XCTestCase {
    func testAnimatingIsBusyAndStoppedIsNotButStaysShown() throws {
        try onWebTestLoop {
            let spinner: ActivityIndicator = [.animating(true)]
            let document = WebDocument.started(spinner)
            let id = try XCTUnwrap(document.nodeID(of: spinner))
            XCTAssertEqual(document.element(id), WebElement(kind: "activityIndicator", tag: "span", attributes: ["role": "status"]))
            XCTAssertEqual(document.properties(id)["attr.aria-busy"], "true")
            spinner.isAnimating = false
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.aria-busy":"false"}]]"#)
            XCTAssertNil(document.properties(id)["hidden"])
        }
    }
}
