@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// A style target's only binding keeps the target's bookkeeping itself, and hands it to a
/// `TargetBindings` when the target needs more (`Binding+OwnBookkeeping.swift`).
final class BindingOwnBookkeepingTests: XCTestCase {
    func testATargetsOnlyBindingKeepsItsBookkeepingAndObservesTheTargetsLifetimeItself() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model, style in style.set(.text("\(model.count)")) }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(binding.flags.placement, .ownBookkeeping)
            XCTAssertNil(binding.targetBindings)
            XCTAssertNil(label.lifetime.firstObserver(of: TargetBindings.self) { _ in true }, "no TargetBindings is made")
            XCTAssertTrue(label.lifetime.firstObserver(of: Binding.self) { _ in true } === binding)
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 1)
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.map(\.changes), [[.set(.text("0"))], [.set(.text("1"))]])
            binding.dispose()
            XCTAssertNil(label.lifetime.firstObserver(of: Binding.self) { _ in true }, "an ended binding stops observing")
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
            XCTAssertEqual(label.shown, [.text("1")], "the target shows what it shows")
        }
    }

    func testASecondBindingTakesOverTheBookkeepingWithoutInstallingTheFirstsKeysAgain() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let other = CounterModel()
            let first = label.bind(to: model) { model in [.text("\(model.count)"), .textStyle(.bold)] }
            await BindingScheduler.current.nextFlush()
            label.clearRecords()
            let second = label.bind(to: other) { other in [.hidden(other.count > 0)] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(first.flags.placement, .shared)
            let shared = try XCTUnwrap(first.targetBindings)
            XCTAssertTrue(second.targetBindings === shared, "one bookkeeping object for both")
            XCTAssertTrue(label.lifetime.firstObserver(of: TargetBindings.self) { _ in true } === shared)
            XCTAssertNil(label.lifetime.firstObserver(of: Binding.self) { _ in true }, "the first binding no longer observes")
            XCTAssertEqual(label.installs.map(\.changes), [[.set(.hidden(false))]], "only the new binding's key is installed")
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("1"))])
            XCTAssertEqual(label.shown, [.text("1"), .textStyle(.bold), .hidden(false)])
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 1)
            first.dispose()
            second.dispose()
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
        }
    }

    func testARejectedComponentBindingLeavesTheOnlyBindingsBookkeepingWhereItIs() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget(name: "label")
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            let names = JobNames()
            let rejected = label.bindComponent(to: names) { _ in Component() }
            XCTAssertTrue(rejected.isDisposed)
            XCTAssertEqual(diagnostics.descriptions.count, 1)
            XCTAssertTrue(diagnostics.descriptions.first?.hasSuffix("rejected: a target takes style bindings or one component binding, not both") == true,
                          diagnostics.descriptions.first ?? "no diagnostic")
            XCTAssertEqual(binding.flags.placement, .ownBookkeeping, "not handed over for a binding the target refuses")
            XCTAssertNil(label.lifetime.firstObserver(of: TargetBindings.self) { _ in true }, "no TargetBindings is made")
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("1"))])
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 1)
        }
    }

    func testReleasingTheTargetEndsItsOnlyBinding() async throws {
        try await withTestLoop { _ in
            var label: RecordingTarget? = RecordingTarget()
            let model = CounterModel()
            let binding = label!.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            label = nil
            XCTAssertTrue(binding.isDisposed, "ended at once, on the loop thread")
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
            XCTAssertEqual(model.$count.dependents.bindings.count, 0, "it left the model's property")
        }
    }

    func testAnEditTheModelAcceptedIsNotInstalledAgainAfterUserInput() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            _ = label.apply(.text("5"))   // the user typed it
            binding.targetShows(.text("5"))
            model.count = 5
            let accepted = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(binding.flags.placement, .shared, "user input is remembered by a TargetBindings")
            XCTAssertEqual(accepted.installs, 0, "the target shows the model's value already")
            _ = label.apply(.text("x"))
            binding.targetShows(.text("x"))   // rejected: the model stays at 5
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("5"))], "a rejected edit gets the model's value back")
            binding.dispose()
        }
    }

    func testAThrowingStyleFunctionKeepsTheLastGoodStyleAndTheNextInstallIsTheDifferenceFromIt() async throws {
        struct Offline: Error {}
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in
                if model.count == 1 { throw Offline() }
                return [.text("\(model.count)"), .textStyle(.bold)]
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            let failed = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(failed.installs, 0, "nothing changed for the target")
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            XCTAssertEqual(binding.flags.placement, .ownBookkeeping)
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("2"))])
            XCTAssertEqual(label.changeCountByKey[.textStyle], 1)
            binding.dispose()
        }
    }

    func testAThrowingBuilderKeepsTheLastGoodStyleAndTheNextInstallIsTheDifferenceFromIt() async throws {
        struct Offline: Error {}
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model, style in
                style.set(.textStyle(.bold))
                if model.count == 1 { throw Offline() }
                style.set(.text("\(model.count)"))
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            let failed = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(failed.installs, 0, "nothing changed for the target")
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("2"))])
            XCTAssertEqual(label.shown, [.textStyle(.bold), .text("2")])
            binding.dispose()
        }
    }

    func testAStyleWithDiagnosticsIsReportedOnceAndItsBookkeepingShared() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)"), .text("again")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(binding.flags.placement, .shared)
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(diagnostics.diagnostics.count, 1, "reported when it appears, not at every flush")
            XCTAssertEqual(label.shown, [.text("1")], "the first of the duplicates is kept, and follows the model")
            binding.dispose()
        }
    }

    func testClosingTheLoopEndsABindingThatKeepsItsOwnBookkeeping() throws {
        let loop = try EventLoop()
        let label = LoopActor.assumeIsolated { () -> RecordingTargetBox in
            let label = RecordingTarget()
            label.bind(to: CounterModelBox.kept) { model in [.text("\(model.count)")] }
            return RecordingTargetBox(label)
        }
        loop.runOnce()
        XCTAssertEqual(label.target.shown, [.text("0")])
        XCTAssertEqual(Binding.liveCount, 1)
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
        XCTAssertNil(label.target.lifetime.firstObserver(of: Binding.self) { _ in true }, "it stopped observing the target")
    }
}

/// A model that outlives the test's loop, for a binding that must end with the loop, not with its model.
private enum CounterModelBox {
    @LoopActor static let kept = CounterModel()
}
