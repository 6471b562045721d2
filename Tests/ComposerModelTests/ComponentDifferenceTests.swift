import ComposerModel
import XCTest

final class ComponentDifferenceTests: XCTestCase {
    func rows(_ keys: String...) -> Component {
        Component().withRows(keys.map { .child(ComponentKey($0), styles: .text("row \($0)")) })
    }

    func testDeltaFromAComponentToItselfIsEmpty() {
        let component = Component(.text("a")).withChildren(.child("c", styles: .text("c"))).withRows([.child("r", styles: .text("r"))])
        XCTAssertTrue(component.difference(from: component).isEmpty)
    }

    func testDeltaRecursesIntoChangedChildrenOnly() {
        let old = Component(.text("root")).withChildren(
            .child("title", styles: .text("Hi"), .textColor(.red)),
            .child("footer", styles: .text("bye"))
        )
        let new = Component(.text("root")).withChildren(
            .child("title", styles: .text("Hi"), .textColor(.blue)),
            .child("footer", styles: .text("bye"))
        )
        let delta = new.difference(from: old)
        XCTAssertTrue(delta.style.isEmpty)
        XCTAssertEqual(delta.children.map(\.key), ["title"])
        XCTAssertEqual(delta.children.first?.delta.style.changes, [.set(.textColor(.blue))])
    }

    func testDroppedChildHasEveryAttributeReset() {
        let old = Component().withChildren(.child("badge", styles: .text("3"), .hidden(false)))
        let delta = Component().difference(from: old)
        XCTAssertEqual(delta.children.first?.delta.style.changes, [.reset(.text), .reset(.hidden)])
    }

    func testPrependingOneRowIsOneInsertionAndNothingElse() {
        let keys = (0..<100).map(String.init)
        let old = Component().withRows(keys.map { .child(ComponentKey($0), styles: .text($0)) })
        let new = Component().withRows((["new"] + keys).map { .child(ComponentKey($0), styles: .text($0)) })
        let changes = new.difference(from: old).rows
        XCTAssertEqual(changes.insertions.map(\.key), ["new"])
        XCTAssertEqual(changes.insertions.first?.index, 0)
        XCTAssertTrue(changes.moves.isEmpty)
        XCTAssertTrue(changes.removals.isEmpty)
        XCTAssertTrue(changes.updates.isEmpty)
    }

    func testReorderMovesOnlyRowsOffTheLongestStableRun() {
        let changes = rows("d", "a", "c", "e").difference(from: rows("a", "b", "c", "d")).rows
        XCTAssertEqual(changes.removals, ["b"])
        XCTAssertEqual(changes.insertions.map(\.key), ["e"])
        XCTAssertEqual(changes.insertions.map(\.index), [3])
        XCTAssertEqual(changes.moves, [RowChanges.Move(key: "d", index: 0)])
        XCTAssertTrue(changes.updates.isEmpty)
    }

    func testReversingMovesAllButOne() {
        let changes = rows("e", "d", "c", "b", "a").difference(from: rows("a", "b", "c", "d", "e")).rows
        XCTAssertEqual(changes.moves.count, 4)
        XCTAssertTrue(changes.insertions.isEmpty && changes.removals.isEmpty)
    }

    func testChangedRowIsUpdatedInPlace() {
        let old = Component().withRows([.child("1", styles: .text("one"), .progress(0.1)), .child("2", styles: .text("two"))])
        let new = Component().withRows([.child("1", styles: .text("one"), .progress(0.5)), .child("2", styles: .text("two"))])
        let changes = new.difference(from: old).rows
        XCTAssertFalse(changes.changesStructure)
        XCTAssertEqual(changes.updates.map(\.key), ["1"])
        XCTAssertEqual(changes.updates.first?.delta.style.changes, [.set(.progress(0.5))])
    }

    func testLongestIncreasingSubsequenceKeepsAsManyRowsAsPossible() {
        // old a..h, new: h a b g c d e f -> only h and g move
        let changes = rows("h", "a", "b", "g", "c", "d", "e", "f")
            .difference(from: rows("a", "b", "c", "d", "e", "f", "g", "h")).rows
        XCTAssertEqual(Set(changes.moves.map(\.key)), ["h", "g"])
    }

    func testIntegerRowKeysAlignUpdateAndReorder() {
        func rows(_ ids: [Int], changed: Int? = nil) -> Component {
            Component().withRows(ids, key: { $0 }) { id in Component(.text(id == changed ? "changed" : "row \(id)")) }
        }
        let aligned = rows([1, 2, 3], changed: 2).difference(from: rows([1, 2, 3])).rows
        XCTAssertEqual(aligned.updates.map(\.key), [ComponentKey(id: 2)])
        XCTAssertFalse(aligned.changesStructure)

        let reordered = rows([3, 1, 2]).difference(from: rows([1, 2, 3])).rows
        XCTAssertEqual(reordered.moves, [RowChanges.Move(key: ComponentKey(id: 3), index: 0)])
        XCTAssertTrue(reordered.updates.isEmpty && reordered.insertions.isEmpty && reordered.removals.isEmpty)
    }

    func testChildrenInAnotherOrderAreMatchedByKey() {
        let old = Component().withChildren(
            .child(\PersonView.nameLabel, styles: .text("a")),
            .child(\PersonView.birthdateLabel, styles: .text("b"))
        )
        let new = Component().withChildren(
            .child(\PersonView.birthdateLabel, styles: .text("b")),
            .child(\PersonView.nameLabel, styles: .text("changed"))
        )
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.children.map(\.key), [ComponentKey(\PersonView.nameLabel)])
        XCTAssertEqual(delta.children.first?.delta.style.changes, [.set(.text("changed"))])
    }

    func testChildrenAddedAndDroppedAreSetAndReset() {
        let old = Component().withChildren(.child("gone", styles: .text("x")), .child("kept", styles: .text("k")))
        let new = Component().withChildren(.child("kept", styles: .text("k")), .child("added", styles: .hidden(true)))
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.children.map(\.key), ["added", "gone"])
        XCTAssertEqual(delta.children.map(\.delta.style.changes), [[.set(.hidden(true))], [.reset(.text)]])
    }

    func testRowsKeptFromTheLastFrameAreSkippedAndAChangedOneIsFound() {
        func cell(_ text: String) -> Component {
            Component(.hidden(false)).withChildren(.child("label", styles: .text(text)), .child("badge", styles: .text("1")))
        }
        var cells = (0..<4).map { cell("row \($0)") }
        let old = Component().withRows(cells.indices.map { Component.Child(key: ComponentKey(id: $0), component: cells[$0]) })
        // A producer that keeps unchanged cells: their storage is shared with the old frame.
        cells[2] = cell("changed")
        let new = Component().withRows(cells.indices.map { Component.Child(key: ComponentKey(id: $0), component: cells[$0]) })
        XCTAssertTrue(old.difference(from: old).isEmpty)
        let changes = new.difference(from: old).rows
        XCTAssertEqual(changes.updates.map(\.key), [ComponentKey(id: 2)])
        XCTAssertEqual(changes.updates.first?.delta.children.map(\.key), ["label"])
        XCTAssertEqual(changes.updates.first?.delta.children.first?.delta.style.changes, [.set(.text("changed"))])
    }

    func testKeysThatPartOnlyAfterAChangedChildReportItOnce() {
        let old = Component().withChildren(
            .child("a", styles: .text("a")), .child("b", styles: .text("b")), .child("c", styles: .text("c"))
        )
        let new = Component().withChildren(
            .child("a", styles: .text("changed")), .child("c", styles: .text("c")), .child("b", styles: .text("b"))
        )
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.children.map(\.key), ["a"])

        let oldRows = Component().withRows(["a", "b", "c"].map { .child(ComponentKey($0), styles: .text($0)) })
        let newRows = Component().withRows([
            .child("a", styles: .text("changed")), .child("c", styles: .text("c")), .child("b", styles: .text("b")),
        ])
        let changes = newRows.difference(from: oldRows).rows
        XCTAssertEqual(changes.updates.map(\.key), ["a"])
        XCTAssertEqual(changes.moves.count, 1)
    }
}
