import Bindings
import ComposerModel
import InMemoryLogging
import Logging
import LoopComposerTesting
import Widgets
import XCTest

@LoopActor
private final class TitleModel {
    @Observed var lines = 1
}

/// A widget's construction problems and the problems its bindings meet are
/// logged through `DiagnosticLog.logger`, naming the widget.
final class WidgetDiagnosticLogTests: XCTestCase {
    private var handler = InMemoryLogHandler()

    override func setUp() {
        super.setUp()
        handler = captureDiagnosticLog()   // the default logger comes back after each test
    }

    func testALiteralWithADuplicateKeyLogsAWarningNamingTheWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.identifier("title"), .text("Jobs"), .text("Tasks")]
            XCTAssertEqual(label.text, "Jobs")
        }
        try loop.close()
        XCTAssertEqual(handler.entries.map(\.level), [.warning])
        XCTAssertEqual(handler.entries.map { "\($0.message)" },
                       [#"Label: duplicate key text: kept text("Jobs"), dropped text("Tasks")"#])
        XCTAssertEqual(handler.entries.first?.metadata["diagnostic"], "duplicateKey")
        XCTAssertEqual(handler.entries.first?.metadata["target"], "Label")
    }

    func testAStyleWithAnUnsupportedAttributeAndARejectedValueLogsBoth() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            _ = Label(style: [.text("Hi"), .placeholder("x"), .numberOfLines(-2)])
        }
        try loop.close()
        XCTAssertEqual(handler.entries.compactMap { $0.metadata["diagnostic"] }, ["unsupportedAttribute", "rejectedValue"])
        XCTAssertEqual(handler.entries.map { "\($0.message)" }, [
            #"Label: unsupported attribute placeholder("x") skipped"#,
            "Label: value rejected for numberOfLines(-2): numberOfLines is negative (-2)",
        ])
    }

    func testABindingThatInstallsABadValueLogsTheBindingAndTheWidget() throws {
        let handler = self.handler
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = TitleModel()
            let label = Label()
            label.bind(to: model) { [.numberOfLines($0.lines), .placeholder("x")] }
            loop.runOnce()
            XCTAssertEqual(handler.entries.compactMap { $0.metadata["diagnostic"] }, ["unsupportedAttribute"])
            model.lines = -1
            loop.runOnce()
            XCTAssertEqual(label.numberOfLines, 1, "the rejected value is not shown")
            XCTAssertEqual(handler.entries.compactMap { $0.metadata["diagnostic"] }, ["unsupportedAttribute", "rejectedValue"])
            let last = handler.entries.last
            XCTAssertEqual(last?.metadata["target"], "Label")
            XCTAssertTrue("\(last?.metadata["binding"] ?? "")".hasPrefix("binding #"), "\(String(describing: last))")
            label.lifetime.end()
        }
        try loop.close()
    }
}
