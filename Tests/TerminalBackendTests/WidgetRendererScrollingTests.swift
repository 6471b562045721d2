import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

final class WidgetRendererScrollingTests: XCTestCase {
    func testContentIsClippedToTheViewportWithAThumbAtTheOffset() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let lines: [Label] = (0..<10).map { [.text("line \($0)")] }
            let scroller: ScrollView = [.content(StackView(style: [.views(lines)])), .height(4), .contentOffset(4)]
            let root: StackView = [.views([Label(style: [.text("top")]), scroller, Label(style: [.text("bottom")])])]
            var frame = CellBuffer(width: 12, height: 6)
            WidgetRenderer.draw(root, into: &frame)
            XCTAssertEqual(frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), [
                "top",
                "line 4     │",
                "line 5     │",
                "line 6     ┃",
                "line 7     │",
                "bottom",
            ], "rows above and below the viewport are not drawn over the labels")
        }
        try loop.close()
    }

    func testContentThatFitsHasNoIndicator() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let scroller: ScrollView = [.content(Label(style: [.text("short")]))]
            var frame = CellBuffer(width: 8, height: 3)
            WidgetRenderer.draw(scroller, into: &frame)
            XCTAssertEqual(frame.plainText, "short")
        }
        try loop.close()
    }

    func testRowsOfWidgetsShowInOrderWithTheSelectionReversed() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let list = ListView()
            list.makeRow = { _ in Label() }
            var shown = Component().withRows(["db", "web", "cron"], key: { $0 }) { Component(.text($0)) }
            list.install(shown)
            list.userDidSelect(row: 1)
            var frame = CellBuffer(width: 6, height: 3)
            WidgetRenderer.draw(list, into: &frame)
            XCTAssertEqual(frame.plainText, "db\nweb\ncron")
            XCTAssertEqual(frame[0, 1]?.style, .reverse)
            XCTAssertEqual(frame[5, 1]?.style, .reverse, "the whole row")
            XCTAssertEqual(frame[0, 0]?.style, .plain)

            let moved = Component().withRows(["cron", "db", "web"], key: { $0 }) { Component(.text($0)) }
            list.install(moved.difference(from: shown))
            shown = moved
            frame = CellBuffer(width: 6, height: 3)
            WidgetRenderer.draw(list, into: &frame)
            XCTAssertEqual(frame.plainText, "cron\ndb\nweb")
            XCTAssertEqual(frame[0, 2]?.style, .reverse, "the selection moved with web")
        }
        try loop.close()
    }
}
