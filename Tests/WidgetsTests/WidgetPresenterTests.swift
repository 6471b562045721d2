import Bindings
import ComposerModel
import Widgets
import XCTest

/// A presenter recording what widgets tell it.
@LoopActor
final class RecordingPresenter: WidgetPresenter {
    var installs: [(widget: ObjectIdentifier, delta: StyleDelta)] = []
    var childrenChanges: [ObjectIdentifier] = []

    func widget(_ widget: Widget, didInstall delta: StyleDelta) {
        installs.append((ObjectIdentifier(widget), delta))
    }

    func widgetDidChangeChildren(_ widget: Widget) {
        childrenChanges.append(ObjectIdentifier(widget))
    }
}

/// A label subclass overriding the install hook.
final class HookedLabel: Label {
    var hooked: [StyleDelta] = []

    override func didInstall(_ delta: StyleDelta) { hooked.append(delta) }
}

/// A presenter of keys only, as a backend reading the widget's properties is.
@LoopActor
final class KeysPresenter: WidgetPresenter {
    var installs: [[AttributeKey]] = []

    func widget(_ widget: Widget, didInstall delta: StyleDelta) {
        XCTFail("a presenter implementing the changes form is not given the delta")
    }

    func widget(_ widget: Widget, didInstallChanges changes: InstalledChanges) {
        installs.append(Array(changes))
    }
}

@LoopActor
final class RowsModel {
    @Observed var ids = ["a", "b"]
}

/// The presenter slot: every install with its delta, children changed outside installs.
final class WidgetPresenterTests: XCTestCase {
    func testPresenterHearsEveryInstallAfterTheWidgetAppliedIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let presenter = RecordingPresenter()
            var textWhenTold = ""
            label.presenter = presenter
            label.install([.text("a")] as Style)
            textWhenTold = label.text
            label.install(StyleDelta([.reset(.text), .set(.hidden(true))]))
            XCTAssertEqual(presenter.installs.map(\.delta), [StyleDelta([.set(.text("a"))]), StyleDelta([.reset(.text), .set(.hidden(true))])])
            XCTAssertEqual(textWhenTold, "a")
        }
        try loop.close()
    }

    func testAPresenterOfDeltasOnlyIsGivenTheDeltaOfADirectInstall() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let presenter = RecordingPresenter()
            label.presenter = presenter
            let old: Style = [.text("a"), .hidden(false), .textColor(.red)]
            let new: Style = [.text("b"), .hidden(false), .textColor(.blue)]
            label.install(from: Style(), to: old)
            let before = Widget.materializedDeltaCount
            label.install(from: old, to: new)
            XCTAssertEqual(presenter.installs.last?.delta, new.difference(from: old))
            XCTAssertEqual(presenter.installs.last?.delta, StyleDelta([.set(.text("b")), .set(.textColor(.blue))]))
            XCTAssertEqual(Widget.materializedDeltaCount, before + 1, "the default builds the delta it hands on")
            XCTAssertEqual(presenter.installs.count, 2)
        }
        try loop.close()
    }

    func testAPresenterOfKeysIsToldADirectInstallWithNoDeltaBuilt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let presenter = KeysPresenter()
            label.presenter = presenter
            let old: Style = [.text("a"), .hidden(false), .textColor(.red)]
            let new: Style = [.text("b"), .hidden(false), .textColor(.blue)]
            label.install(from: Style(), to: old)
            let before = Widget.materializedDeltaCount
            label.install(from: old, to: new)
            XCTAssertEqual(Widget.materializedDeltaCount, before)
            XCTAssertEqual(presenter.installs.count, 2)
            XCTAssertEqual(presenter.installs.last, new.difference(from: old).changes.map(\.key))
            XCTAssertEqual(presenter.installs.last?.count, 2)
            label.install(StyleDelta([.reset(.text)]))
            XCTAssertEqual(presenter.installs.last, [.text])
            XCTAssertEqual(Widget.materializedDeltaCount, before)
        }
        try loop.close()
    }

    func testASubclassHookStillGetsTheDeltaOfADirectInstallAndThePresenterItsKeys() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = HookedLabel()
            let presenter = KeysPresenter()
            label.presenter = presenter
            let new: Style = [.text("b"), .textColor(.blue)]
            label.install(from: [.text("a"), .textColor(.blue)], to: new)
            XCTAssertEqual(label.hooked, [StyleDelta([.set(.text("b"))])])
            XCTAssertEqual(presenter.installs, [[.text]])
        }
        try loop.close()
    }

    func testPresenterIsHeldWeakly() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            do {
                let presenter = RecordingPresenter()
                label.presenter = presenter
            }
            XCTAssertNil(label.presenter)
        }
        try loop.close()
    }

    func testChildrenChangedOutsideInstallsAreTold() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let parent = Widget()
            let child = Widget()
            let presenter = RecordingPresenter()
            parent.presenter = presenter
            parent.addChild(child)
            child.removeFromParent()
            XCTAssertEqual(presenter.childrenChanges, [ObjectIdentifier(parent), ObjectIdentifier(parent)])

            let stack = StackView()
            stack.presenter = presenter
            stack.install([.views([Label(), Label()])] as Style)
            stack.install([.views([])] as Style)
            XCTAssertEqual(presenter.childrenChanges.count, 2, "an install replacing children tells through the install")
        }
        try loop.close()
    }

    func testListRowChangesAreTold() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = RowsModel()
            let list = ListView()
            let presenter = RecordingPresenter()
            list.presenter = presenter
            list.bindRows(to: model, \.ids, key: { $0 }, makeRow: { _ in Label() }, row: { Component(.text($0)) })
            loop.runOnce()
            XCTAssertEqual(presenter.childrenChanges, [ObjectIdentifier(list)])
            model.ids = ["b", "a"]
            loop.runOnce()
            XCTAssertEqual(presenter.childrenChanges.count, 2)
            model.ids = ["b", "a"]
            loop.runOnce()
            XCTAssertEqual(presenter.childrenChanges.count, 2, "no structural change, nothing told")
        }
        try loop.close()
    }
}
