import Bindings
import ComposerModel
@testable import TerminalBackend
import Widgets
import XCTest

final class LayoutScrollingTests: XCTestCase {
    func testContentGetsItsHeightShiftedByTheOffsetAndTheScrollViewLearnsTheMetrics() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let lines: [Label] = (0..<12).map { [.text("line \($0)")] }
            let log: StackView = [.views(lines)]
            let scroller: ScrollView = [.content(log), .contentOffset(3), .borderStyle(.single)]
            let frames = Layout.frames(of: scroller, in: Rect(x: 0, y: 0, width: 20, height: 7))
            XCTAssertEqual(scroller.contentHeight, 12)
            XCTAssertEqual(scroller.viewportHeight, 5)
            XCTAssertEqual(frames[ObjectIdentifier(log)], Rect(x: 1, y: -2, width: 17, height: 12),
                           "inside the border, three rows up, a column left for the indicator")
            XCTAssertEqual(frames[ObjectIdentifier(lines[3])], Rect(x: 1, y: 1, width: 17, height: 1), "the first row shown")
        }
        try loop.close()
    }

    func testShrinkingContentClampsTheOffset() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let text: Label = [.text((0..<10).map(String.init).joined(separator: "\n")), .numberOfLines(0)]
            let scroller: ScrollView = [.content(text), .contentOffset(6)]
            _ = Layout.frames(of: scroller, in: Rect(x: 0, y: 0, width: 10, height: 4))
            XCTAssertEqual(scroller.contentOffset, 6)
            text.install([.text("a\nb\nc\nd\ne")] as Style)
            let frames = Layout.frames(of: scroller, in: Rect(x: 0, y: 0, width: 10, height: 4))
            XCTAssertEqual(scroller.contentOffset, 1, "five rows in four: at most one scrolled off")
            XCTAssertEqual(frames[ObjectIdentifier(text)], Rect(x: 0, y: -1, width: 9, height: 5))
        }
        try loop.close()
    }

    func testFocusedWidgetIsScrolledIntoViewOnce() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let buttons: [Button] = (0..<8).map { [.title("b\($0)", for: .normal)] }
            let column: StackView = [.views(buttons)]
            let scroller: ScrollView = [.content(column)]
            let bounds = Rect(x: 0, y: 0, width: 10, height: 3)
            _ = Layout.frames(of: scroller, in: bounds)
            buttons[5].becomeFocused()
            let frames = Layout.frames(of: scroller, in: bounds)
            XCTAssertEqual(scroller.contentOffset, 3)
            XCTAssertEqual(frames[ObjectIdentifier(buttons[5])]?.y, 2, "on the last row of the viewport")
            scroller.userDidScroll(to: 0)
            _ = Layout.frames(of: scroller, in: bounds)
            XCTAssertEqual(scroller.contentOffset, 0, "the user may scroll the focused widget away again")
        }
        try loop.close()
    }

    func testRowsStackAtTheirOwnHeightsAndFollowTheSelection() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let list = ListView()
            list.makeRow = { key in Label(style: [.text(key.description == "2" ? "two\nlines" : "row \(key)"), .numberOfLines(0)]) }
            list.install(Component().withRows(1...5, key: { $0 }) { _ in Component() })
            let bounds = Rect(x: 0, y: 0, width: 10, height: 3)
            var frames = Layout.frames(of: list, in: bounds)
            XCTAssertEqual(list.rowWidgets.map { frames[ObjectIdentifier($0)]?.y }, [0, 1, 3, 4, 5])
            XCTAssertEqual(frames[ObjectIdentifier(list.rowWidgets[1])]?.height, 2)
            XCTAssertEqual(frames[ObjectIdentifier(list.rowWidgets[1])]?.width, 9, "a column for the indicator")
            list.userDidSelect(row: 4)
            frames = Layout.frames(of: list, in: bounds)
            XCTAssertEqual(list.contentOffset, 3)
            XCTAssertEqual(frames[ObjectIdentifier(list.rowWidgets[4])]?.y, 2)
            list.userDidSelect(row: 1)
            frames = Layout.frames(of: list, in: bounds)
            XCTAssertEqual(list.contentOffset, 1, "a row above the viewport shows at the top")
        }
        try loop.close()
    }
}
