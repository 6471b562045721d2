import XCTest

@testable import Bindings

/// What ran, in order.
@LoopActor
private final class Trace {
    var entries: [String] = []
    var check: CheckHandle?
}

/// The check handle: once per iteration, after the before-sleep hooks (the poll between).
final class CheckHandleTests: XCTestCase {
    func testCheckRunsAfterTheBeforeSleepHooksOfTheSameIteration() throws {
        let loop = try EventLoop()
        let trace = LoopActor.assumeIsolated { Trace() }
        try LoopActor.assumeIsolated {
            _ = loop.addBeforeSleep { trace.entries.append("prepare") }
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
}
