import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest


final class BindingTests: XCTestCase {
    func testDisposingEndsTheBindingAndLeavesTheTargetAsItIs() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(Binding.liveCount, 1)
            binding.dispose()
            XCTAssertTrue(binding.isDisposed)
            XCTAssertEqual(Binding.liveCount, 0)
            model.count = 9
            XCTAssertEqual(label.shown, [.text("0")])
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
        }
    }

    func testReleasingTheTargetEndsItsBindings() async throws {
        try await withTestLoop { _ in
            var label: RecordingTarget? = RecordingTarget()
            let model = CounterModel()
            weak let weakBinding = label?.bind(to: model) { model in [.text("\(model.count)")] }
            label?.bind { [.hidden(false)] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(Binding.liveCount, 2)
            label = nil
            XCTAssertEqual(Binding.liveCount, 0)
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
            XCTAssertNil(weakBinding, "the ended binding left its properties and was released")
        }
    }

    func testReleasingTheViewModelEndsTheBinding() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            var model: CounterModel? = CounterModel()
            label.bind(to: model!) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(Binding.liveCount, 1)
            model = nil
            await BindingScheduler.current.nextFlush { Binding.liveCount == 0 }
            XCTAssertEqual(label.shown, [.text("0")])
        }
    }

    func testReleasingALifetimeOwningViewModelEndsTheBindingAtOnce() async throws {
        final class Owner: LifetimeOwner { let lifetime = Lifetime() }
        try await withTestLoop { _ in
            let label = RecordingTarget()
            var owner: Owner? = Owner()
            label.bind(to: owner!) { _ in [.text("owned")] }
            XCTAssertEqual(Binding.liveCount, 1)
            owner = nil
            XCTAssertEqual(Binding.liveCount, 0)
        }
    }

    func testThrowingStyleFunctionIsReportedAndTheLastGoodStyleStays() async throws {
        struct Broken: Error {}
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in
                if model.count == 1 { throw Broken() }
                return [.text("\(model.count)")]
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("0")])
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            XCTAssertTrue(diagnostics.descriptions[0].contains(binding.identity), diagnostics.descriptions[0])
            XCTAssertTrue(diagnostics.descriptions[0].contains("Broken"), diagnostics.descriptions[0])
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("2")])
        }
    }

    func testTargetShowingAUserValueIsInstalledTheModelsValueOnlyWhenTheyDiffer() async throws {
        try await withTestLoop { _ in
            let field = RecordingTarget()
            let model = CounterModel()
            let binding = field.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            field.clearRecords()

            binding.targetShows(.text("4"))       // the user typed "4", and the model took it
            model.count = 4
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(field.installCount, 0, "the target already shows the model's value")

            binding.targetShows(.text("40"))      // the user typed "40", and the model refused it
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(stats.bindingsFlushed, 1, "the user's change alone re-reads the model")
            XCTAssertEqual(field.installs, [StyleDelta([.set(.text("4"))])])
        }
    }

    func testIdentityNamesTargetAndSourceLocation() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget(name: "title")
            let binding = label.bind { [.text("x")] }
            XCTAssertTrue(binding.identity.contains("on title"), binding.identity)
            XCTAssertTrue(binding.identity.contains("BindingTests.swift"), binding.identity)
            binding.dispose()
        }
    }

    func testChangeMadeAfterAReadInsideTheStyleFunctionIsNotLost() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in
                let value = model.count
                if value == 0 { model.count = 1 }       // after the read, before the function returns
                return [.text("\(value)")]
            }
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("1") }
            XCTAssertEqual(label.shown, [.text("1")])
        }
    }

    func testClosingTheLoopEndsEveryBinding() throws {
        let loop = try EventLoop()
        let label = LoopActor.assumeIsolated { () -> RecordingTargetBox in
            let label = RecordingTarget()
            label.bind { [.text("a")] }
            label.bind { [.hidden(false)] }
            return RecordingTargetBox(label)
        }
        loop.runOnce()
        XCTAssertEqual(Binding.liveCount, 2)
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
        withExtendedLifetime(label) {}
    }

    func testStyleAndComponentBindingsDoNotMixOnOneTarget() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let list = RecordingTarget()
            let model = JobNames()
            list.bindComponent(to: model) { model in Component().withRows(model.names, key: { $0 }) { Component(.text($0)) } }
            let rejected = list.bind { [.hidden(true)] }
            XCTAssertTrue(rejected.isDisposed)
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            XCTAssertTrue(diagnostics.descriptions[0].contains("rejected"), diagnostics.descriptions[0])
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(list.rowKeys, ["a", "b", "c"])
        }
    }
}

/// Carries a recording target out of a loop-isolated closure in a test.
final class RecordingTargetBox: @unchecked Sendable {
    let target: RecordingTarget
    init(_ target: RecordingTarget) { self.target = target }
}
