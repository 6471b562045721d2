import ComposerModel
import LoopComposerTestingCore
import XCTest

final class ComponentTargetInstallTests: XCTestCase {
    func testInstallingAComponentThenADeltaMatchesAFreshInstall() {
        let old = Component(.text("list")).withChildren(.child("header", styles: .text("Jobs"), .textStyle(.bold)))
            .withRows([.child("1", styles: .text("backup")), .child("2", styles: .text("sync")), .child("3", styles: .text("scan"))])
        let new = Component(.text("list")).withChildren(.child("header", styles: .text("Jobs (2)")))
            .withRows([.child("3", styles: .text("scan"), .progress(1)), .child("1", styles: .text("backup")), .child("4", styles: .text("mail"))])
        let replayed = RecordingTarget()
        replayed.install(old)
        replayed.install(new.difference(from: old))
        let fresh = RecordingTarget()
        fresh.install(new)
        XCTAssertEqual(replayed.snapshot, fresh.snapshot)
        XCTAssertEqual(replayed.snapshot, new)
        XCTAssertEqual(replayed.rowKeys, ["3", "1", "4"])
    }

    func testMovedRowsAreNotRewritten() {
        let old = Component().withRows([.child("a", styles: .text("A")), .child("b", styles: .text("B"))])
        let new = Component().withRows([.child("b", styles: .text("B")), .child("a", styles: .text("A"))])
        let target = RecordingTarget()
        target.install(old)
        let report = target.install(new.difference(from: old))
        XCTAssertEqual(target.rowKeys, ["b", "a"])
        XCTAssertEqual(report.setCount + report.resetCount, 0)
    }

    func testMissingChildIsReportedNotFatal() {
        let view = PersonView()
        let component = Component().withChildren(.child("avatar", styles: .text("?")), .child(\PersonView.nameLabel, styles: .text("Ann")))
        let report = view.install(component)
        XCTAssertEqual(view.nameLabel.shown, [.text("Ann")])
        XCTAssertEqual(report.diagnostics, [StyleDiagnostic(.missingChild("avatar"), target: "PersonView")])
    }

    func testRowsOnATargetWithoutRowsAreReported() {
        let view = PersonView()
        let report = view.install(Component().withRows([.child("r1", styles: .text("x"))]))
        XCTAssertEqual(report.diagnostics.map(\.message), ["PersonView: has no rows: 1 row change ignored"])
    }

    func testNestedChildrenOfALeafAreReported() {
        final class Leaf: Styleable {
            var shown = Style()
            func apply(_ attribute: Attribute) -> AttributeOutcome { shown.set(attribute); return .applied }
            func reset(_ key: AttributeKey) { shown.removeAttribute(for: key) }
        }
        final class Card: ComponentTarget {
            let caption = Leaf()
            func apply(_ attribute: Attribute) -> AttributeOutcome { .unsupported }
            func reset(_ key: AttributeKey) {}
        }
        let card = Card()
        let component = Component().withChildren(
            .child(\Card.caption, Component(.text("Ann")).withChildren(.child("inner", styles: .text("deep"))))
        )
        let report = card.install(component)
        XCTAssertEqual(card.caption.shown, [.text("Ann")])
        XCTAssertEqual(report.diagnostics.map(\.message), ["Leaf: no child for key inner"])
    }
}
