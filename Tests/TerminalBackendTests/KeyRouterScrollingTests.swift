import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// Keyboard scrolling, seen on a ``MemoryTerminal``.
final class KeyRouterScrollingTests: XCTestCase {
    private static let up = "\u{1B}[A", down = "\u{1B}[B", pageUp = "\u{1B}[5~", pageDown = "\u{1B}[6~"
    private static let home = "\u{1B}[H", end = "\u{1B}[F"

    func testKeysScrollTheFocusedScrollViewByRowPageAndToTheEnds() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let lines: [Label] = (0..<10).map { [.text("line \($0)")] }
            let scroller: ScrollView = [.content(StackView(style: [.views(lines)])), .height(4)]
            let root: StackView = [.views([Label(style: [.text("Log")]), scroller, Label(style: [.text("end")])])]
            let terminal = MemoryTerminal(width: 12, height: 6)
            var options = TerminalScreenOptions()
            options.colors = .none
            let screen = TerminalScreen(root: root, device: terminal, options: options)
            var offsets: [Int] = []
            scroller.onScroll { offsets.append($0) }
            try screen.start()
            loop.runOnce()   // the first frame is drawn after the first flush
            XCTAssertEqual(terminal.screenLines, ["Log", "line 0     ┃", "line 1     │", "line 2     │", "line 3     │", "end"])
            XCTAssertTrue(scroller.isFocused, "the first control has the focus at start")

            terminal.type(Self.down)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines, ["Log", "line 1     │", "line 2     ┃", "line 3     │", "line 4     │", "end"])

            terminal.type(Self.pageDown)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[1], "line 4     │", "a page is the viewport less one row")

            terminal.type(Self.end)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines, ["Log", "line 6     │", "line 7     │", "line 8     │", "line 9     ┃", "end"])

            terminal.type(Self.pageUp + Self.up)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[1], "line 2     │")
            terminal.type(Self.home)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[1], "line 0     ┃")
            XCTAssertEqual(offsets, [1, 4, 6, 3, 2, 0], "each user scroll is heard once")
            screen.stop()
        }
        try loop.close()
    }

    func testArrowsAtTheEndsMoveTheFocusAndUnusedKeysReachTheApp() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let scroller: ScrollView = [.content(Label(style: [.text("a\nb\nc"), .numberOfLines(0)]))]
            let after = Button()
            let root: StackView = [.views([scroller, after])]
            scroller.updateScrollMetrics(contentHeight: 3, viewportHeight: 2)
            scroller.becomeFocused()
            XCTAssertFalse(KeyRouter.route(.home, in: root), "at the top already: Home is the app's")
            XCTAssertTrue(KeyRouter.route(.end, in: root))
            XCTAssertTrue(KeyRouter.route(.down, in: root), "at the bottom, ↓ moves the focus")
            XCTAssertTrue(after.isFocused)
            XCTAssertEqual(scroller.contentOffset, 1)
        }
        try loop.close()
    }

    func testFocusMovingToAHiddenControlScrollsItIntoView() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let buttons: [Button] = (0..<8).map { [.title("b\($0)", for: .normal)] }
            let scroller: ScrollView = [.content(StackView(style: [.views(buttons), .alignment(.leading)]))]
            let terminal = MemoryTerminal(width: 10, height: 3)
            let screen = TerminalScreen(root: scroller, device: terminal)
            var heard = 0
            scroller.onScroll { _ in heard += 1 }
            try screen.start()
            loop.runOnce()   // the first frame is drawn after the first flush
            XCTAssertEqual(terminal.screenLines, ["[ b0 ]   ┃", "[ b1 ]   │", "[ b2 ]   │"])
            XCTAssertTrue(scroller.isFocused, "the first control has the focus at start")
            terminal.type(String(repeating: "\t", count: 4))   // b0 … b3
            screen.displayNow()
            XCTAssertTrue(buttons[3].isFocused)
            XCTAssertEqual(terminal.screenLines, ["[ b1 ]   ┃", "[ b2 ]   │", "[ b3 ]   │"])
            terminal.type("\u{1B}[6~")   // Page Down with a button focused scrolls the enclosing view
            screen.displayNow()
            XCTAssertEqual(scroller.contentOffset, 3)
            XCTAssertEqual(heard, 1, "revealing the focus is not a user scroll")
            screen.stop()
        }
        try loop.close()
    }

    func testArrowsMoveTheSelectionOfRowWidgetsAndTheListScrollsToShowIt() throws {
        @LoopActor final class Model {
            @Observed var names = ["db", "web", "cron", "mail", "dns"]
        }
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let model = Model()
            let list = ListView()
            list.bindRows(to: model, \.names, key: { $0 }, makeRow: { _ in Label() }) { Component(.text($0)) }
            let terminal = MemoryTerminal(width: 8, height: 3)
            let screen = TerminalScreen(root: list, device: terminal)
            try screen.start()
            loop.runOnce()
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines, ["db     ┃", "web    │", "cron   │"])
            XCTAssertTrue(list.isFocused, "the first control has the focus at start")
            terminal.type(Self.down)   // selects the first row
            terminal.type(Self.down + Self.down + Self.down)
            screen.displayNow()
            XCTAssertEqual(list.selectedIndex, 3)
            XCTAssertEqual(terminal.screenLines, ["web    │", "cron   ┃", "mail   │"], "the list scrolled to show the selection")
            XCTAssertEqual(screen.shownFrame[0, 2]?.style, .reverse)

            let mail = list.selectedRowWidget
            model.names = ["mail", "dns", "db", "cron"]
            loop.runOnce()
            screen.displayNow()
            XCTAssertTrue(list.selectedRowWidget === mail, "the selection kept its row's widget")
            XCTAssertEqual(list.selectedIndex, 0)
            XCTAssertEqual(terminal.screenLines, ["mail   ┃", "dns    ┃", "db     │"], "rows in the new order, scrolled back to the selection")
            terminal.type(Self.end)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines, ["dns    │", "db     ┃", "cron   ┃"], "a thumb of two rows: two thirds shown")
            screen.stop()
        }
        try loop.close()
    }
}
