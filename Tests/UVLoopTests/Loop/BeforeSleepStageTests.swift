import LoopComposerTesting
import XCTest

@testable import UVLoop

/// The before-sleep stages: flush, render, inspection, foreign loop, in that order
/// whatever the order the hooks were added in.
/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain.
final class BeforeSleepStageTests: XCTestCase {
    func testStagesAreOrderedFlushRenderInspectionForeignLoop() {
        XCTAssertEqual(BeforeSleepStage.allCases, [.flush, .render, .inspection, .foreignLoop])
        XCTAssertEqual(BeforeSleepStage.allCases.sorted(), BeforeSleepStage.allCases)
        XCTAssertEqual(BeforeSleepStage.allCases.map(\.description), ["flush", "render", "inspection", "foreignLoop"])
        XCTAssertEqual(Set(BeforeSleepStage.allCases).count, 4, "four distinct stages")
    }

    func testHooksRunByStageWhateverTheOrderTheyWereAddedIn() throws {
        let loop = try EventLoop()
        let order = LoopActor.assumeIsolated { StageLog() }
        LoopActor.assumeIsolated {
            for stage in BeforeSleepStage.allCases.reversed() {
                loop.addBeforeSleep(stage: stage) { order.entries.append("\(stage)") }
            }
            loop.addBeforeSleep(stage: .render) { order.entries.append("render, added later") }
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(order.entries, ["flush", "render", "render, added later", "inspection", "foreignLoop"])
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testHookAddedDuringAPassForALaterStageWaitsForTheNextPass() throws {
        let loop = try EventLoop()
        let log = LoopActor.assumeIsolated { StageLog() }
        LoopActor.assumeIsolated {
            loop.addBeforeSleep(stage: .flush) {
                log.entries.append("flush")
                guard log.entries.count == 1 else { return }
                loop.addBeforeSleep(stage: .render) { log.entries.append("render") }
            }
        }
        loop.runOnce()
        LoopActor.assumeIsolated { XCTAssertEqual(log.entries, ["flush"], "not in the pass that added it") }
        loop.runOnce()
        LoopActor.assumeIsolated { XCTAssertEqual(log.entries, ["flush", "flush", "render"]) }
        XCTAssertNoThrow(try loop.close())
    }

    func testHookRemovedDuringAPassByAnEarlierStageDoesNotRunInIt() throws {
        let loop = try EventLoop()
        let log = LoopActor.assumeIsolated { StageLog() }
        LoopActor.assumeIsolated {
            let render = loop.addBeforeSleep(stage: .render) { log.entries.append("render") }
            loop.addBeforeSleep(stage: .flush) {
                log.entries.append("flush")
                loop.removeBeforeSleep(render)
                loop.removeBeforeSleep(render)   // twice: nothing more happens
            }
        }
        loop.runOnce()
        LoopActor.assumeIsolated { XCTAssertEqual(log.entries, ["flush"]) }
        XCTAssertNoThrow(try loop.close())
    }

    func testExtraPassAfterStopRunsEveryStageButTheForeignLoop() throws {
        let loop = try EventLoop()
        let log = LoopActor.assumeIsolated { StageLog() }
        try LoopActor.assumeIsolated {
            for stage in BeforeSleepStage.allCases {
                loop.addBeforeSleep(stage: stage) { log.entries.append("\(stage)") }
            }
            try loop.schedule(after: .zero) { loop.stop() }
        }
        try loop.run()
        LoopActor.assumeIsolated {
            XCTAssertEqual(
                log.entries,
                ["flush", "render", "inspection", "foreignLoop", "flush", "render", "inspection"],
                "one iteration, then the pass after stop(): flushed and drawn, the foreign loop left out")
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testRunUntilChecksItsConditionAfterTheRenderStage() throws {
        let loop = try EventLoop()
        let log = LoopActor.assumeIsolated { StageLog() }
        LoopActor.assumeIsolated {
            loop.addBeforeSleep(stage: .foreignLoop) { log.entries.append("foreignLoop") }
            loop.addBeforeSleep(stage: .render) { log.entries.append("render") }
            loop.addBeforeSleep(stage: .flush) { log.entries.append("flush") }
        }
        let met = try loop.run(until: {
            log.entries.append("condition")
            return log.entries.contains("render")
        }, timeout: .seconds(5))
        XCTAssertTrue(met)
        LoopActor.assumeIsolated {
            XCTAssertEqual(
                log.entries.prefix(4), ["condition", "flush", "render", "condition"],
                "checked once before turning, then after the flush and the render of the first pass")
            XCTAssertEqual(log.entries.dropFirst(4).first, "foreignLoop", "the foreign loop comes after the inspection")
        }
        XCTAssertNoThrow(try loop.close())
    }
}

/// What the hooks of a test ran, in order.
@LoopActor
private final class StageLog {
    var entries: [String] = []
}
