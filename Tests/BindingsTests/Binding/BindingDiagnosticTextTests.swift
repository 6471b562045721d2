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
            let list = RecordingTarget(name: "list")
            let model = JobNames()
            list.bindComponent(to: model) { _ in Component() }
            let rejected = list.bind { [.hidden(true)] }
            // Worded while the binding was rejected, so naming its target; ended, it has none.
            let expected = rejected.identity.replacing(" on no target (ended) (", with: " on list (")
            XCTAssertNotEqual(expected, rejected.identity)
            XCTAssertEqual(diagnostics.descriptions, ["\(expected): rejected: a target takes style bindings or one component binding, not both"])
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

    func testIdentityAsksTheTargetOnTheLoopAndSaysItsTargetElsewhere() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget(name: "status")
            let binding = label.bind { [.hidden(false)] }
            let prefix = "binding #"
            let place = "(BindingsTests/BindingDiagnosticTextTests.swift:\(#line - 2))"
            XCTAssertTrue(binding.identity.hasPrefix(prefix) && binding.identity.hasSuffix(" on status \(place)"), binding.identity)
            let elsewhere = await Task.detached { binding.identity }.value
            XCTAssertTrue(elsewhere.hasSuffix(" on its target \(place)"), elsewhere)
            binding.dispose()
            XCTAssertTrue(binding.identity.hasSuffix(" on no target (ended) \(place)"), binding.identity)
        }
    }
}
