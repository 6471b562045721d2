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
