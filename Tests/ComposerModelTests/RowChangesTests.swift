import ComposerModel
import XCTest

final class RowChangesTests: XCTestCase {
    func rows(_ keys: [String]) -> Component {
        Component().withRows(keys.map { .child(ComponentKey($0), styles: .text($0)) })
    }

    func reorder(from old: [String], to new: [String]) -> [String] {
        let changes = rows(new).difference(from: rows(old)).rows
        var keys = old.map { ComponentKey($0) }
        changes.apply(to: &keys, key: { $0 }, makeRow: { $0 })
        return keys.map(\.description)
    }

    func testApplyReordersToTheNewOrder() {
        XCTAssertEqual(reorder(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"]), ["d", "a", "c", "e"])
        XCTAssertEqual(reorder(from: ["a", "b", "c"], to: ["b", "a", "c"]), ["b", "a", "c"])
        XCTAssertEqual(reorder(from: ["a", "b", "c"], to: []), [])
        XCTAssertEqual(reorder(from: [], to: ["x", "y"]), ["x", "y"])
        XCTAssertEqual(reorder(from: ["a", "b", "c", "d"], to: ["d", "c", "b", "a"]), ["d", "c", "b", "a"])
    }

    func testMovedRowsKeepTheirIdentity() {
        final class Row { let key: ComponentKey; init(_ key: ComponentKey) { self.key = key } }
        let makeRow: (ComponentKey) -> Row = { Row($0) }
        let a = Row("a"), b = Row("b"), c = Row("c")
        var targetRows = [a, b, c]
        let changes = rows(["c", "a", "new", "b"]).difference(from: rows(["a", "b", "c"])).rows
        changes.apply(to: &targetRows, key: { $0.key }, makeRow: makeRow)
        XCTAssertEqual(targetRows.map(\.key), ["c", "a", "new", "b"])
        XCTAssertTrue(targetRows[0] === c && targetRows[1] === a && targetRows[3] === b)
    }

    func testUpdatesAloneLeaveTheOrderAlone() {
        var keys: [ComponentKey] = ["a", "b"]
        let old = Component().withRows([.child("a", styles: .text("1")), .child("b", styles: .text("2"))])
        let new = Component().withRows([.child("a", styles: .text("1")), .child("b", styles: .text("3"))])
        new.difference(from: old).rows.apply(to: &keys, key: { $0 }, makeRow: { _ in XCTFail("no row to make"); return "x" })
        XCTAssertEqual(keys, ["a", "b"])
    }
}
