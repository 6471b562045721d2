import Bindings
import ComposerModel
import Widgets
import XCTest

/// `Widget.install(_:)`: one install does the widget's bookkeeping once, whatever the
/// number of attributes, with the same result as applying them one by one.
final class WidgetInstallTests: XCTestCase {
    func testAnInstallMarksTheDisplayOnceAndMovesTheAncestorsStamps() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let parent = StackView()
            let label = Label()
            parent.addChild(label)
            let (revision, labelStamp, parentStamp) = (label.displayRevision, label.subtreeRevision, parent.subtreeRevision)
            label.install([.text("a"), .textColor(.red), .hidden(true)] as Style)
            XCTAssertEqual(label.displayRevision, revision + 1, "one mark per install, not per attribute")
            XCTAssertNotEqual(label.subtreeRevision, labelStamp)
            XCTAssertEqual(parent.subtreeRevision, label.subtreeRevision, "the ancestors share the install's stamp")
            XCTAssertNotEqual(parent.subtreeRevision, parentStamp)
        }
        try loop.close()
    }

    func testAnInstallThatChangesNothingLeavesTheDisplayAlone() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let (revision, stamp) = (label.displayRevision, label.subtreeRevision)
            let report = label.install([.numberOfLines(-1), .placeholder("x")] as Style)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.count, 2, "rejected and unsupported, both reported")
            XCTAssertEqual(label.displayRevision, revision)
            XCTAssertEqual(label.subtreeRevision, stamp)
            XCTAssertEqual(label.changeCountByKey, [:], "nothing shown, nothing counted")
            XCTAssertEqual(label.installCount, 1)
        }
        try loop.close()
    }

    func testInstallCountsEveryKeyItChangedAndReportsAsApplyChangesDoes() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let foo = AttributeKey.custom(CustomAttributeKey(FooAttribute.self, name: "foo"))
            let label = Label()
            let installed = Label()
            let applied = Label()
            // .borderWidth has rank 64, past the counts' bitmap.
            let first: Style = [.textColor(.red), .text("a"), .opacity(2), .numberOfLines(-1), .borderWidth(2)]
            let second: Style = [.text("b"), .textColor(.red), .hidden(true)]
            func reports(_ install: (StyleDelta) -> InstallReport) -> [InstallReport] {
                [install(first.difference(from: Style())), install(second.difference(from: first))]
            }
            let viaInstall = reports { installed.install($0) }
            let viaApplyChanges = reports { applied.applyChanges($0) }
            XCTAssertEqual(viaInstall, viaApplyChanges, "install reports as applyChanges does")
            XCTAssertEqual(viaInstall[0].setCount, 4, "the clamped opacity counts as set")
            XCTAssertEqual(viaInstall[0].diagnostics.count, 2, "opacity adjusted, numberOfLines rejected")
            XCTAssertEqual(viaInstall[1].resetCount, 3, "opacity, borderWidth and numberOfLines (rejected, still reset)")
            XCTAssertEqual(installed.changeCountByKey, applied.changeCountByKey)
            XCTAssertEqual(
                installed.changeCountByKey,
                [.text: 2, .textColor: 1, .opacity: 2, .borderWidth: 2, .numberOfLines: 1, .hidden: 1]
            )
            label.reset(foo)
            label.install(StyleDelta([.reset(foo), .set(.text("c"))]))
            XCTAssertEqual(label.changeCountByKey, [foo: 2, .text: 1], "custom keys counted apart")
        }
        try loop.close()
    }
}
