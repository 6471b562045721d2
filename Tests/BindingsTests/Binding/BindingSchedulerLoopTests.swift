import LoopComposerTesting
import XCTest

@testable import Bindings

/// The binding scheduler on the loop: its flush in the ``BeforeSleepStage/flush`` stage,
/// before what renders, and `run(until:)` returning after the flush that met its condition.
/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain.
final class BindingSchedulerLoopTests: XCTestCase {
    func testRenderHookAddedBeforeTheSchedulerExistsRunsAfterTheFlush() throws {
        let loop = try EventLoop()
        let log = LoopActor.assumeIsolated { StageLog() }
        LoopActor.assumeIsolated {
            let label = RecordingTarget()
            let model = CounterModel()
            // Added first, on a loop with no scheduler yet (binding makes it, below).
            loop.addBeforeSleep(stage: .render) {
                log.entries.append("render shows \(label.shown[.text].map { "\($0)" } ?? "nothing")")
            }
            label.bind(to: model) { [.text("\($0.count)")] }
            log.kept = [label, model]
            _ = BindingScheduler.current.observeFlushes { _ in log.entries.append("flush") }
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(log.entries, ["flush", "render shows text(\"0\")"], "drawn after the flush of its turn")
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testRunUntilReturnsAfterTheFlushThatMeetsTheConditionWithoutSleeping() throws {
        let loop = try EventLoop()
        let fixture = try LoopActor.assumeIsolated { try BoundLabelFixture(loop: loop) }
        XCTAssertTrue(try loop.run(until: { fixture.label.shown[.text] == .text("0") }, timeout: .seconds(60)))
        LoopActor.assumeIsolated { fixture.model.count = 1 }
        XCTAssertTrue(try loop.run(until: { fixture.label.shown[.text] == .text("1") }, timeout: .seconds(60)))
        LoopActor.assumeIsolated {
            XCTAssertTrue(fixture.laterTimer.isActive, "run(until:) slept after the flush that met its condition")
            fixture.laterTimer.dispose()
            fixture.label.lifetime.end()
        }
        XCTAssertNoThrow(try loop.close())
    }
}

/// What the hooks of a test ran, in order.
@LoopActor
private final class StageLog {
    var entries: [String] = []
    /// What the test's bindings need alive until it ends.
    var kept: [AnyObject] = []
}

/// A bound label, and a timer that would wake a turn sleeping after the flush.
@LoopActor
private final class BoundLabelFixture {
    let label = RecordingTarget()
    let model = CounterModel()
    let laterTimer: LoopTimer

    init(loop: EventLoop) throws {
        label.bind(to: model) { [.text("\($0.count)")] }
        laterTimer = try loop.schedule(after: .seconds(20)) {}
    }
}
