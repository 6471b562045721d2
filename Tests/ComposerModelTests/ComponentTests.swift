import ComposerModel
import XCTest

final class ComponentTests: XCTestCase {
    func testChildrenCompareByKeyInAnyOrder() {
        let one = Component(.text("root")).withChildren(.child("a", styles: .text("A")), .child("b", styles: .text("B")))
        let two = Component(.text("root")).withChildren(.child("b", styles: .text("B")), .child("a", styles: .text("A")))
        XCTAssertEqual(one, two)
        XCTAssertNotEqual(one, Component(.text("root")).withChildren(.child("a", styles: .text("A"))))
    }

    func testRowsCompareInOrder() {
        let one = Component().withRows([.child("1", styles: .text("one")), .child("2", styles: .text("two"))])
        let two = Component().withRows([.child("2", styles: .text("two")), .child("1", styles: .text("one"))])
        XCTAssertNotEqual(one, two)
    }

    func testRepeatedChildKeyKeepsTheFirstAndRecordsIt() {
        let component = Component().withChildren(.child("a", styles: .text("first")), .child("a", styles: .text("second")))
        XCTAssertEqual(component.child("a"), Component(.text("first")))
        XCTAssertEqual(component.diagnostics, [StyleDiagnostic(.duplicateChild("a"))])
    }

    func testRepeatedKeysAreFoundInShortAndLongListsOfEveryKeyKind() {
        // Up to 16 children are scanned, more go through a set: both keep the first.
        for count in [3, 40] {
            let ids = Array(0..<count) + [1]
            let rows = Component().withRows(ids.map { .child(ComponentKey(id: $0), styles: .text("\($0)")) })
            XCTAssertEqual(rows.rows.count, count)
            XCTAssertEqual(rows.diagnostics, [StyleDiagnostic(.duplicateChild(ComponentKey(id: 1)))])
        }
        let byPath = Component().withChildren(
            .child(\PersonView.nameLabel, styles: .text("first")),
            .child(\PersonView.birthdateLabel, styles: .text("b")),
            .child(\PersonView.nameLabel, styles: .text("second"))
        )
        XCTAssertEqual(byPath.child(ComponentKey(\PersonView.nameLabel)), Component(.text("first")))
        XCTAssertEqual(byPath.diagnostics, [StyleDiagnostic(.duplicateChild(ComponentKey(\PersonView.nameLabel)))])
        // Added in two calls: the second call checks against the first's children.
        let twice = Component().withChildren(.child("a", styles: .text("1"))).withChildren(.child("a", styles: .text("2")))
        XCTAssertEqual(twice.child("a"), Component(.text("1")))
        XCTAssertEqual(twice.diagnostics.count, 1)
    }

    func testRowsFromItemsAreKeyedByIdentity() {
        struct Job { let id: Int; let name: String }
        let component = Component().withRows([Job(id: 7, name: "backup"), Job(id: 9, name: "sync")], key: \.id) { job in
            Component(.text(job.name))
        }
        XCTAssertEqual(component.rows.map(\.key), [ComponentKey(id: 7), ComponentKey(id: 9)])
        XCTAssertEqual(component.row(ComponentKey(id: 9)), Component(.text("sync")))
        XCTAssertTrue(component.diagnostics.isEmpty)
    }

    func testEmptyChildCountsAsAbsent() {
        XCTAssertEqual(Component().withChildren(.child("a", .empty)), Component())
        XCTAssertEqual(Component(.text("x")).withChildren(.child("a", .empty), .child("b", styles: .text("b"))),
                       Component(.text("x")).withChildren(.child("b", styles: .text("b"))))
    }

    func testEmptyComponentsAndChildren() {
        XCTAssertTrue(Component.empty.isEmpty)
        XCTAssertTrue(Component().withChildren(.child("a", Component())).isEmpty)
        XCTAssertFalse(Component().withRows([.child("r", Component())]).isEmpty)
    }
}
