@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

final class DependentsTests: XCTestCase {
    func testAPropertyReadAgainByItsBindingKeepsOneDependent() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)"), .hidden(model.count < 0)] }
            await BindingScheduler.current.nextFlush()
            for value in 1...3 {
                model.count = value
                await BindingScheduler.current.nextFlush()
            }
            XCTAssertEqual(model.$count.dependents.bindings.count, 1)
            XCTAssertEqual(label.shown[.text], .text("3"))
        }
    }

    func testBindingsPastTheLinearLimitAreEachOneDependentAndLeaveWhenDisposed() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let count = Dependents.linearLimit * 2 + 1
            let labels = (0..<count).map { _ in RecordingTarget() }
            let bindings = labels.map { label in
                label.bind(to: model) { model in [.text("\(model.count)"), .hidden(model.count < 0)] }
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(model.$count.dependents.bindings.count, count)
            XCTAssertEqual(labels.map { $0.shown[.text] }, Array(repeating: .text("1"), count: count))

            for binding in bindings.prefix(Dependents.linearLimit) { binding.dispose() }
            XCTAssertEqual(model.$count.dependents.bindings.count, count - Dependents.linearLimit)
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(labels.first?.shown[.text], .text("1"), "a disposed binding left the property")
            XCTAssertEqual(labels.last?.shown[.text], .text("2"))
        }
    }

    func testABurstOfSetsEvaluatesEachOfSeveralDependentsOnceAndShowsTheLastValue() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let labels = (0..<3).map { _ in RecordingTarget() }
            var evaluations = 0
            for label in labels {
                label.bind(to: model) { model in
                    evaluations += 1
                    return [.text("\(model.count)")]
                }
            }
            await BindingScheduler.current.nextFlush()
            for turn in 1...2 {
                evaluations = 0
                for value in 1...100 { model.count = turn * 1_000 + value }
                await BindingScheduler.current.nextFlush()
                XCTAssertEqual(evaluations, labels.count, "turn \(turn): each dependent evaluated once")
                XCTAssertEqual(labels.map { $0.shown[.text] }, Array(repeating: .text("\(turn * 1_000 + 100)"), count: labels.count))
            }
        }
    }

    func testASetDuringAFlushMarksTheOneDependentForTheNextTurnOnly() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            var evaluations = 0
            label.bind(to: model) { model in
                evaluations += 1
                return [.text("\(model.count)")]
            }
            let trigger = CounterModel()
            // An action in the flush sets the property: its binding, not queued any more, is
            // marked for the next turn, once however many sets the action makes.
            let action = label.onChange(of: trigger, \.count) { value in
                for step in 1...10 { model.count = value * 100 + step }
            }
            await BindingScheduler.current.nextFlush()
            evaluations = 0
            trigger.count = 1
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("110") }
            XCTAssertEqual(evaluations, 1)
            XCTAssertEqual(label.shown[.text], .text("110"))
            action.dispose()
        }
    }

    func testABindingMadeAfterADisposedOneIsTheOnlyDependent() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let first = RecordingTarget(), second = RecordingTarget()
            first.bind(to: model) { model in [.text("\(model.count)")] }.dispose()
            second.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            model.count = 5
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(model.$count.dependents.bindings.count, 1)
            XCTAssertEqual(second.shown[.text], .text("5"))
            XCTAssertNil(first.shown[.text])
        }
    }

    func testOneDependentIsHeldInlineSeveralInAListAndOneLeftInlineAgain() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let first = RecordingTarget(), second = RecordingTarget()
            let firstBinding = first.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            guard case .one(let only) = model.$count.dependents.storage else { return XCTFail("one dependent, inline") }
            XCTAssertTrue(only === firstBinding)

            let secondBinding = second.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            guard case .several(let list) = model.$count.dependents.storage else { return XCTFail("two dependents, a list") }
            XCTAssertTrue(list.bindings.elementsEqual([firstBinding, secondBinding], by: ===))

            firstBinding.dispose()
            guard case .one(let left) = model.$count.dependents.storage else { return XCTFail("one left, inline again") }
            XCTAssertTrue(left === secondBinding)
            secondBinding.dispose()
            XCTAssertTrue(model.$count.dependents.isEmpty)
        }
    }

    func testOnlyDependentUnretainedIsTheInlineBindingAndNilForNoneOrSeveral() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            XCTAssertNil(model.$count.dependents.onlyDependentUnretained(), "no dependent")
            let first = RecordingTarget(), second = RecordingTarget()
            let firstBinding = first.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(model.$count.dependents.onlyDependentUnretained()?.takeUnretainedValue() === firstBinding)
            let secondBinding = second.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertNil(model.$count.dependents.onlyDependentUnretained(), "several dependents")
            firstBinding.dispose()
            secondBinding.dispose()
        }
    }

    func testTheFlushRunningFlagIsSetOnlyWhileAFlushRuns() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let label = RecordingTarget()
            var seenInStyleFunction: [Bool] = []
            label.bind(to: model) { model in
                seenInStyleFunction.append(LoopWideCounters.flushRunning)
                return [.text("\(model.count)")]
            }
            XCTAssertFalse(LoopWideCounters.flushRunning)
            await BindingScheduler.current.nextFlush()
            model.count = 1
            XCTAssertFalse(LoopWideCounters.flushRunning, "a set outside a flush marks its one dependent unretained")
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(seenInStyleFunction, [true, true])
            XCTAssertFalse(LoopWideCounters.flushRunning)
            XCTAssertEqual(label.shown[.text], .text("1"))
        }
    }

    func testACopyKeepsItsDependentsWhileTheOriginalChanges() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            let labels = (0..<3).map { _ in RecordingTarget() }
            let bindings = labels.prefix(2).map { label in label.bind(to: model) { model in [.text("\(model.count)")] } }
            await BindingScheduler.current.nextFlush()
            let copy = model.$count.dependents
            let third = labels[2].bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            bindings[0].dispose()
            XCTAssertTrue(copy.bindings.elementsEqual(bindings, by: ===), "the copy's list was not changed under it")
            XCTAssertTrue(model.$count.dependents.bindings.elementsEqual([bindings[1], third], by: ===))
        }
    }
}
