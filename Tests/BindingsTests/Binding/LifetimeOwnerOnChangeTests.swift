import Bindings
import ComposerModel
import Foundation
import LoopComposerTesting
import Synchronization
import XCTest

/// Something that owns observations and is no widget: a worker, say.
@LoopActor
private final class Worker {
    let lifetime = Lifetime()
    var received: [Int] = []
}

extension Worker: @LoopActor LifetimeOwner {}

final class LifetimeOwnerOnChangeTests: XCTestCase {
    func testThousandSetsInOneTurnCallTheActionOnceWithTheNewestValue() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let model = CounterModel()
            worker.onChange(of: model, \.count) { worker.received.append($0) }
            for value in 1...1_000 { model.count = value }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [1_000])

            model.count = 1_001
            model.count = 1_002
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [1_000, 1_002])
        }
    }

    func testObservableModelPropertyChangeCallsTheAction() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let model = ObservableCounter()
            worker.onChange(of: model, \.count) { worker.received.append($0) }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [], "no call for the initial value")

            for value in 1...1_000 { model.count = value }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [1_000])
            model.label = "Total"                 // another property of the model: no call
            model.count = 7
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [1_000, 7])
        }
    }

    func testSharedPropertySetOnAnotherThreadCallsTheActionOnTheLoop() async throws {
        try await withTestLoop { loop in
            let worker = Worker()
            let model = SharedCounter()
            var calledOnLoopThread = false
            worker.onChange(of: model, \.count.value) { value in
                calledOnLoopThread = loop.eventLoop.isLoopThread
                worker.received.append(value)
            }
            await BindingScheduler.current.nextFlush()
            Thread.detachNewThread { model.count.value = 42 }
            await BindingScheduler.current.nextFlush { worker.received == [42] }
            XCTAssertTrue(calledOnLoopThread)
        }
    }

    func testInitialValueCallsTheActionOnlyWhenAskedFor() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let model = CounterModel()
            model.count = 5
            var withInitial: [Int] = []
            worker.onChange(of: model, \.count, initial: true) { withInitial.append($0) }
            worker.onChange(of: model, \.count) { worker.received.append($0) }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(withInitial, [5])
            XCTAssertEqual(worker.received, [])
            model.count = 6
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(withInitial, [5, 6])
            XCTAssertEqual(worker.received, [6])
        }
    }

    func testSetBeforeTheFirstFlushIsAChange() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let model = CounterModel()
            worker.onChange(of: model, \.count) { worker.received.append($0) }
            model.count = 3                       // same turn, before the first evaluation
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [3])
        }
    }

    func testValueSetAndSetBackWithinATurnCallsNothing() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let model = CounterModel()
            worker.onChange(of: model, \.count) { worker.received.append($0) }
            await BindingScheduler.current.nextFlush()
            model.count = 9
            model.count = 0
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(stats.bindingsFlushed, 1, "the property was read again")
            XCTAssertEqual(worker.received, [], "but its value is the one the action last saw")
        }
    }

    func testActionRunsAfterTheFlushInstalledAndItsChangesWaitForTheNextTurn() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)/\(model.step)")] }
            var shownWhenCalled: [Attribute?] = []
            worker.onChange(of: model, \.count) { count in
                shownWhenCalled.append(label.shown[.text])
                model.step = count * 10           // flushed in the next turn
            }
            await BindingScheduler.current.nextFlush()
            model.count = 2
            // The action's change wakes the loop for another flush, which may come before
            // this task resumes: wait for the end state, and check what the action saw.
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("2/20") }
            XCTAssertEqual(shownWhenCalled, [.text("2/1")], "the action saw its flush's install, not its own change")
        }
    }

    func testActionReadsAreNotFollowed() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let label = RecordingTarget()
            let model = CounterModel()
            worker.onChange(of: model, \.count) { count in worker.received.append(count * model.step) }
            label.bind(to: model) { [.text("step \($0.step)")] }
            model.count = 1
            await BindingScheduler.current.nextFlush()
            model.step = 5                        // read by the action, and by the label's binding
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(stats.bindingsFlushed, 1, "only the label's binding depends on the step")
            XCTAssertEqual(worker.received, [1])
            label.lifetime.end()
        }
    }

    func testObservationEndsWithItsOwner() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            var calls = 0
            var worker: Worker? = Worker()
            let binding = worker!.onChange(of: model, \.count) { _ in calls += 1 }
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(Binding.liveCount, 1)

            worker = nil
            XCTAssertTrue(binding.isDisposed)
            XCTAssertEqual(Binding.liveCount, 0)
            model.count = 2
            let label = RecordingTarget()         // something else to flush, so the turn is awaited
            label.bind(to: model) { [.text("\($0.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(calls, 1)
            label.lifetime.end()
        }
    }

    func testObservationEndsWithItsModel() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            var model: CounterModel? = CounterModel()
            let binding = worker.onChange(of: model!, \.count) { worker.received.append($0) }
            await BindingScheduler.current.nextFlush()
            model = nil                           // its property marks the observation, which finds it gone
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(binding.isDisposed)
            XCTAssertEqual(Binding.liveCount, 0)
        }
    }

    func testDisposedObservationCallsNothing() async throws {
        try await withTestLoop { _ in
            let worker = Worker()
            let model = CounterModel()
            worker.onChange(of: model, \.count) { worker.received.append($0) }.dispose()
            model.count = 1
            let label = RecordingTarget()
            label.bind(to: model) { [.text("\($0.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(worker.received, [])
            label.lifetime.end()
        }
    }

    func testClosingTheLoopEndsObservationsWhoseOwnerAndModelLiveOn() throws {
        let loop = try EventLoop()
        let (worker, model) = LoopActor.assumeIsolated { () -> (Worker, CounterModel) in
            let worker = Worker()
            let model = CounterModel()
            worker.onChange(of: model, \.count) { [weak worker] in worker?.received.append($0) }
            loop.runOnce()
            return (worker, model)
        }
        XCTAssertEqual(Binding.liveCount, 1)
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
        withExtendedLifetime((worker, model)) {}
    }
}
