import Bindings
import ComposerModel
import LoopComposerTesting
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
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let label = Label()
            let (revision, stamp) = (label.displayRevision, label.subtreeRevision)
            let report = label.install([.numberOfLines(-1), .placeholder("x")] as Style)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.count, 2, "rejected and unsupported, both reported")
            XCTAssertEqual(label.displayRevision, revision)
            XCTAssertEqual(label.subtreeRevision, stamp)
            XCTAssertEqual(changes.changeCountByKey(of: label), [:], "nothing shown, nothing counted")
            XCTAssertEqual(label.installCount, 1)
        }
        try loop.close()
    }

    func testInstallCountsEveryKeyItChangedAndReportsAsApplyChangesDoes() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
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
            XCTAssertEqual(changes.changeCountByKey(of: installed), changes.changeCountByKey(of: applied))
            XCTAssertEqual(
                changes.changeCountByKey(of: installed),
                [.text: 2, .textColor: 1, .opacity: 2, .borderWidth: 2, .numberOfLines: 1, .hidden: 1]
            )
            label.reset(foo)
            label.install(StyleDelta([.reset(foo), .set(.text("c"))]))
            XCTAssertEqual(changes.changeCountByKey(of: label), [foo: 2, .text: 1], "custom keys counted apart")
        }
        try loop.close()
    }

    func testAnInstallFromAStyleOfTheSameShapeMakesTheChangesOfTheDelta() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let old: Style = [.text("Count: 1"), .hidden(false), .textColor(.green)]
            let new: Style = [.text("Count: 2"), .hidden(false), .textColor(.red)]
            let direct = Label()
            let throughDelta = Label()
            direct.install(old)
            throughDelta.install(old)
            let revision = direct.displayRevision
            let report = direct.install(from: old, to: new)
            let reference = throughDelta.install(new.difference(from: old))
            XCTAssertEqual(report.setCount, reference.setCount)
            XCTAssertEqual(report.diagnostics, reference.diagnostics)
            XCTAssertEqual(report.unchangedCount, 1, "hidden is left alone")
            XCTAssertEqual(direct.text, "Count: 2")
            XCTAssertEqual(direct.textColor, .red)
            XCTAssertEqual(direct.installCount, throughDelta.installCount)
            XCTAssertEqual(changes.changeCountByKey(of: direct), changes.changeCountByKey(of: throughDelta))
            XCTAssertEqual(changes.changeCountByKey(of: direct)[.text], 2)
            XCTAssertEqual(direct.displayRevision, revision + 1, "one mark per install")
            XCTAssertEqual(direct.lastInstalledDelta, StyleDelta([.set(.text("Count: 2")), .set(.textColor(.red))]))
            XCTAssertEqual(direct.lastInstalledDelta, throughDelta.lastInstalledDelta)
        }
        try loop.close()
    }

    func testAFirstInstallFromTheEmptyStyleMakesTheChangesOfTheDelta() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            for style: Style in [[.text("a"), .hidden(true), .textColor(.red)], [.textColor(.red), .text("a"), .numberOfLines(-1)]] {
                let direct = Label()
                let throughDelta = Label()
                // Revisions start at a stamp of their own (never repeated): compare the marks.
                let (directStart, throughDeltaStart) = (direct.displayRevision, throughDelta.displayRevision)
                let report = direct.install(from: Style(), to: style)
                let reference = throughDelta.install(style.difference(from: Style()))
                XCTAssertEqual(report.setCount, reference.setCount, "\(style)")
                XCTAssertEqual(report.diagnostics, reference.diagnostics)
                XCTAssertEqual(report.unchangedCount, 0)
                XCTAssertEqual(changes.changeCountByKey(of: direct), changes.changeCountByKey(of: throughDelta))
                XCTAssertEqual(direct.installCount, 1)
                XCTAssertEqual(direct.displayRevision - directStart, throughDelta.displayRevision - throughDeltaStart)
                XCTAssertEqual(direct.lastInstalledDelta, throughDelta.lastInstalledDelta)
                XCTAssertEqual(direct.text, "a")
                XCTAssertEqual(direct.textColor, .red)
            }
        }
        try loop.close()
    }

    func testAnInstallFromAStyleToAnEqualOneIsNoInstall() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let style: Style = [.text("a"), .opacity(.nan)]
            label.install(from: Style(), to: style)
            let (installs, revision, delta) = (label.installCount, label.displayRevision, label.lastInstalledDelta)
            let report = label.install(from: style, to: [.text("a"), .opacity(.nan)])
            XCTAssertEqual(report.unchangedCount, 2)
            XCTAssertEqual(label.installCount, installs)
            XCTAssertEqual(label.displayRevision, revision)
            // By description: the delta holds a NaN, which `==` never finds equal.
            XCTAssertEqual(label.lastInstalledDelta.description, delta.description, "the last install is still the one before")
        }
        try loop.close()
    }

    func testARejectedValueOfAStyleOfTheSameShapeIsReportedAndThePreviousValueStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let label = Label(style: [.identifier("total")])
            let old: Style = [.text("a"), .numberOfLines(2)]
            label.install(old)
            let (counts, revision) = (changes.changeCountByKey(of: label), label.displayRevision)
            let report = label.install(from: old, to: [.text("a"), .numberOfLines(-1)])
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.unchangedCount, 1)
            XCTAssertEqual(report.diagnostics.map(\.message), ["Label#total: value rejected for numberOfLines(-1): numberOfLines is negative (-1)"])
            XCTAssertEqual(label.numberOfLines, 2)
            XCTAssertEqual(changes.changeCountByKey(of: label), counts, "nothing shown, nothing counted")
            XCTAssertEqual(label.displayRevision, revision)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.numberOfLines(-1))]), "the install was made, as with the delta")
        }
        try loop.close()
    }

    func testAnInstallFromAStyleOfAnotherShapeGoesThroughTheDelta() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let old: Style = [.text("a"), .width(4)]
            label.install(from: Style(), to: old)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.text("a")), .set(.width(4))]))
            let report = label.install(from: old, to: [.text("b"), .textColor(.red)])
            XCTAssertEqual(label.width, nil, "dropped: reset")
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(report.setCount, 2)
            XCTAssertEqual(report.resetCount, 1)
            XCTAssertEqual(report.unchangedCount, 0)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.text("b")), .reset(.width), .set(.textColor(.red))]))
            XCTAssertEqual(label.installCount, 2)
        }
        try loop.close()
    }

    func testAChangedBoundOfAStyleOfTheSameShapeInstallsItsDependentAgain() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            let old: Style = [.range(min: 0, max: 5), .value(8)]
            slider.install(old)
            XCTAssertEqual(slider.value, 5, "clamped")
            slider.install(from: old, to: [.range(min: 0, max: 10), .value(8)])
            XCTAssertEqual(slider.value, 8, "as a fresh slider would show")
        }
        try loop.close()
    }

    func testASubclassHearsEachInstallFromAStyleWithItsDelta() throws {
        final class HeardLabel: Label {
            var heard: [StyleDelta] = []
            override func didInstall(_ delta: StyleDelta) {
                super.didInstall(delta)
                heard.append(delta)
            }
        }
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = HeardLabel()
            let old: Style = [.text("a"), .textColor(.red)]
            label.install(from: Style(), to: old)
            label.install(from: old, to: [.text("b"), .textColor(.red)])
            XCTAssertEqual(label.heard, [StyleDelta([.set(.text("a")), .set(.textColor(.red))]), StyleDelta([.set(.text("b"))])])
        }
        try loop.close()
    }

    func testAPresenterHearsEachInstallFromAStyleWithItsDelta() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let presenter = RecordingPresenter()
            let label = Label()
            label.presenter = presenter
            let old: Style = [.text("a"), .textColor(.red)]
            label.install(from: Style(), to: old)
            label.install(from: old, to: [.text("a"), .textColor(.blue)])
            XCTAssertEqual(presenter.installs.map(\.delta), [StyleDelta([.set(.text("a")), .set(.textColor(.red))]), StyleDelta([.set(.textColor(.blue))])])
        }
        try loop.close()
    }

    func testAWidgetTakenOutOfItsTreeNoLongerMovesItsFormerParentsStamp() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let parent = StackView()
            let label = Label()
            parent.addChild(label)
            label.removeFromParent()
            let parentStamp = parent.subtreeRevision
            let old: Style = [.text("a")]
            label.install(from: Style(), to: old)
            XCTAssertEqual(parent.subtreeRevision, parentStamp, "no parent any more")
            parent.addChild(label)
            label.install(from: old, to: [.text("b")])
            XCTAssertEqual(parent.subtreeRevision, label.subtreeRevision, "a parent again: it shares the install's stamp")
        }
        try loop.close()
    }

    func testAWidgetWhoseParentWentInstallsAsAnyOther() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            do {
                let parent = StackView()
                parent.addChild(label)
            }
            XCTAssertNil(label.parent)
            let revision = label.displayRevision
            label.install(from: Style(), to: [.text("a")])
            XCTAssertEqual(label.displayRevision, revision + 1)
            XCTAssertEqual(label.text, "a")
        }
        try loop.close()
    }

    func testAPresenterSetAfterNoneOrAfterOneWentHearsTheDirectInstalls() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            do {
                let gone = RecordingPresenter()
                label.presenter = gone
            }
            let first: Style = [.text("a")]
            label.install(from: Style(), to: first)   // a presenter that went: nobody to tell
            let presenter = RecordingPresenter()
            label.presenter = presenter
            let second: Style = [.text("b")]
            label.install(from: first, to: second)
            label.presenter = nil
            label.install(from: second, to: [.text("c")])
            XCTAssertEqual(presenter.installs.map(\.delta), [StyleDelta([.set(.text("b"))])], "told while set, not after")
        }
        try loop.close()
    }

    func testAChangeOfARankPastTheBitmapIsCountedByADirectInstall() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let label = Label()
            let old: Style = [.text("a"), .borderWidth(1)]
            label.install(from: Style(), to: old)
            label.install(from: old, to: [.text("b"), .borderWidth(2)])
            XCTAssertEqual(changes.changeCountByKey(of: label)[.text], 2)
            XCTAssertEqual(changes.changeCountByKey(of: label)[.borderWidth], 2)
            XCTAssertEqual(label.borderWidth, 2)
        }
        try loop.close()
    }
}
