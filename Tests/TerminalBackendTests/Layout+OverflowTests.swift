import Bindings
import ComposerModel
@testable import TerminalBackend
import Widgets
import XCTest

/// A screen taller than its terminal keeps its first and last lines (a title, a status
/// and a help line): the spacing, the lists and the middle give way.
final class LayoutOverflowTests: XCTestCase {
    /// Shows `root` on a memory terminal of `width` × `height` and returns its lines.
    @LoopActor
    private static func lines(of root: Widget, width: Int, height: Int) throws -> [String] {
        let terminal = MemoryTerminal(width: width, height: height)
        let screen = TerminalScreen(root: root, device: terminal)
        try screen.start()
        screen.displayNow()
        defer { screen.stop() }
        return terminal.screenLines
    }

    func testAListShrinksAndTheSpacingGoesBeforeTheStatusAndHelpLines() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let items = (0..<10).map { ListItem(id: "\($0)", title: "job \($0)") }
            let list: ListView = [.items(items)]
            let root: StackView = [.views([[.text("Jobs")] as Label, list, [.text("3 running")] as Label,
                                           [.text("q quit")] as Label]), .spacing(1), .alignment(.leading)]
            XCTAssertEqual(try Self.lines(of: root, width: 20, height: 6),
                           ["Jobs", "job 0", "job 1", "job 2", "3 running", "q quit"])
        }
        try loop.close()
    }

    func testAShortenedListScrollsToItsSelection() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let items = (0..<10).map { ListItem(id: "\($0)", title: "job \($0)") }
            let list: ListView = [.items(items), .selectedIndex(7)]
            let root: StackView = [.views([list, [.text("q quit")] as Label]), .alignment(.leading)]
            XCTAssertEqual(try Self.lines(of: root, width: 20, height: 4), ["job 5", "job 6", "job 7", "q quit"])
        }
        try loop.close()
    }

    func testWithoutAListTheMiddleGivesWayAndTheLastLinesStay() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let rows: [Widget] = (1...6).map { [.text("row \($0)")] as Label }
            let root: StackView = [.views([[.text("Title")] as Label] + rows + [[.text("status")] as Label, [.text("help")] as Label]),
                                   .alignment(.leading)]
            XCTAssertEqual(try Self.lines(of: root, width: 20, height: 6),
                           ["Title", "row 1", "row 2", "row 6", "status", "help"])
        }
        try loop.close()
    }

    func testAStackThatFitsIsLaidOutAsBefore() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let root: StackView = [.views([[.text("a")] as Label, [.text("b")] as Label]), .spacing(1), .alignment(.leading)]
            XCTAssertEqual(try Self.lines(of: root, width: 5, height: 4), ["a", "", "b", ""])
        }
        try loop.close()
    }

    func testSpacingShrinksBeforeAnyContentIsCut() {
        XCTAssertEqual(Layout.fitOverflowing(5, preferred: [1, 1, 1], spacing: 2, scrolls: [false, false, false]).lengths, [1, 1, 1])
        XCTAssertEqual(Layout.fitOverflowing(5, preferred: [1, 1, 1], spacing: 2, scrolls: [false, false, false]).spacing, 1)
        XCTAssertEqual(Layout.fitOverflowing(2, preferred: [3, 4, 2], spacing: 1, scrolls: [false, false, false]).lengths, [2, 0, 0])
        XCTAssertEqual(Layout.fitOverflowing(0, preferred: [3], spacing: 0, scrolls: [true]).lengths, [0])
        XCTAssertEqual(Layout.fitOverflowing(4, preferred: [1, 5, 1], spacing: 0, scrolls: [false, true, false]).lengths, [1, 2, 1])
    }
}
