import Bindings
import ComposerModel
import XCTest


final class BindingTests: XCTestCase {
    func testDisposingEndsTheBindingAndLeavesTheTargetAsItIs() throws {
        try withRunningLoop { _ in
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

    func testReleasingTheTargetEndsItsBindings() throws {
        try withRunningLoop { _ in
            var label: RecordingTarget? = RecordingTarget()
            let model = CounterModel()
            weak let weakBinding = label?.bind(to: model) { model in [.text("\(model.count)")] }
            label?.bind { [.hidden(false)] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(Binding.liveCount, 2)
            label = nil
            XCTAssertEqual(Binding.liveCount, 0)
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
            model.count = 1
            XCTAssertNil(weakBinding, "the ended binding is released once its property drops it")
        }
    }

    func testReleasingTheViewModelEndsTheBinding() throws {
        try withRunningLoop { _ in
            let label = RecordingTarget()
            var model: CounterModel? = CounterModel()
            label.bind(to: model!) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(Binding.liveCount, 1)
            model = nil
            await BindingScheduler.current.flush { Binding.liveCount == 0 }
            XCTAssertEqual(label.shown, [.text("0")])
        }
    }

    func testReleasingALifetimeOwningViewModelEndsTheBindingAtOnce() throws {
        final class Owner: LifetimeOwner { let lifetime = Lifetime() }
        try withRunningLoop { _ in
            let label = RecordingTarget()
            var owner: Owner? = Owner()
            label.bind(to: owner!) { _ in [.text("owned")] }
            XCTAssertEqual(Binding.liveCount, 1)
            owner = nil
            XCTAssertEqual(Binding.liveCount, 0)
        }
    }

    func testThrowingStyleFunctionIsReportedAndTheLastGoodStyleStays() throws {
        struct Broken: Error {}
        try withRunningLoop { _ in
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

    func testIdentityNamesTargetAndSourceLocation() throws {
        try withRunningLoop { _ in
            let label = RecordingTarget(name: "title")
            let binding = label.bind { [.text("x")] }
            XCTAssertTrue(binding.identity.contains("on title"), binding.identity)
            XCTAssertTrue(binding.identity.contains("BindingTests.swift"), binding.identity)
            binding.dispose()
        }
    }
}
