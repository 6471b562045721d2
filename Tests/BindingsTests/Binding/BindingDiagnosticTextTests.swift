import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// The exact text a user sees for each problem a binding meets (the rows of
/// Documentation/BadInput.md that concern bindings).
final class BindingDiagnosticTextTests: XCTestCase {
    func testThrowingStyleFunction() async throws {
        struct NoNetwork: Error {}
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget(name: "status")
            let binding = label.bind { () throws -> Style in throw NoNetwork() }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(diagnostics.descriptions, ["\(binding.identity): style function threw NoNetwork(); keeping the last good style"])
            XCTAssertTrue(binding.identity.hasPrefix("binding #"), binding.identity)
            XCTAssertTrue(binding.identity.hasSuffix(" on status (BindingsTests/BindingDiagnosticTextTests.swift:14)"), binding.identity)
            binding.dispose()
        }
    }

    func testFeedbackCycle() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in
                model.count += 1        // dirties itself at every flush
                return [.hidden(false)]
            }
            await BindingScheduler.current.nextFlush { !diagnostics.diagnostics.isEmpty }
            XCTAssertEqual(diagnostics.descriptions, ["\(binding.identity): feedback cycle: re-dirtied by its own flush for 1000 consecutive turns"])
        }
    }

    func testConflictingBindingsOnOneTarget() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            label.bind { [.text("first"), .hidden(true)] }
            let later = label.bind { [.text("second")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(diagnostics.descriptions, ["\(later.identity): conflicts with an earlier binding on the same target for text; the later binding wins"])
            XCTAssertEqual(label.shown, [.text("second"), .hidden(true)])
        }
    }

    func testStyleBindingOnATargetWithAComponentBinding() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let list = RecordingTarget()
            let model = JobNames()
            list.bindComponent(to: model) { _ in Component() }
            let rejected = list.bind { [.hidden(true)] }
            XCTAssertEqual(diagnostics.descriptions, ["\(rejected.identity): rejected: a target takes style bindings or one component binding, not both"])
        }
    }

    func testInstallProblemIsPassedOnWithTheBinding() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget(name: "caption", supportedKeys: [.text])
            let binding = label.bind { [.text("a"), .hidden(true)] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(diagnostics.descriptions, ["\(binding.identity): caption: unsupported attribute hidden(true) skipped"])
        }
    }
}
