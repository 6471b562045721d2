import XCTest

@testable import UVLoop

/// What ran, in order.
@LoopActor
private final class Trace {
    var entries: [String] = []
    var check: CheckHandle?
    var prepare: PrepareHandle?
}

/// The loop watchers, one class for both kinds: a prepare handle runs once per iteration
/// before the poll, a check handle once per iteration after it.
final class LoopWatcherHandleTests: XCTestCase {
    func testCheckRunsAfterTheBeforeSleepHooksOfTheSameIteration() throws {
        let loop = try EventLoop()
        let trace = LoopActor.assumeIsolated { Trace() }
        try LoopActor.assumeIsolated {
            loop.addBeforeSleep(stage: .flush) { trace.entries.append("prepare") }
            trace.check = try CheckHandle(loop: loop) { trace.entries.append("check") }
            trace.check?.unref()
        }
        loop.runOnce()
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(trace.entries, ["prepare", "check", "prepare", "check"])
            XCTAssertEqual(trace.check?.isActive, true)
            trace.check?.close()
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testReferencedCheckKeepsTheLoopAlive() throws {
        let loop = try EventLoop()
        let trace = LoopActor.assumeIsolated { Trace() }
        try LoopActor.assumeIsolated { trace.check = try CheckHandle(loop: loop) {} }
        XCTAssertTrue(loop.runOnce())
        LoopActor.assumeIsolated { trace.check?.unref() }
        XCTAssertFalse(loop.runOnce())
        XCTAssertNoThrow(try loop.close())
    }

    func testPrepareRunsBeforeThePollAndCheckAfterItOncePerIteration() throws {
        let loop = try EventLoop()
        let trace = LoopActor.assumeIsolated { Trace() }
        try LoopActor.assumeIsolated {
            // Made check first: the phase, not the order made, decides.
            trace.check = try CheckHandle(loop: loop) { trace.entries.append("check") }
            trace.prepare = try PrepareHandle(loop: loop) { trace.entries.append("prepare") }
            trace.check?.unref()
            trace.prepare?.unref()
        }
        loop.runOnce()
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(trace.entries, ["prepare", "check", "prepare", "check"])
        }
        LoopActor.assumeIsolated {
            trace.prepare?.close()
            XCTAssertEqual(trace.prepare?.isActive, false, "closed at once")
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(trace.entries.suffix(1), ["check"], "a closed prepare handle does not run")
            trace.check?.close()
        }
        XCTAssertNoThrow(try loop.close())
    }
}
