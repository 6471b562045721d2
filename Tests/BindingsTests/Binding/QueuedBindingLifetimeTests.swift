@testable import Bindings
import ComposerModel
import LoopComposerTestingCore
import LoopTestSupport
import XCTest

/// The scheduler's queue holds its bindings unretained: a binding that ends while queued, or
/// while a flush may be walking it, is kept by the scheduler until a flush has walked it, then
/// let go. Each test ends a binding that nothing else holds on one of those paths; a binding
/// freed too early would be touched after being freed (AddressSanitizer reports it), and one
/// freed while the queue still names it fails `Binding`'s `deinit` assertion in debug builds.
final class QueuedBindingLifetimeTests: XCTestCase {
    func testABindingDisposedOnTheLoopWhileQueuedIsFreedAfterTheFlushWalksIt() throws {
        try withLabelAndModel { loop, label, model in
            weak var weakBinding: Binding?
            weakBinding = label.bind(to: model) { [.text("\($0.count)")] }
            loop.runOnce()
            model.count = 1
            weakBinding?.dispose()
            XCTAssertNotNil(weakBinding, "kept by the scheduler: its queue names it")
            XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 1)
            loop.runOnce()
            XCTAssertNil(weakBinding, "let go once the flush walked it")
            XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 0)
            XCTAssertEqual(label.shown[.text], .text("0"), "an ended binding installs nothing")
            XCTAssertEqual(label.installCount, 1)
        }
    }

    func testABindingWhoseTargetGoesAwayWhileQueuedIsFreedAfterTheFlushWalksIt() throws {
        try withLoopThatFreesEveryBinding { loop in
            LoopActor.assumeIsolated {
                let model = CounterModel()
                weak var weakBinding: Binding?
                weak var weakLabel: RecordingTarget?
                do {
                    let label = RecordingTarget()
                    weakLabel = label
                    weakBinding = label.bind(to: model) { [.text("\($0.count)")] }
                    loop.runOnce()
                    model.count = 1   // queued; then the label, and with it its lifetime, goes away
                }
                XCTAssertNil(weakLabel)
                XCTAssertNotNil(weakBinding, "kept by the scheduler: its queue names it")
                loop.runOnce()
                XCTAssertNil(weakBinding)
            }
        }
    }

    func testABindingDisposedFromAnotherThreadWhileQueuedIsFreedAfterTheFlushWalksIt() throws {
        try withLoopThatFreesEveryBinding { loop in
            let screen = LoopActor.assumeIsolated { LabelAndModel() }
            let model = screen.model
            let handOver = LoopLocked<Binding?>(nil)
            let keptAfterDispose = LoopLocked<Int>(-1)
            LoopActor.assumeIsolated {
                let binding = screen.label.bind(to: model) { [.text("\($0.count)")] }
                screen.binding = binding
                handOver.set(binding)
            }
            loop.runOnce()
            onOtherThread {
                // In one wake-up of the loop, in this order: the binding is queued, then ended.
                loop.execute { model.count = 1 }
                handOver.value?.dispose()
                handOver.set(nil)
                loop.execute { keptAfterDispose.set(BindingScheduler.current.endedBindingsKept) }
            }
            let freed = try loop.run(until: { screen.binding == nil }, timeout: .seconds(5))
            XCTAssertTrue(freed, "let go once a flush walked it")
            XCTAssertEqual(keptAfterDispose.value, 1, "ended while queued: kept by the scheduler")
            LoopActor.assumeIsolated {
                XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 0)
                XCTAssertEqual(screen.label.shown[.text], .text("0"), "an ended binding installs nothing")
            }
        }
    }

    /// A mark from another thread waits in the cross-thread queue (which retains it) until a
    /// flush drains it: a binding ended before then is not moved into the unretained queue.
    func testABindingMarkedFromAnotherThreadAndEndedBeforeTheDrainIsNotQueued() throws {
        try withLoopThatFreesEveryBinding { loop in
            let shared = SharedCounter()
            weak var weakBinding: Binding?
            LoopActor.assumeIsolated {
                let label = RecordingTarget()
                weakBinding = label.bind(to: shared) { [.text("\($0.count.value)")] }
                loop.runOnce()
                onOtherThread { shared.count.value = 1 }
                weakBinding?.dispose()
                XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 0, "not queued on the loop yet")
                loop.runOnce()
                XCTAssertNil(weakBinding, "let go with the cross-thread queue's buffer")
                XCTAssertEqual(label.shown[.text], .text("0"))
                XCTAssertEqual(label.installCount, 1)
            }
        }
    }

    /// A binding that re-dirties itself is queued for the next turn by its own flush; ended
    /// in that flush, it stays kept past the flush's end, until the next flush walks it.
    func testABindingQueuedDuringAFlushAndEndedInItIsFreedAfterTheNextFlush() throws {
        try withLabelAndModel { loop, label, model in
            weak var weakBinding: Binding?
            weakBinding = label.bind(to: model) { model in
                // Read before it ends: a read after would make it a dependent of `count` again.
                let count = model.count
                if count == 1 {
                    model.count = 2           // queues this binding for the next turn
                    weakBinding?.dispose()    // and ends it, from its own style function
                }
                return [.text("\(count)")]
            }
            loop.runOnce()
            model.count = 1
            loop.runOnce()
            XCTAssertNotNil(weakBinding, "kept: the next flush's queue names it")
            XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 1)
            loop.runOnce()
            XCTAssertNil(weakBinding)
            XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 0)
        }
    }

    /// Ended by its own evaluation (the walk's body), a binding nothing else holds lives
    /// until the flush is over.
    func testABindingEndedByItsOwnEvaluationIsFreedAtTheFlushsEnd() throws {
        try withLabelAndModel { loop, label, model in
            weak var weakBinding: Binding?
            weakBinding = label.bind(to: model) { model in
                if model.count == 1 { weakBinding?.dispose() }
                return [.text("\(model.count)")]   // read again after the end
            }
            loop.runOnce()
            model.count = 1
            loop.runOnce()
            XCTAssertNil(weakBinding, "let go when the flush was over, not kept as the property's dependent")
            XCTAssertEqual(BindingScheduler.current.endedBindingsKept, 0)
            model.count = 2
            loop.runOnce()
            XCTAssertEqual(label.shown[.text], .text("0"), "an ended binding installs nothing")
        }
    }

    func testClosingTheLoopWithBindingsQueuedFreesThem() throws {
        let loop = try EventLoop()
        let screen = LoopActor.assumeIsolated { LabelAndModel() }
        let reference = LoopLocked(WeakBinding())
        LoopActor.assumeIsolated {
            reference.set(WeakBinding(screen.label.bind(to: screen.model) { [.text("\($0.count)")] }))
            loop.runOnce()
            screen.model.count = 1
        }
        try loop.close()
        XCTAssertNil(reference.value.binding, "ended and let go by the loop's close")
        XCTAssertEqual(Binding.liveCount, 0)
        withExtendedLifetime(screen) {}
    }

    /// ``withLoopThatFreesEveryBinding(file:line:_:)`` with `body` on the loop's actor, given a
    /// new label and model.
    private func withLabelAndModel(
        file: StaticString = #filePath, line: UInt = #line,
        _ body: @LoopActor (EventLoop, RecordingTarget, CounterModel) -> Void
    ) throws {
        try withLoopThatFreesEveryBinding(file: file, line: line) { loop in
            LoopActor.assumeIsolated { body(loop, RecordingTarget(), CounterModel()) }
        }
    }

    /// Runs `body` with a new loop, closes the loop, and checks that no binding outlived it:
    /// each test's last check.
    private func withLoopThatFreesEveryBinding(
        file: StaticString = #filePath, line: UInt = #line, _ body: (EventLoop) throws -> Void
    ) throws {
        let loop = try EventLoop()
        try body(loop)
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0, "a binding outlived the loop", file: file, line: line)
    }
}

/// A label and a model, kept on the loop while a test hands them between threads.
@LoopActor
private final class LabelAndModel {
    let label = RecordingTarget()
    let model = CounterModel()
    weak var binding: Binding?
}

/// A binding, not retained.
private struct WeakBinding: Sendable {
    weak var binding: Binding?

    init(_ binding: Binding? = nil) { self.binding = binding }
}
