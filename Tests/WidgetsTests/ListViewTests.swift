import Bindings
import ComposerModel
import Widgets
import XCTest

final class ListViewTests: XCTestCase {
    private let rows = [ListItem(id: "1", title: "Backup", detail: "42%"), ListItem(id: "2", title: "Sync")]

    func testItemsAndSelectionApplyAndResetToNoSelection() throws {
        let loop = try EventLoop()
        let rows = rows
        LoopActor.assumeIsolated {
            let list = ListView()
            XCTAssertEqual(list.selectedIndex, -1)
            XCTAssertNil(list.selectedItem)
            let style: Style = [.items(rows), .selectedIndex(1)]
            XCTAssertEqual(list.install(style).diagnostics, [])
            XCTAssertEqual(list.items, rows)
            XCTAssertEqual(list.selectedItem?.title, "Sync")
            list.install(Style().difference(from: style))
            XCTAssertEqual(list.items, [])
            XCTAssertEqual(list.selectedIndex, -1)
        }
        try loop.close()
    }

    func testOutOfBoundsIndexIsRejectedAndThePreviousSelectionStays() throws {
        let loop = try EventLoop()
        let rows = rows
        LoopActor.assumeIsolated {
            let list = ListView()
            list.install([.items(rows), .selectedIndex(0)] as Style)
            let report = list.install([.selectedIndex(5)] as Style)
            XCTAssertEqual(list.selectedIndex, 0)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message),
                           ["ListView: value rejected for selectedIndex(5): selectedIndex 5 is outside -1..<2 (2 items)"])
            list.install([.selectedIndex(Int.min)] as Style)
            XCTAssertEqual(list.selectedIndex, 0)
        }
        try loop.close()
    }

    func testEmptyingTheItemsDeselectsAndReportsTheStaleIndex() throws {
        let loop = try EventLoop()
        let rows = rows
        LoopActor.assumeIsolated {
            let list = ListView()
            let full: Style = [.items(rows), .selectedIndex(0)]
            list.install(full)
            let empty: Style = [.items([]), .selectedIndex(0)]
            let report = list.install(empty.difference(from: full))
            XCTAssertEqual(list.selectedIndex, -1)
            XCTAssertEqual(report.diagnostics.map(\.message),
                           ["ListView: value rejected for selectedIndex(0): selectedIndex 0 is outside -1..<0 (0 items)"])
            list.install(full.difference(from: empty))
            XCTAssertEqual(list.selectedItem?.id, "1")
        }
        try loop.close()
    }
}
