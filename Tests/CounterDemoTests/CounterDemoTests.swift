import Bindings
import LoopComposerTesting
import Synchronization
import XCTest

@testable import CounterDemo

/// The headless demo on a test loop whose virtual clock drives the auto-count: the ticks
/// come as the test advances the time, not as it waits.
final class CounterDemoTests: XCTestCase {
    func testHeadlessRunPrintsOneLinePerFlushAndTheTotals() async throws {
        var configuration = CounterDemoConfiguration()
        configuration.headless = true
        configuration.interval = .seconds(1)
        configuration.frameLimit = 4
        let lines = LockedLines()
        let summary = try await withTestLoop(clock: .virtual) { loop in
            let session = try CounterDemo.startHeadless(configuration, on: loop.eventLoop) { lines.append($0) }
            try await loop.nextFlush()                       // the first frame starts the ticking
            try await loop.advanceTime(by: .seconds(3))      // three ticks, each flushed; the fourth flush ends it
            return CounterDemo.endHeadless(session) { lines.append($0) }
        }
        let printed = lines.all
        XCTAssertEqual(printed.count, 5)
        XCTAssertTrue(printed[0].hasPrefix("turn "), printed[0])
        XCTAssertTrue(printed[0].contains(#"count [set text("Count: 0"), set textColor(.green)]"#), printed[0])
        XCTAssertTrue(printed[1].hasSuffix(#": count [set text("Count: 1")]"#), printed[1])
        XCTAssertTrue(printed[3].hasSuffix(#": count [set text("Count: 3")]"#), printed[3])
        XCTAssertEqual(summary.count, 3)
        XCTAssertEqual(summary.totals.turn, 4)
        XCTAssertEqual(printed[4], summary.description)
        XCTAssertTrue(printed[4].hasPrefix("final: count 3 · 4 flushes · 3 changes"), printed[4])
    }

    func testHeadlessRunWithoutAutoCountFlushesOnceAndStopsAfterTheDuration() async throws {
        var configuration = CounterDemoConfiguration()
        configuration.headless = true
        configuration.autoCounts = false
        configuration.interval = .seconds(1)     // the timer still ticks: one turn per virtual second
        configuration.duration = .seconds(50)
        let lines = LockedLines()
        let summary = try await withTestLoop(clock: .virtual) { loop in
            let session = try CounterDemo.startHeadless(configuration, on: loop.eventLoop) { lines.append($0) }
            try await loop.nextFlush()
            try await loop.advanceTime(by: .seconds(49))
            XCTAssertFalse(session.isFinished, "not before the duration")
            try await loop.advanceTime(by: .seconds(1))
            XCTAssertTrue(session.isFinished)
            return CounterDemo.endHeadless(session) { lines.append($0) }
        }
        XCTAssertEqual(lines.all.count, 2, "\(lines.all)")
        XCTAssertEqual(summary.count, 0)
        XCTAssertEqual(summary.totals.turn, 1)
    }

    func testTheCommandsHeadlessRunEndsByItselfOnTheRealClock() throws {
        var configuration = CounterDemoConfiguration()
        configuration.headless = true
        configuration.interval = .milliseconds(1)
        configuration.frameLimit = 2
        let lines = LockedLines()
        let summary = try CounterDemo.runHeadless(configuration) { lines.append($0) }
        XCTAssertEqual(lines.all.count, 3, "\(lines.all)")
        XCTAssertEqual(summary.count, 1)
    }
}

/// Lines printed by a loop callback, read by the test afterwards.
final class LockedLines: Sendable {
    private let lock = Mutex<[String]>([])
    func append(_ line: String) { lock.withLock { $0.append(line) } }
    var all: [String] { lock.withLock { $0 } }
}
