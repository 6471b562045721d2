import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

@LoopActor
private final class HeadlineModel {
    @Observed var title = "Foo"
    @Observed var color = Color.green
    @Observed var showsWidth = true
    @Observed var maximum = 10.0
    @Observed var level = 3.0
}

/// Plain code and a binding on the same widget: the plain value shows until the binding
/// changes that key; the binding never re-installs an unchanged value, and its delta is
/// the difference from what the widget shows.
final class WidgetPlainCodeBindingTests: XCTestCase {
    func testThePlainValueShowsUntilTheBindingChangesThatKey() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let label = Label()
            label.bind(to: model) { [.text($0.title), .textColor($0.color)] }
            loop.runOnce()
            XCTAssertEqual(label.text, "Foo")

            label.text = "Bar"
            model.color = .red                       // the binding runs; its text is unchanged
            loop.runOnce()
            XCTAssertEqual(label.text, "Bar", "an unchanged binding value is not re-installed")
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.textColor(.red))]))

            model.title = "Baz"                      // the binding changes the key: it wins
            loop.runOnce()
            XCTAssertEqual(label.text, "Baz")
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.text("Baz"))]))
        }
        try loop.close()
    }

    func testAfterThePlainValueIsReplacedTheBindingsChangesInstallAsBefore() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let model = HeadlineModel()
            let label = Label()
            label.bind(to: model) { [.text($0.title), .textColor($0.color)] }
            loop.runOnce()
            label.text = "Bar"
            model.title = "Baz"                      // through the plain values: the binding wins
            loop.runOnce()
            XCTAssertEqual(label.text, "Baz")

            model.color = .red                       // no plain value left: the shape repeats
            loop.runOnce()
            let stats = BindingScheduler.current.lastFlush
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(label.text, "Baz")
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.textColor(.red))]))
            XCTAssertEqual(changes.changeCountByKey(of: label), [.text: 3, .textColor: 2])
            XCTAssertEqual(stats.installs, 1)
            XCTAssertEqual(stats.attributesSet, 1)
            XCTAssertEqual(stats.attributesUnchanged, 1)

            label.text = "Qux"                       // plain code again, then the same value
            model.title = "Qux"
            loop.runOnce()
            XCTAssertEqual(BindingScheduler.current.lastFlush.installs, 0, "the label shows it already")
            model.title = "Quux"
            loop.runOnce()
            XCTAssertEqual(label.text, "Quux")
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.text("Quux"))]))
        }
        try loop.close()
    }

    func testOnAChildOfAComponentBindingThePlainValueShowsUntilTheComponentChangesIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let name: Label = [.identifier("name")]
            let state: Label = [.identifier("state")]
            let row: StackView = [.views([name, state])]
            row.bindComponent(to: model) { model in
                Component().withChildren(.child("name", styles: .text(model.title)), .child("state", styles: .textColor(model.color)))
            }
            loop.runOnce()
            name.text = "Bar"
            model.color = .red                       // the component changes another child only
            loop.runOnce()
            XCTAssertEqual(name.text, "Bar")
            XCTAssertEqual(state.textColor, .red)
            model.title = "Baz"
            loop.runOnce()
            XCTAssertEqual(name.text, "Baz")
        }
        try loop.close()
    }

    func testABindingChangingToTheValuePlainCodeShowsInstallsNothing() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let model = HeadlineModel()
            let label = Label()
            label.bind(to: model) { [.text($0.title), .textColor($0.color)] }
            loop.runOnce()
            label.text = "Bar"
            let installs = label.installCount
            let textChanges = changes.changeCountByKey(of: label)[.text]
            model.title = "Bar"
            loop.runOnce()
            XCTAssertEqual(label.installCount, installs, "the widget already shows the binding's new value")
            XCTAssertEqual(changes.changeCountByKey(of: label)[.text], textChanges)
            XCTAssertEqual(BindingScheduler.current.lastFlush.attributesSet, 0)

            model.title = "Qux"                      // the key is the binding's again: normal deltas
            loop.runOnce()
            XCTAssertEqual(label.text, "Qux")
            XCTAssertEqual(label.installCount, installs + 1)
        }
        try loop.close()
    }

    func testARejectedPlainSetLeavesTheBindingsRecordAlone() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let label = Label()
            label.bind(to: model) { _ in [.numberOfLines(2)] }
            loop.runOnce()
            label.numberOfLines = -1                 // rejected: still 2
            label.numberOfLines = 3
            label.numberOfLines = 2                  // plain code puts back what the binding set
            XCTAssertEqual(label.numberOfLines, 2)
        }
        try loop.close()
    }

    func testAnAdjustedPlainSetIsNotTakenAsTheValueTheBindingWants() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let bar = ProgressBar()
            bar.bind(to: model) { model in [.progress(model.color == .green ? 0.5 : 1)] }
            loop.runOnce()
            bar.progress = 3                         // shows 1 (clamped), not 3
            XCTAssertEqual(bar.progress, 1)
            bar.progress = 0.2
            model.color = .red                       // the binding now wants 1
            loop.runOnce()
            XCTAssertEqual(bar.progress, 1)
            XCTAssertEqual(bar.lastInstalledDelta, StyleDelta([.set(.progress(1))]))
        }
        try loop.close()
    }

    func testAValueWhoseBoundChangesIsInstalledEvenWhenPlainCodeShowsIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let slider = Slider()
            slider.bind(to: model) { [.range(min: 0, max: $0.maximum), .value($0.level)] }
            loop.runOnce()
            slider.value = 5
            model.level = 5                          // what plain code shows, but the range shrinks too
            model.maximum = 4
            loop.runOnce()
            XCTAssertEqual(slider.value, 4)
            XCTAssertEqual(slider.lastInstalledDelta, StyleDelta([.set(.range(min: 0, max: 4)), .set(.value(5))]),
                           "the value is installed again after its range, as on a fresh slider")
        }
        try loop.close()
    }

    func testABindingThatDropsAKeyPlainCodeSetResetsItToTheDefault() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let label = Label()
            label.bind(to: model) { model in model.showsWidth ? [.text(model.title), .width(10)] : [.text(model.title)] }
            loop.runOnce()
            label.width = 4
            model.showsWidth = false                 // the binding changes the key by dropping it
            loop.runOnce()
            XCTAssertNil(label.width)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.reset(.width)]))
        }
        try loop.close()
    }

    func testAUserEditAfterAPlainSetIsNotMistakenForThePlainValue() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let field = TextField()
            field.bindText(to: model, \.title)
            loop.runOnce()
            field.text = "Bar"
            field.userDidType("!")                   // the user edits: the field shows "Bar!"
            XCTAssertEqual(model.title, "Bar!")
            loop.runOnce()
            XCTAssertEqual(field.text, "Bar!")
            model.title = "Bar"                      // the value plain code once set: must be installed
            loop.runOnce()
            XCTAssertEqual(field.text, "Bar")
        }
        try loop.close()
    }
}

/// The user's own edits, on a widget with a one-way binding, after a plain set.
final class WidgetPlainCodeUserEditTests: XCTestCase {
    func testAUserEditAfterAPlainSetMakesTheBindingsNextValueInstallAgain() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = HeadlineModel()
            let field = TextField()
            let pause = Switch()
            field.bind(to: model) { [.text($0.title)] }
            pause.bind(to: model) { [.isOn($0.showsWidth)] }
            loop.runOnce()
            field.text = "Bar"
            pause.isOn = false
            field.userDidType("!")
            pause.userDidToggle()
            XCTAssertEqual([field.text, "\(pause.isOn)"], ["Bar!", "true"])
            model.title = "Bar"                      // what plain code set, no longer shown
            model.showsWidth = false
            loop.runOnce()
            XCTAssertEqual(field.text, "Bar")
            XCTAssertFalse(pause.isOn)
        }
        try loop.close()
    }
}
