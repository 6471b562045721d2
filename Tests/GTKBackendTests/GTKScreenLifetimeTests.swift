import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class FormModel {
    @Observed var count = 0
    @Observed var name = ""
    @Observed var on = false
    @Observed var items = ["a", "b"]
}

/// Opening and closing windows over a bound tree leaves no GTK object behind.
final class GTKScreenLifetimeTests: XCTestCase {
    func testHundredWindowCyclesLeaveNoGTKObjectReferences() throws {
        let (loop, app) = try openGTK()
        defer { XCTAssertNoThrow(try loop.close()) }
        try LoopActor.assumeIsolated {
            app.endsRunWhenLastWindowCloses = false
            let model = FormModel()
            let baseline = GObjectReference.liveCount
            for cycle in 0..<100 {
                let count = Label()
                count.bind(to: model) { [.text("Count: \($0.count)")] }
                let plus = Button(style: [.title("+", for: .normal)])
                plus.onPress { model.count += 1 }
                let name = TextField()
                name.bindText(to: model, \.name)
                let toggle = Switch()
                toggle.bindIsOn(to: model, \.on)
                let list = ListView()
                list.bindRows(to: model, \.items, key: { $0 }, makeRow: { _ in Label() }, row: { Component(.text($0)) })
                let segments = SegmentedControl(style: [.segments(["x", "y"]), .selectedIndex(0)])
                let scroll: ScrollView = [.content(TextView(style: [.text("log")]))]
                let form: StackView = [.views([count, plus, name, toggle, Slider(), ProgressBar(), list, segments, scroll])]
                let window = try GTKWindow(runtime: app, title: "cycle \(cycle)")
                let screen = GTKScreen(root: form, window: window)
                try screen.start()
                XCTAssertGreaterThan(GObjectReference.liveCount, baseline + 12, "the window, its widgets and their parts are held")
                model.count += 1
                model.items = cycle.isMultiple(of: 2) ? ["b", "a", "c"] : ["a", "b"]
                _ = loop.runOnce()
                try XCTUnwrap(screen.existingNativeWidget(for: plus)).emit("clicked")
                window.close()
                screen.stop()
                _ = loop.runOnce()
            }
            XCTAssertEqual(model.count, 200)
            XCTAssertEqual(GObjectReference.liveCount, baseline, "every GTK object reference was released")
        }
    }
}
