import Bindings
import ComposerModel
import InMemoryLogging
import Logging
import LoopComposerTesting
import XCTest

/// Diagnostics reach swift-log through `DiagnosticLog.logger` when the
/// scheduler's default handler is in place, so a test (or an app) captures them.
final class DiagnosticLogTests: XCTestCase {
    private var handler = InMemoryLogHandler()

    override func setUp() {
        super.setUp()
        handler = captureDiagnosticLog()   // the default logger comes back after each test
    }

    func testAFeedbackCycleIsLoggedOnceAsAWarning() async throws {
        let handler = self.handler
        try await withTestLoop { _ in
            let feedback = SelfFeedingLabel()
            await BindingScheduler.current.nextFlush()
            feedback.startRun()
            await BindingScheduler.current.nextFlush { !handler.entries.isEmpty }
            let entries = handler.entries
            XCTAssertEqual(entries.count, 1)
            XCTAssertEqual(entries.first?.level, .warning)
            XCTAssertEqual(entries.first?.metadata["diagnostic"], "feedbackCycle")
            XCTAssertTrue("\(entries.first?.message ?? "")".contains("feedback cycle"), "\(entries)")
            feedback.label.lifetime.end()
        }
    }

    func testDuplicateKeysInAStyleFunctionResultAreLoggedOnceNotEveryFlush() async throws {
        let handler = self.handler
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)"), .text("again")] }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("1") }
            let entries = handler.entries
            XCTAssertEqual(entries.count, 1, "\(entries)")
            XCTAssertEqual(entries.first?.metadata["diagnostic"], "duplicateKey")
            XCTAssertTrue("\(entries.first?.message ?? "")".contains(#"duplicate key text: kept text("0"), dropped text("again")"#),
                          "\(entries)")
            label.lifetime.end()
        }
    }

    func testAResolverReturningAnotherKeyIsLoggedOnceWhileOnlyValuesChange() async throws {
        let handler = self.handler
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in
                Style([.text("\(model.count)"), .text("again")], duplicates: .resolve { _, _ in .hidden(true) })
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("1") }
            let entries = handler.entries
            XCTAssertEqual(entries.count, 1, "\(entries)")
            XCTAssertEqual(entries.first?.metadata["diagnostic"], "resolverChangedKey")
            label.lifetime.end()
        }
    }

    func testAStyleFunctionThatThrowsIsLoggedAsAnError() async throws {
        struct Unavailable: Error {}
        let handler = self.handler
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model throws -> Style in
                if model.count > 0 { throw Unavailable() }
                return [.text("\(model.count)")]
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush { !handler.entries.isEmpty }
            XCTAssertEqual(handler.entries.first?.level, .error)
            XCTAssertEqual(handler.entries.first?.metadata["diagnostic"], "styleFunctionFailed")
            label.lifetime.end()
        }
    }

    func testAReplacedDiagnosticHandlerTakesDiagnosticsInsteadOfTheLogger() async throws {
        let handler = self.handler
        try await withTestLoop { _ in
            let recorder = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)"), .text("again")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(recorder.diagnostics.count, 1)
            XCTAssertEqual(handler.entries.count, 0)
            label.lifetime.end()
        }
    }
}
