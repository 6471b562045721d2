@testable import Bindings
import ComposerModel
import Foundation
import LoopComposerTesting
import LoopTestSupport
import Synchronization
import XCTest


final class BindingSchedulerTests: XCTestCase {
    func testChangeMadeDuringAFlushLandsInTheNextTurn() async throws {
        try await withTestLoop { test in
            let loop = test.eventLoop
            let first = RecordingTarget()
            let second = RecordingTarget()
            let model = CounterModel()
            let echo = CounterModel()
            var echoSetInTurn: [Int: Int] = [:]     // echo value -> turn of the flush that set it
            var echoShownInTurn: [Int: Int] = [:]   // echo value -> turn of the flush that styled with it
            first.bind(to: model) { model in
                let value = model.count * 10
                echo.count = value                      // a change made by a style function
                echoSetInTurn[value] = loop.turnCount
                return [.text("\(model.count)")]
            }
            second.bind(to: echo) { echo in
                echoShownInTurn[echo.count] = loop.turnCount
                return [.text("\(echo.count)")]
            }
            await BindingScheduler.current.nextFlush { second.shown[.text] == .text("0") }

            model.count = 2
            await BindingScheduler.current.nextFlush { second.shown[.text] == .text("20") }
            XCTAssertEqual(first.shown[.text], .text("2"))
            let setTurn = try XCTUnwrap(echoSetInTurn[20])
            let shownTurn = try XCTUnwrap(echoShownInTurn[20])
            XCTAssertEqual(shownTurn, setTurn + 1, "applied in the next turn, not within the same flush")
        }
    }

    func testFlushObserversSeeEveryFlushWithWorkUntilDisposed() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { [.text("\($0.count)")] }
            var observed: [String] = []
            var durations: [Duration] = []
            let observation = BindingScheduler.current.observeFlushes { statistics in
                observed.append("\(statistics.attributesSet) set, shown \(label.shown[.text].map { "\($0)" } ?? "nothing")")
                durations.append(statistics.duration)
            }
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("0") }
            model.count = 1
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("1") }
            observation.dispose()
            XCTAssertTrue(observation.isDisposed)
            model.count = 2
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("2") }
            XCTAssertEqual(observed, ["1 set, shown text(\"0\")", "1 set, shown text(\"1\")"],
                           "called after the install, once per flush, and not after disposal")
            XCTAssertTrue(durations.allSatisfy { $0 > .zero }, "an observed flush is timed: \(durations)")
            label.lifetime.end()
        }
    }

    func testSelfFeedingBindingIsReportedNotLoopedForever() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let feedback = SelfFeedingLabel()
            let (label, model) = (feedback.label, feedback.model)
            await BindingScheduler.current.nextFlush()
            feedback.startRun()
            await BindingScheduler.current.nextFlush { !diagnostics.diagnostics.isEmpty }
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            XCTAssertTrue(diagnostics.descriptions[0].contains("feedback cycle"), diagnostics.descriptions[0])
            XCTAssertEqual(model.count, BindingScheduler.feedbackCycleLimit,
                           "ran once per flush of the run, and not again after the report")

            let installsBefore = label.installs.count
            model.count = 0                             // an outside change revives it
            await BindingScheduler.current.nextFlush { label.installs.count > installsBefore }
            XCTAssertEqual(label.installs[installsBefore], StyleDelta([.set(.text("1 by 1"))]))
            label.lifetime.end()
        }
    }

    func testAnOutsideChangeWhileTheBindingIsQueuedByItsOwnDoesNotRestartTheRun() async throws {
        try await withTestLoop { test in
            let diagnostics = DiagnosticRecorder()
            let feedback = SelfFeedingLabel()
            let model = feedback.model
            await BindingScheduler.current.nextFlush()
            // After the run's 500th flush and outside any flush, while its own change queues it.
            let midRun = test.eventLoop.addBeforeSleep(stage: .inspection) {
                if model.count == 500, model.step == 1 { model.step = 2 }
            }
            feedback.startRun()
            await BindingScheduler.current.nextFlush { !diagnostics.diagnostics.isEmpty }
            test.eventLoop.removeBeforeSleep(midRun)
            XCTAssertEqual(model.step, 2, "the outside change came in the middle of the run")
            XCTAssertEqual(model.count, BindingScheduler.feedbackCycleLimit,
                           "reported at the 1,000th flush counted from the run's start")
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            feedback.label.lifetime.end()
        }
    }

    func testSeveralBindingsOnOneTargetMergeLaterWinsAndConflictIsReported() async throws {
        try await withTestLoop { _ in
            let diagnostics = DiagnosticRecorder()
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("base \(model.count)"), .textColor(.green)] }
            label.bind(to: model) { model in model.count > 5 ? [.textColor(.red)] : [] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("base 0"), .textColor(.green)])
            XCTAssertTrue(diagnostics.diagnostics.isEmpty)

            model.count = 6
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("base 6"), .textColor(.red)])
            XCTAssertEqual(label.installCount, 2, "one install per target per flush")
            XCTAssertEqual(diagnostics.diagnostics.count, 1)
            XCTAssertTrue(diagnostics.descriptions[0].contains("textColor"), diagnostics.descriptions[0])
        }
    }

    func testStatisticsCountChangesBindingsAndAttributes() async throws {
        try await withTestLoop { _ in
            let labels = (0..<3).map { RecordingTarget(name: "label\($0)") }
            let model = CounterModel()
            for label in labels {
                label.bind(to: model) { model in [.text("\(model.count)"), .hidden(false)] }
            }
            await BindingScheduler.current.nextFlush()
            for value in 1...10 { model.count = value }
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(stats.changesObserved, 10, "each set counts once, however many bindings it reaches")
            XCTAssertEqual(stats.bindingsFlushed, 3)
            XCTAssertEqual(stats.installs, 3)
            XCTAssertEqual(stats.attributesSet, 3)
            XCTAssertEqual(stats.attributesReset, 0)
            XCTAssertEqual(stats.attributesUnchanged, 3)
            XCTAssertGreaterThan(stats.duration, .zero)
            XCTAssertEqual(BindingScheduler.current.lastFlush, stats)
        }
    }

    func testWaitersAreCheckedInRegistrationOrderAndEachResumedOnce() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            var checked: [String] = []
            let waiters = ["first", "second", "third"].map { name in
                Task { @LoopActor in
                    await BindingScheduler.current.nextFlush {
                        checked.append(name)
                        return model.count == 1 || name == "second"
                    }
                }
            }
            while checked.count < 3 { await Task.yield() }   // each checked once when it registers
            checked.removeAll()
            model.count = 1
            var resumed: [FlushStatistics] = []
            for waiter in waiters { resumed.append(await waiter.value) }
            XCTAssertEqual(checked, ["first", "third"], "the second held at once and never waited; the rest in order")
            XCTAssertEqual(resumed[0], resumed[2], "both resumed by the same flush")
            XCTAssertEqual(resumed[0].attributesSet, 1)
        }
    }

    func testCleanBindingsCostNothing() async throws {
        try await withTestLoop { _ in
            let labels = (0..<100).map { _ in RecordingTarget() }
            let models = (0..<100).map { _ in CounterModel() }
            for (label, model) in zip(labels, models) {
                label.bind(to: model) { model in [.text("\(model.count)")] }
            }
            await BindingScheduler.current.nextFlush()
            models[42].count = 1
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(stats.bindingsFlushed, 1)
            XCTAssertEqual(stats.installs, 1)
            XCTAssertEqual(labels.map(\.installCount).reduce(0, +), 101)
        }
    }

    func testCancellingATaskEndsItsNextFlushWithTheLastFlush() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)")] }
            let shown = await BindingScheduler.current.nextFlush()
            let waiting = Task { @LoopActor in
                (await BindingScheduler.current.nextFlush { false }, Task.isCancelled)
            }
            await Task.yield()
            waiting.cancel()
            let (statistics, wasCancelled) = await waiting.value
            XCTAssertTrue(wasCancelled)
            XCTAssertEqual(statistics, shown, "the last flush, as no other came")
        }
    }

    func testTimerDrivenCounterReachesTheTargetThroughTheRealLoop() async throws {
        try await withTestLoop { test in
            let loop = test.eventLoop
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("Count: \(model.count)")] }
            let timer = try loop.schedule(after: .milliseconds(1), repeating: .milliseconds(1)) {
                // Stops at the target: a slow turn (a sanitizer) can fire the timer twice
                // between two flushes (UV_RUN_ONCE runs due timers again after the poll).
                if model.count < 5 { model.count += 1 }
            }
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("Count: 5") }
            timer.dispose()
            XCTAssertEqual(label.shown[.text], .text("Count: 5"))
        }
    }

    func testCounterSetFromAnotherThreadReachesTheTarget() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = SharedCounter()
            label.bind(to: model) { model in [.text("Count: \(model.count.value)")] }
            await BindingScheduler.current.nextFlush()
            Thread.detachNewThread {
                for value in 1...3 { model.count.value = value }
            }
            await BindingScheduler.current.nextFlush { label.shown[.text] == .text("Count: 3") }
            XCTAssertEqual(label.shown[.text], .text("Count: 3"))
        }
    }
}

extension BindingSchedulerTests {
    func testAnEmptyQueueLetsABurstsBufferGoAndKeepsASteadyOne() async throws {
        try await withTestLoop { _ in
            let scheduler = BindingScheduler.current
            let burst = BindingScheduler.keptQueueCapacity + 1
            let labels = (0..<burst).map { _ in RecordingTarget() }
            let models = (0..<burst).map { _ in CounterModel() }
            for (label, model) in zip(labels, models) {
                label.bind(to: model) { model in [.text("\(model.count)")] }
            }
            XCTAssertGreaterThan(scheduler.queueCapacity, BindingScheduler.keptQueueCapacity)
            await scheduler.nextFlush()
            XCTAssertLessThanOrEqual(scheduler.queueCapacity, BindingScheduler.keptQueueCapacity)
            for model in models.prefix(100) { model.count += 1 }
            await scheduler.nextFlush()
            let steady = scheduler.queueCapacity
            XCTAssertGreaterThanOrEqual(steady, 100, "a steady turn's queue keeps its buffer")
            for model in models.prefix(100) { model.count += 1 }
            await scheduler.nextFlush()
            XCTAssertEqual(scheduler.queueCapacity, steady)
            XCTAssertEqual(labels[99].shown[.text], .text("2"))
        }
    }
}

final class DeterministicTurnTests: XCTestCase {
    /// Without a running loop: each `runOnce()` is exactly one turn and one flush.
    func testEachTurnFlushesWhatChangedBeforeIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)")] }
            XCTAssertEqual(label.installCount, 0, "nothing happens before a turn")
            loop.runOnce()
            XCTAssertEqual(label.shown, [.text("0")])
            model.count = 1
            model.count = 2
            XCTAssertEqual(label.installCount, 1)
            loop.runOnce()
            XCTAssertEqual(label.installCount, 2)
            XCTAssertEqual(label.shown, [.text("2")])
            loop.runOnce()
            XCTAssertEqual(label.installCount, 2, "a turn with no change installs nothing")
            XCTAssertEqual(BindingScheduler.current.totals.turn, 2)
            label.lifetime.end()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    /// A flush that no observer or waiter receives does not read the clock, unless asked to.
    func testAFlushNobodyReceivesIsTimedOnlyWhenMeasuresFlushDurationIsSet() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = RecordingTarget()
            let model = CounterModel()
            label.bind(to: model) { model in [.text("\(model.count)")] }
            loop.runOnce()
            let scheduler = BindingScheduler.current
            XCTAssertFalse(scheduler.measuresFlushDuration, "off by default")
            XCTAssertEqual(scheduler.lastFlush.duration, .zero)
            XCTAssertEqual(scheduler.lastFlush.installs, 1, "the counts are kept all the same")

            scheduler.measuresFlushDuration = true
            model.count = 1
            loop.runOnce()
            let timed = scheduler.lastFlush
            XCTAssertGreaterThan(timed.duration, .zero)
            XCTAssertEqual(scheduler.totals.duration, timed.duration, "the totals add up the timed flushes")
            XCTAssertEqual(scheduler.totals.turn, 2)
            XCTAssertEqual(scheduler.totals.installs, 2)

            scheduler.measuresFlushDuration = false
            model.count = 2
            loop.runOnce()
            XCTAssertEqual(scheduler.lastFlush.duration, .zero)
            XCTAssertEqual(scheduler.totals.duration, timed.duration)
            XCTAssertEqual(scheduler.totals.turn, 3)
            label.lifetime.end()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    /// The cross-thread queue and the flush's own lists trade storage from flush to
    /// flush: every round's marks from another thread still arrive, in the next flush.
    func testMarksFromAnotherThreadArriveInEachOfManyFlushes() throws {
        let loop = try EventLoop()
        let model = SharedCounter()
        let screen = LoopActor.assumeIsolated { BoundLabel(model) }
        loop.runOnce()
        for round in 1...20 {
            onOtherThread { model.count.value = round }
            let shown = try loop.run(until: { screen.label.shown[.text] == .text("\(round)") }, timeout: .seconds(5))
            XCTAssertTrue(shown, "round \(round) reached the label")
        }
        LoopActor.assumeIsolated {
            XCTAssertEqual(screen.label.installCount, 21, "one install per round, after the first")
            screen.label.lifetime.end()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}

/// An `@Observed` set marks a binding with the loop's own flag, `markDirty()` (any other
/// mark) with the atomic one: whichever comes first, the binding is queued and evaluated
/// once per flush.
extension BindingSchedulerTests {
    func testAnObservedSetAndASharedSetInOneTurnEvaluateTheBindingOnce() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let shared = SharedCounter()
            var runs = 0
            label.bind(to: model) { model in
                runs += 1
                return [.text("\(model.count) \(shared.count.value)")]
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(runs, 1)

            model.count = 1            // the loop's own mark
            shared.count.value = 1     // through markDirty(): queued already
            var statistics = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(statistics.bindingsFlushed, 1)
            XCTAssertEqual(runs, 2)
            XCTAssertEqual(label.shown[.text], .text("1 1"))

            shared.count.value = 2     // through markDirty() first
            model.count = 2            // then the loop's own mark: queued already
            statistics = await BindingScheduler.current.nextFlush()
            XCTAssertEqual(statistics.bindingsFlushed, 1)
            XCTAssertEqual(runs, 3)
            XCTAssertEqual(label.shown[.text], .text("2 2"))

            model.count = 3            // both flags were cleared: marked again
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(runs, 4)
            XCTAssertEqual(label.shown[.text], .text("3 2"))
            label.lifetime.end()
        }
    }

    /// A mark from another thread arrives through the cross-thread queue; the flush that
    /// drains it finds the binding queued by an `@Observed` set of the same turn.
    func testAMarkFromAnotherThreadFindsABindingTheLoopQueuedAlready() throws {
        let loop = try EventLoop()
        let shared = SharedCounter()
        let screen = LoopActor.assumeIsolated { MixedLabel(shared) }
        loop.runOnce()
        LoopActor.assumeIsolated { XCTAssertEqual(screen.runs, 1) }
        for round in 1...3 {
            LoopActor.assumeIsolated { screen.model.count = round }
            onOtherThread { shared.count.value = round }
            let shown = try loop.run(until: { screen.label.shown[.text] == .text("\(round) \(round)") }, timeout: .seconds(5))
            XCTAssertTrue(shown, "round \(round) reached the label")
            LoopActor.assumeIsolated {
                XCTAssertEqual(screen.runs, 1 + round, "one evaluation for both marks of round \(round)")
                XCTAssertEqual(BindingScheduler.current.lastFlush.bindingsFlushed, 1)
            }
        }
        LoopActor.assumeIsolated { screen.label.lifetime.end() }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}

/// A label bound to a loop-only and a shared counter, counting its evaluations.
@LoopActor
private final class MixedLabel {
    let label = RecordingTarget()
    let model = CounterModel()
    private let counter = RunCounter()
    var runs: Int { counter.runs }

    init(_ shared: SharedCounter) {
        label.bind(to: model) { [counter] model in
            counter.runs += 1
            return [.text("\(model.count) \(shared.count.value)")]
        }
    }
}

/// How many times a style function ran.
@LoopActor
private final class RunCounter {
    var runs = 0
}

/// A label bound to a shared counter, kept on the loop.
@LoopActor
private final class BoundLabel {
    let label = RecordingTarget()

    init(_ model: SharedCounter) {
        label.bind(to: model) { model in [.text("\(model.count.value)")] }
    }
}

final class BindingSchedulerIdleTests: XCTestCase {
    /// Bound targets add no handle and no polling: a loop with a thousand
    /// clean bindings sleeps in the kernel.
    func testIdleLoopWithBindingsUsesNoCPU() throws {
        let loop = try EventLoop()
        let keepAlive = try LoopActor.assumeIsolated { () -> RecordingTargetBox in
            let labels = RecordingTarget(name: "labels")
            for index in 0..<1_000 {
                labels.childTarget(for: ComponentKey(id: index)).bind { [.text("\(index)")] }
            }
            try loop.schedule(after: .seconds(2)) { loop.stop() }
            return RecordingTargetBox(labels)
        }
        loop.runOnce()
        XCTAssertEqual(Binding.liveCount, 1_000)
        let turnsBefore = loop.turnCount
        let wallStart = ContinuousClock.now
        let cpuStart = threadCPUTime()
        try loop.run()
        let percent = 100 * ((threadCPUTime() - cpuStart) / (ContinuousClock.now - wallStart))
        XCTAssertLessThan(percent, 1, "the idle loop with bindings used \(percent)% CPU")
        XCTAssertLessThanOrEqual(loop.turnCount - turnsBefore, 10, "the idle loop kept turning")
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
        withExtendedLifetime(keepAlive) {}
    }

    /// A binding disposed during the flush, after it re-evaluated but before
    /// its target's install, leaves its target as it was: nothing reset.
    func testDisposingDuringTheFlushLeavesTheTargetAsItWas() async throws {
        /// Disposes a binding when it is installed on: an install with a side effect.
        final class DisposingTarget: Styleable, LifetimeOwner {
            let lifetime = Lifetime()
            var disposeOnInstall: Binding?
            func apply(_ attribute: Attribute) -> AttributeOutcome {
                disposeOnInstall?.dispose()
                return .applied
            }
            func reset(_ key: AttributeKey) {}
        }
        try await withTestLoop { _ in
            let first = DisposingTarget()
            let second = RecordingTarget(name: "second")
            let model = CounterModel()
            first.bind(to: model) { model in [.text("first \(model.count)")] }
            let secondBinding = second.bind(to: model) { model in
                model.count == 0 ? [.text("a"), .textStyle(.bold)] : [.text("b")]
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(second.shown, [.text("a"), .textStyle(.bold)])
            first.disposeOnInstall = secondBinding
            model.count = 1      // both re-evaluate; first's install then disposes second's binding
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(secondBinding.isDisposed)
            XCTAssertEqual(second.shown, [.text("a"), .textStyle(.bold)], "neither reset nor half-installed")
            first.lifetime.end()
        }
    }
}
