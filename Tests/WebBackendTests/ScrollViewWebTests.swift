import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class ScrollViewWebTests: XCTestCase {
    func testScrollViewIsAFocusableScrollingBoxAroundItsContent() throws {
        try onWebTestLoop {
            let content: Label = [.text("log"), .numberOfLines(0)]
            let scroller: ScrollView = [.content(ViewReference(content)), .height(10), .contentOffset(3)]
            let document = WebDocument.started(scroller)
            let id = try XCTUnwrap(document.nodeID(of: scroller))
            XCTAssertEqual(document.element(id),
                           WebElement(kind: "scrollView", tag: "div", attributes: ["tabindex": "0"], events: [.scroll]))
            XCTAssertEqual(document.properties(id)["css.overflow"], "auto")
            XCTAssertEqual(document.properties(id)["css.height"], "10rem")
            XCTAssertEqual(document.properties(id)["scroll"], 3)
            XCTAssertEqual(document.childIDs(id), [try XCTUnwrap(document.nodeID(of: content))])
        }
    }

    func testClipsToBoundsDoesNotStopTheScrolling() throws {
        try onWebTestLoop {
            let scroller: ScrollView = [.clipsToBounds(true)]
            let document = WebDocument.started(scroller)
            XCTAssertEqual(document.properties(of: scroller)["css.overflow"], "auto")
        }
    }

    func testScrollEventScrollsTheViewAndReachesItsHandlers() throws {
        try onWebTestLoop {
            let scroller: ScrollView = [.content(ViewReference(Label()))]
            var offsets: [Int] = []
            scroller.onScroll { offsets.append($0) }
            let document = WebDocument.started(scroller)
            try document.receive(WebEvent(type: .scroll, value: .number(4)), at: XCTUnwrap(document.nodeID(of: scroller)))
            XCTAssertEqual(scroller.contentOffset, 4)
            XCTAssertEqual(offsets, [4])
        }
    }

    func testScrollViewRefusesOffsetOutsideTheContent() throws {
        try onWebTestLoop {
            let scroller: ScrollView = [.content(ViewReference(Label()))]
            scroller.updateScrollMetrics(contentHeight: 30, viewportHeight: 10)
            let document = WebDocument.started(scroller)
            let id = try XCTUnwrap(document.nodeID(of: scroller))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .scroll, value: .number(-1)), at: id),
                           .outOfRange("offset -1 is outside 0...20"))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .scroll, value: .number(21)), at: id)?.code, "outOfRange")
            XCTAssertNil(document.refusal(of: WebEvent(type: .scroll, value: .number(20)), at: id))
            XCTAssertEqual(scroller.contentOffset, 20)
        }
    }
}
