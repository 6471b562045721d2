import Bindings
import ComposerModel
import Foundation
import LoopComposerTesting
import Synchronization
import XCTest

/// Faults around the flush (issue #7): targets, bindings and models that go
/// away or change at awkward moments. Each leaves the loop running, the
/// targets consistent and no binding live.
final class FlushFaultTests: XCTestCase {
    func testTargetReleasedBetweenBeingMarkedDirtyAndTheFlushIsNeverInstalled() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            var label: RecordingTarget? = RecordingTarget()
            let other = RecordingTarget(name: "other")
            label?.bind(to: model) { model in [.text("\(model.count)")] }
            other.bind(to: model) { model in [.text("other \(model.count)")] }
            await BindingScheduler.current.nextFlush()
            model.count = 1                  // marks both bindings dirty
            label = nil                      // then the target goes before the flush
            XCTAssertEqual(Binding.liveCount, 1)
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(other.shown, [.text("other 1")])
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 1)
        }
    }

    func testTargetReleasedByAnEarlierStyleFunctionInTheSameFlushIsNotInstalled() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            var victim: RecordingTarget? = RecordingTarget(name: "victim")
            let killer = RecordingTarget(name: "killer")
            killer.bind(to: model) { model in
                if model.count == 1 { victim = nil }     // releases a target whose binding is dirty too
                return [.text("killer \(model.count)")]
            }
            victim?.bind(to: model) { model in [.text("victim \(model.count)")] }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertNil(victim)
            XCTAssertEqual(killer.shown, [.text("killer 1")])
            XCTAssertEqual(stats.bindingsFlushed, 1, "the released target's binding ended before it ran")
            XCTAssertEqual(Binding.liveCount, 1)
        }
    }

    func testTargetReleasedByALaterStyleFunctionInTheSameFlushKeepsTheInstallItGotAlive() async throws {
        try await withTestLoop { _ in
            let model = CounterModel()
            var victim: RecordingTarget? = RecordingTarget(name: "victim")
            let killer = RecordingTarget(name: "killer")
            weak let weakVictim = victim
            var victimShownWhenReleased: Style?
            victim?.bind(to: model) { model in [.text("victim \(model.count)")] }
            killer.bind(to: model) { model in
                if model.count == 1 {                    // the victim's binding already ran in this flush
                    victimShownWhenReleased = victim?.shown
                    victim = nil
                }
                return [.text("killer \(model.count)")]
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(weakVictim?.shown, [.text("victim 0")])
            model.count = 1
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertNil(weakVictim)
            XCTAssertEqual(killer.shown, [.text("killer 1")])
            // A target with one binding is installed right after its binding is evaluated,
            // while it is alive; releasing it later in the flush ends the binding, no more.
            XCTAssertEqual(victimShownWhenReleased, [.text("victim 1")])
            XCTAssertEqual(stats.installs, 2, "each target installed once, the victim before it was released")
            XCTAssertEqual(Binding.liveCount, 1)
        }
    }

    func testBindingDisposedInsideAnInstallOnItsOwnTargetLeavesWhatItInstalled() async throws {
        /// Disposes `victim` at its first apply: a binding disposed inside the
        /// install of its own target's merged style.
        final class DisposingTarget: Styleable, LifetimeOwner {
            let lifetime = Lifetime()
            var victim: Binding?
            private(set) var shown = Style()
            func apply(_ attribute: Attribute) -> AttributeOutcome {
                victim?.dispose()
                victim = nil
                shown.set(attribute)
                return .applied
            }
            func reset(_ key: AttributeKey) { shown.removeAttribute(for: key) }
        }
        try await withTestLoop { _ in
            let target = DisposingTarget()
            let model = CounterModel()
            target.bind(to: model) { model in [.text("\(model.count)")] }
            let second = target.bind(to: model) { model in [.hidden(model.count > 0), .textStyle(.bold)] }
            await BindingScheduler.current.nextFlush()
            target.victim = second
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(second.isDisposed)
            XCTAssertEqual(target.shown, [.text("1"), .hidden(true), .textStyle(.bold)], "the install it began completes")
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(target.shown, [.text("2"), .hidden(true), .textStyle(.bold)], "what it installed stays: never reset later")
            target.lifetime.end()
        }
    }

    func testStyleFunctionDisposingItsOwnBindingLeavesTheTargetAsItWas() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            var binding: Binding?
            binding = label.bind(to: model) { model in
                if model.count == 1 { binding?.dispose() }
                return [.text("\(model.count)")]
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush { binding?.isDisposed == true }
            XCTAssertEqual(label.shown, [.text("0")])
            XCTAssertEqual(label.installCount, 1)
        }
    }

    func testLoopStoppedAfterTheFlushFlushesTheBindingsDirtiedSinceBeforeRunReturns() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { StopFixture(loop: loop) }
        try loop.run()
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.label.shown, [.text("5")], "the change made after this turn's flush, before stop()")
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testLoopStoppedFromAnotherThreadRightAfterASetShowsThatSet() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { SharedStopFixture() }
        loop.keepsRunningWhenIdle = true
        Thread.detachNewThread {
            fixture.model.count.value = 7
            loop.stop()
        }
        try loop.run()
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.label.shown, [.text("7")])
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testPropertySetFromADeinitOutsideAFlushReachesTheTarget() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            var farewell: Farewell? = Farewell { model.count = 42 }
            withExtendedLifetime(farewell) {}
            farewell = nil
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("42")])
        }
    }

    func testPropertySetFromADeinitDuringAFlushLandsInTheNextTurn() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let other = RecordingTarget(name: "other")
            let model = CounterModel()
            var farewell: Farewell? = Farewell { model.step = 7 }
            label.bind(to: model) { model in
                if model.count == 1, farewell != nil { farewell = nil }     // the deinit runs inside the style function
                return [.text("\(model.count)")]
            }
            other.bind(to: model) { model in [.text("step \(model.step)")] }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            let during = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(during.bindingsFlushed, 1, "the change from the deinit did not join the running flush")
            await BindingScheduler.current.nextFlush { other.shown == [.text("step 7")] }
            XCTAssertEqual(other.installs, [StyleDelta([.set(.text("step 1"))]), StyleDelta([.set(.text("step 7"))])])
        }
    }

    func testSharedPropertySetFromADeinitOnAnotherThreadReachesTheTarget() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = SharedCounter()
            label.bind(to: model) { model in [.text("\(model.count.value)")] }
            await BindingScheduler.current.nextFlush()
            Thread.detachNewThread {
                _ = SendableFarewell { model.count.value = 42 }   // made and released on this thread
            }
            await BindingScheduler.current.nextFlush { label.shown == [.text("42")] }
            XCTAssertEqual(label.shown, [.text("42")])
        }
    }

    func testPropertyOwnerReleasedInsideTheFlushEndsItsBindingAtTheNextEvaluation() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let trigger = CounterModel()
            var model: CounterModel? = CounterModel()
            label.bind(to: model!) { model in [.text("\(model.count)")] }
            label.bind(to: trigger) { trigger in
                if trigger.count == 1 { model = nil }     // the first binding's model goes mid-flush
                return [.hidden(trigger.count > 0)]
            }
            await BindingScheduler.current.nextFlush()
            trigger.count = 1
            await BindingScheduler.current.nextFlush { Binding.liveCount == 1 }
            XCTAssertEqual(label.shown, [.text("0"), .hidden(true)])
        }
    }
}
