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

    func testRowsFromItemsAreKeyedByIdentity() {
        struct Job { let id: Int; let name: String }
        let component = Component().withRows([Job(id: 7, name: "backup"), Job(id: 9, name: "sync")], key: \.id) { job in
            Component(.text(job.name))
        }
        XCTAssertEqual(component.rows.map(\.key), ["7", "9"])
        XCTAssertEqual(component.row("9"), Component(.text("sync")))
    }

    func testEmptyComponentsAndChildren() {
        XCTAssertTrue(Component.empty.isEmpty)
        XCTAssertTrue(Component().withChildren(.child("a", Component())).isEmpty)
        XCTAssertFalse(Component().withRows([.child("r", Component())]).isEmpty)
    }
}
