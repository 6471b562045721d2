import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// A list on the terminal shows that it has the focus even when no row is selected.
final class ListViewTerminalTests: XCTestCase {
    func testAFocusedListWithoutASelectionUnderlinesItsFirstRow() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let list: ListView = [.items([ListItem(id: "1", title: "Ada"), ListItem(id: "2", title: "Grace")])]
            let other = Button(style: [.title("OK", for: .normal)])
            let root: StackView = [.views([list, other]), .alignment(.leading)]
            XCTAssertTrue(other.becomeFocused())
            var frame = CellBuffer(width: 8, height: 3)
            WidgetRenderer.draw(root, into: &frame)
            XCTAssertEqual(frame[0, 0]?.style, .plain, "not focused: nothing marked")

            XCTAssertTrue(list.becomeFocused())
            frame = CellBuffer(width: 8, height: 3)
            WidgetRenderer.draw(root, into: &frame)
            XCTAssertEqual(frame[0, 0]?.style, .underline, "focused, no selection: the row ↓ selects")
            XCTAssertEqual(frame[0, 1]?.style, .plain)

            list.userDidSelect(row: 1)
            frame = CellBuffer(width: 8, height: 3)
            WidgetRenderer.draw(root, into: &frame)
            XCTAssertEqual(frame[0, 0]?.style, .plain, "a selection shows the focus itself")
            XCTAssertEqual(frame[0, 1]?.style, .reverse)
        }
        try loop.close()
    }

    func testAFocusedListOfRowWidgetsWithoutASelectionUnderlinesItsFirstRow() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let list = ListView()
            list.makeRow = { _ in Label() }
            list.install(Component().withRows(["db", "web"], key: { $0 }) { Component(.text($0)) })
            let root: StackView = [.views([list]), .alignment(.leading)]
            XCTAssertTrue(list.becomeFocused())
            var frame = CellBuffer(width: 6, height: 2)
            WidgetRenderer.draw(root, into: &frame)
            XCTAssertEqual(frame.plainText, "db\nweb")
            XCTAssertEqual(frame[0, 0]?.style, .underline)
            XCTAssertEqual(frame[0, 1]?.style, .plain)
        }
        try loop.close()
    }

    func testFocusingAListWithoutASelectionRedrawsItOnTheScreen() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let list: ListView = [.items([ListItem(id: "1", title: "Ada")])]
            let other = Button(style: [.title("OK", for: .normal)])
            let root: StackView = [.views([other, list]), .alignment(.leading)]
            let terminal = MemoryTerminal(width: 8, height: 2)
            let screen = TerminalScreen(root: root, device: terminal)
            try screen.start()
            XCTAssertTrue(other.becomeFocused())
            screen.displayNow()
            XCTAssertEqual(screen.shownFrame[0, 1]?.style, .plain)
            XCTAssertTrue(list.becomeFocused())
            screen.displayNow()
            XCTAssertEqual(screen.shownFrame[0, 1]?.style, .underline)
            screen.stop()
        }
        try loop.close()
    }
}
