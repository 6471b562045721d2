import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

@LoopActor
final class FaultModel {
    @Observed var count = 0
}

/// Faults around widgets and their bindings (issue #7): a throwing style
/// function, a widget released with its binding dirty, event handlers that
/// dispose their own binding.
final class WidgetBindingFaultTests: XCTestCase {
    override func tearDown() {
        XCTAssertEqual(Binding.liveCount, 0)
        super.tearDown()
    }

    func testAValueTheWidgetRejectsIsReportedWithTheBindingAndCountedAsTheFlushDid() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            var diagnostics: [BindingDiagnostic] = []
            BindingScheduler.current.diagnosticHandler = { diagnostics.append($0) }
            let model = FaultModel()
            let label = Label()
            let binding = label.bind(to: model) { model in [.text("\(model.count) left"), .numberOfLines(2 - model.count), .opacity(1.5 - Double(model.count))] }
            loop.runOnce()
            XCTAssertEqual(diagnostics.count, 1, "opacity 1.5 clamped")

            model.count = 3                          // the same shape: lines -1 rejected, opacity -1.5 clamped
            loop.runOnce()
            let stats = BindingScheduler.current.lastFlush
            XCTAssertEqual(label.text, "3 left")
            XCTAssertEqual(label.numberOfLines, 2, "the previous value stays")
            XCTAssertEqual(label.opacity, 0)
            XCTAssertEqual(stats.installs, 1)
            XCTAssertEqual(stats.attributesSet, 2, "text and the clamped opacity")
            XCTAssertEqual(stats.attributesUnchanged, 0)
            XCTAssertEqual(diagnostics.dropFirst().map(\.description), [
                "\(binding.identity): Label: value rejected for numberOfLines(-1): numberOfLines is negative (-1)",
                "\(binding.identity): Label: value rejected for opacity(-1.5): opacity clamped to 0.0",
            ])
            XCTAssertEqual(changes.changeCountByKey(of: label), [.text: 2, .numberOfLines: 1, .opacity: 2])
            binding.dispose()
        }
        try loop.close()
    }

    func testThrowingStyleFunctionIsReportedWithTheBindingAndTheWidgetKeepsItsLastGoodStyle() throws {
        struct OutOfStock: Error {}
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var diagnostics: [BindingDiagnostic] = []
            BindingScheduler.current.diagnosticHandler = { diagnostics.append($0) }
            let model = FaultModel()
            let label = Label()
            let binding = label.bind(to: model) { model in
                if model.count == 2 { throw OutOfStock() }
                return [.text("\(model.count) left"), .textColor(model.count > 0 ? .green : .red)]
            }
            label.bind { [.identifier("stock")] }     // a second binding on the same widget
            model.count = 1
            loop.runOnce()
            XCTAssertEqual(label.text, "1 left")

            model.count = 2
            loop.runOnce()
            XCTAssertEqual(label.text, "1 left")
            XCTAssertEqual(label.textColor, .green)
            XCTAssertEqual(label.identifier, "stock")
            XCTAssertEqual(diagnostics.count, 1)
            XCTAssertEqual(
                diagnostics.first?.description,
                "\(binding.identity): style function threw OutOfStock(); keeping the last good style"
            )
            XCTAssertTrue(binding.identity.contains("on Label"), binding.identity)

            model.count = 0
            loop.runOnce()
            XCTAssertEqual(label.text, "0 left", "the binding recovers once the function returns again")
            XCTAssertEqual(label.textColor, .red)
        }
        try loop.close()
    }

    func testWidgetReleasedBetweenBeingMarkedDirtyAndTheFlushEndsItsBindingsQuietly() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var diagnostics: [BindingDiagnostic] = []
            BindingScheduler.current.diagnosticHandler = { diagnostics.append($0) }
            let model = FaultModel()
            var label: Label? = Label()
            weak let weakLabel = label
            label?.bind(to: model) { model in [.text("\(model.count)")] }
            loop.runOnce()
            model.count = 1
            label = nil
            XCTAssertNil(weakLabel)
            XCTAssertEqual(Binding.liveCount, 0)
            loop.runOnce()
            XCTAssertEqual(BindingScheduler.current.totals.installs, 1, "only the first flush installed")
            XCTAssertTrue(diagnostics.isEmpty)
        }
        try loop.close()
    }

    func testPressHandlerThatDisposesItsOwnBindingStopsOnlyThatBinding() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FaultModel()
            let button = Button()
            let title = button.bind(to: model) { model in [.title("Buy \(model.count)", for: .normal)] }
            button.bind { [.identifier("buy")] }
            button.onPress {
                model.count += 1
                title.dispose()
            }
            loop.runOnce()
            button.userDidPress()
            XCTAssertTrue(title.isDisposed)
            XCTAssertEqual(model.count, 1)
            loop.runOnce()
            XCTAssertEqual(button.title(for: .normal), "Buy 0", "left as it was when disposed")
            button.userDidPress()                       // disposing twice does nothing
            XCTAssertEqual(model.count, 2)
            XCTAssertEqual(Binding.liveCount, 1)
            XCTAssertEqual(button.identifier, "buy")
        }
        try loop.close()
    }

    func testEventDeliveredDuringAFlushMayDisposeTheBindingThatIsFlushing() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FaultModel()
            let toggle = Switch()
            var binding: Binding?
            binding = toggle.bind(to: model) { model in
                if model.count == 1 { toggle.userDidToggle() }   // an event raised inside the flush
                return [.isOn(model.count > 0)]
            }
            toggle.onValueChanged { _ in binding?.dispose() }
            loop.runOnce()
            model.count = 1
            loop.runOnce()                              // the flush; the event is deferred to after it
            loop.runOnce()
            XCTAssertEqual(binding?.isDisposed, true)
            XCTAssertTrue(toggle.isOn)
            model.count = 0
            loop.runOnce()
            XCTAssertTrue(toggle.isOn, "the disposed binding no longer styles the switch")
        }
        try loop.close()
    }
}
