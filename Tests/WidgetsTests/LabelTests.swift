import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

@LoopActor
final class GreetingModel {
    @Observed var name = "world"
}

final class LabelTests: XCTestCase {
    func testTextAttributesApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let style: Style = [.text("hello world"), .textColor(.red), .textAlignment(.center), .textStyle(.bold),
                                .case(.capitalized), .numberOfLines(0)]
            XCTAssertEqual(label.install(style).diagnostics, [])
            XCTAssertEqual(label.displayedText, "Hello World")
            XCTAssertEqual(label.numberOfLines, 0)
            label.install(Style().difference(from: style))
            XCTAssertEqual(label.text, "")
            XCTAssertEqual(label.textColor, .default)
            XCTAssertEqual(label.textAlignment, .leading)
            XCTAssertEqual(label.textStyle, .plain)
            XCTAssertEqual(label.textCase, .unchanged)
            XCTAssertEqual(label.numberOfLines, 1)
        }
        try loop.close()
    }

    func testNegativeLineCountIsRejected() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let report = label.install([.numberOfLines(-1)] as Style)
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertEqual(report.diagnostics.map(\.message), ["Label: value rejected for numberOfLines(-1): numberOfLines is negative (-1)"])
        }
        try loop.close()
    }

    func testLabelBindsThroughTheFlushLikeAnyTarget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let label = Label()
            let model = GreetingModel()
            label.bind(to: model) { model in [.text("Hello, \(model.name)"), .textStyle(.bold)] }
            loop.runOnce()
            XCTAssertEqual(label.text, "Hello, world")
            model.name = "loop"
            model.name = "Linux"
            loop.runOnce()
            XCTAssertEqual(label.text, "Hello, Linux")
            XCTAssertEqual(label.installCount, 2)
            XCTAssertEqual(changes.changeCountByKey(of: label), [.text: 2, .textStyle: 1])
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}
