import Bindings
import LoopComposerTesting
import XCTest

final class TestLoopVirtualTimeTests: XCTestCase {
    func testEachInstantIsOneTurnWhoseFlushRunsBeforeTheNextInstantsTimers() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("\($0.count)")] }
            try await loop.nextFlush()
            var seenByTimers: [String] = []   // what each timer saw the label show
            var flushes = 0
            let observation = BindingScheduler.current.observeFlushes { _ in flushes += 1 }
            for due in [1, 2, 2, 5] {
                try loop.eventLoop.schedule(after: .seconds(due)) {
                    seenByTimers.append("\(due)s sees \(label.shown[.text] == .text("\(model.count)") ? "" : "not ")\(model.count)")
                    model.count += 1
                }
            }
            try await loop.advanceTime(by: .seconds(10))
            XCTAssertEqual(seenByTimers, [
                "1s sees 0",
                "2s sees 1",
                "2s sees not 2",      // same instant, same turn: no flush in between
                "5s sees 3",
            ])
            XCTAssertEqual(flushes, 3, "one flush per instant with a change")
            XCTAssertEqual(label.shown[.text], .text("4"), "the last instant's flush ran before advanceTime returned")
            XCTAssertEqual(loop.virtualTime, .seconds(10))
            observation.dispose()
            label.lifetime.end()
        }
    }

    func testATimerThatAFiringSchedulesWithinTheWindowFiresInTheSameAdvance() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var fired: [Duration] = []
            try loop.eventLoop.schedule(after: .milliseconds(100)) {
                fired.append(loop.virtualTime ?? .zero)
                _ = try? loop.eventLoop.schedule(after: .milliseconds(100)) { fired.append(loop.virtualTime ?? .zero) }
                _ = try? loop.eventLoop.schedule(after: .milliseconds(900)) { fired.append(loop.virtualTime ?? .zero) }
            }
            try await loop.advanceTime(by: .milliseconds(500))
            XCTAssertEqual(fired, [.milliseconds(100), .milliseconds(200)], "the one due at 1 s waits")
            try await loop.advanceTime(by: .milliseconds(500))
            XCTAssertEqual(fired, [.milliseconds(100), .milliseconds(200), .seconds(1)])
        }
    }

    func testARepeatingTimerFiresOncePerIntervalCrossedAtExactMultiples() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var firedAt: [Duration] = []
            let timer = try loop.eventLoop.schedule(after: .milliseconds(250), repeating: .milliseconds(250)) {
                firedAt.append(loop.virtualTime ?? .zero)
            }
            try await loop.advanceTime(by: .milliseconds(999))
            XCTAssertEqual(firedAt, [.milliseconds(250), .milliseconds(500), .milliseconds(750)])
            try await loop.advanceTime(by: .milliseconds(1))
            XCTAssertEqual(firedAt.last, .seconds(1))
            timer.dispose()
            try await loop.advanceTime(by: .seconds(5))
            XCTAssertEqual(firedAt.count, 4, "disposed: no more firings")
        }
    }

    func testAnHourOfVirtualTimePassesWithinTheWaitsRealTimeout() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var firings = 0
            let minutely = try loop.eventLoop.schedule(after: .seconds(60), repeating: .seconds(60)) { firings += 1 }
            // Real time would take an hour; the wait gives up after one second of it.
            try await loop.advanceTime(by: .seconds(3_600), timeout: .seconds(1))
            XCTAssertEqual(firings, 60)
            minutely.dispose()
        }
    }

    func testAdvancingWithNothingDueOnlyMovesTheTime() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            XCTAssertEqual(loop.virtualTime, .zero)
            let turns = loop.eventLoop.turnCount
            try await loop.advanceTime(by: .milliseconds(1_500))
            XCTAssertEqual(loop.virtualTime, .milliseconds(1_500))
            XCTAssertEqual(loop.eventLoop.turnCount, turns, "no timer due: no turn needed")
            try await loop.advanceTime(by: .seconds(-1))
            XCTAssertEqual(loop.virtualTime, .milliseconds(1_500), "time never goes back")
        }
    }

    func testTheRealClockHasNoVirtualTimeAndAdvancingItFailsClearly() async throws {
        let recorder = TestFailureRecorder()
        let line: UInt = #line + 5
        try await recorder.recording {
            try await withTestLoop { loop in
                XCTAssertNil(loop.virtualTime)
                do {
                    try await loop.advanceTime(by: .seconds(1))
                    XCTFail("advanceTime returned on the real clock")
                } catch let error as TestLoopError {
                    XCTAssertEqual(error, .clockIsNotVirtual)
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        XCTAssertEqual(recorder.failures.first?.line, line)
        XCTAssertTrue(recorder.messages.first?.contains("withTestLoop(clock: .virtual)") ?? false, "\(recorder.messages)")
    }
}
