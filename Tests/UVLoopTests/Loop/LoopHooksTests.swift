import Foundation
import LoopComposerTesting
import LoopTestSupport
import XCTest

@testable import UVLoop

/// The loop's internal hooks for the bindings' flush (EventLoop's before-sleep and on-wake
/// hooks, kept in LoopHooks).
/// Sync tests: XCTest runs them on the main thread, outside any main-queue drain (a
/// `@MainActor` class crashes Linux XCTest's test discovery with sync methods).
final class LoopHooksTests: XCTestCase {
    func testBeforeSleepHooksRunEveryTurnInRegistrationOrder() throws {
        let loop = try EventLoop()
        let calls = LoopLocked<[String]>([])
        let ids = LoopActor.assumeIsolated {
            [
                loop.addBeforeSleep(stage: .render) { calls.set(calls.value + ["a"]) },
                loop.addBeforeSleep(stage: .render) { calls.set(calls.value + ["b"]) },
            ]
        }
        loop.runOnce()
        loop.runOnce()
        XCTAssertEqual(calls.value, ["a", "b", "a", "b"])
        LoopActor.assumeIsolated { ids.forEach(loop.removeBeforeSleep) }
        loop.runOnce()
        XCTAssertEqual(calls.value.count, 4, "removed hooks do not run")
        XCTAssertNoThrow(try loop.close())
    }

    func testHookRemovedByAnEarlierHookDoesNotRunInTheSameTurn() throws {
        let loop = try EventLoop()
        let secondRan = LoopFlag()
        LoopActor.assumeIsolated {
            let second = LoopLocked<BeforeSleepHookID?>(nil)
            loop.addBeforeSleep(stage: .render) { if let id = second.value { loop.removeBeforeSleep(id) } }
            second.set(loop.addBeforeSleep(stage: .render) { secondRan.set() })
        }
        loop.runOnce()
        XCTAssertFalse(secondRan.isSet)
        XCTAssertNoThrow(try loop.close())
    }

    func testHookAddedByAHookRunsFromTheNextTurn() throws {
        let loop = try EventLoop()
        let addedRuns = LoopTally()
        LoopActor.assumeIsolated {
            let added = LoopFlag()
            loop.addBeforeSleep(stage: .render) {
                guard !added.isSet else { return }
                added.set()
                loop.addBeforeSleep(stage: .render) { addedRuns.increment() }
            }
        }
        loop.runOnce()
        XCTAssertEqual(addedRuns.count, 0)
        loop.runOnce()
        XCTAssertEqual(addedRuns.count, 1)
        XCTAssertNoThrow(try loop.close())
    }

    func testWakeUpFromABeforeSleepHookGivesAnotherTurnBeforeRunReturns() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        let turns = LoopTally()
        LoopActor.assumeIsolated {
            loop.addBeforeSleep(stage: .flush) {
                turns.increment()
                if turns.count < 5 { loop.wakeUp() }  // "I changed something: flush again"
            }
        }
        loop.wakeUp()
        try loop.run()  // nothing referenced: only the owed turns keep it going
        XCTAssertFalse(watchdog.fired)
        XCTAssertEqual(turns.count, 5)
        XCTAssertNoThrow(try loop.close())
    }

    func testOnWakeHooksRunBeforeQueuedWork() throws {
        let loop = try EventLoop()
        let calls = LoopLocked<[String]>([])
        LoopActor.assumeIsolated {
            _ = loop.addOnWake { calls.set(calls.value + ["wake"]) }
        }
        Thread.detachNewThread {
            loop.execute { calls.set(calls.value + ["work"]) }
        }
        XCTAssertTrue(try loop.run(until: { calls.value.contains("work") }, timeout: .seconds(5)))
        XCTAssertEqual(calls.value.first, "wake")
        XCTAssertEqual(calls.value.last, "work")
        XCTAssertNoThrow(try loop.close())
    }

    func testLoopHooksValueKeepsOrderAndIds() {
        var hooks = LoopHooks()
        XCTAssertTrue(hooks.isEmpty)
        let first = hooks.add {}
        let second = hooks.add {}
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(hooks.snapshot.map(\.id), [first, second])
        hooks.remove(first)
        XCTAssertFalse(hooks.contains(first))
        XCTAssertTrue(hooks.contains(second))
        let third = hooks.add {}
        XCTAssertFalse([first, second].contains(third), "ids are never reused")
        hooks.removeAll()
        XCTAssertTrue(hooks.isEmpty)
    }

    func testIsRegisteredSinceARevisionSeesEveryChangeMadeAfterIt() {
        var hooks = LoopHooks()
        let first = hooks.add {}
        let second = hooks.add {}
        let revision = hooks.revision
        XCTAssertTrue(hooks.isRegistered(first, since: revision))
        XCTAssertTrue(hooks.isRegistered(second, since: revision))
        hooks.remove(second)
        XCTAssertNotEqual(hooks.revision, revision, "a removal is a change")
        XCTAssertTrue(hooks.isRegistered(first, since: revision))
        XCTAssertFalse(hooks.isRegistered(second, since: revision), "removed after the snapshot")
        let afterRemoval = hooks.revision
        _ = hooks.add {}
        XCTAssertNotEqual(hooks.revision, afterRemoval, "an addition is a change")
        hooks.removeAll()
        XCTAssertFalse(hooks.isRegistered(first, since: afterRemoval))
    }

    func testHooksRunByStageThenInTheOrderAdded() {
        var hooks = LoopHooks()
        let late = hooks.add(stage: 1) {}
        let first = hooks.add {}
        let second = hooks.add(stage: 0) {}
        let later = hooks.add(stage: 1) {}
        XCTAssertEqual(hooks.snapshot.map(\.id), [first, second, late, later])
    }

    func testForeignLoopHookRunsAfterHooksOfEarlierStagesAddedAfterIt() throws {
        let loop = try EventLoop()
        let order = LoopActor.assumeIsolated { CallLog() }
        LoopActor.assumeIsolated {
            loop.addBeforeSleep(stage: .foreignLoop) { order.value.append("foreign") }
            loop.addBeforeSleep(stage: .flush) { order.value.append("flush") }
            loop.addBeforeSleep(stage: .render) { order.value.append("render") }
        }
        loop.runOnce()
        LoopActor.assumeIsolated { XCTAssertEqual(order.value, ["flush", "render", "foreign"]) }
        XCTAssertNoThrow(try loop.close())
    }

    func testExtraPassAfterStopLeavesForeignLoopHooksOut() throws {
        let loop = try EventLoop()
        let order = LoopActor.assumeIsolated { CallLog() }
        try LoopActor.assumeIsolated {
            loop.addBeforeSleep(stage: .foreignLoop) { order.value.append("foreign") }
            loop.addBeforeSleep(stage: .flush) { order.value.append("flush") }
            try loop.schedule(after: .zero) { loop.stop() }
        }
        try loop.run()
        // One iteration (flush, foreign), then the pass after stop() (flush only).
        LoopActor.assumeIsolated { XCTAssertEqual(order.value, ["flush", "foreign", "flush"]) }
        XCTAssertNoThrow(try loop.close())
    }
}

/// What the hooks of a test ran, in order.
@LoopActor
private final class CallLog {
    var value: [String] = []
}
