import Bindings
import ComposerModel
import CounterDemo
import XCTest

final class CounterViewModelTests: XCTestCase {
    func testTickAddsTheStepOnlyWhileAutoCounting() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = CounterViewModel()
            model.selectStep(at: 2)
            XCTAssertTrue(model.tick())
            XCTAssertEqual(model.count, 5)
            model.togglePause()
            XCTAssertFalse(model.tick())
            XCTAssertEqual(model.pauseTitle, "Resume")
            model.togglePause()
            XCTAssertTrue(model.tick())
            model.autoCounts = false
            XCTAssertFalse(model.tick())
            XCTAssertEqual(model.count, 10)
        }
        try loop.close()
    }

    func testPauseAndAutoCountAreOneState() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = CounterViewModel()
            model.togglePause()
            XCTAssertFalse(model.autoCounts, "paused, the switch reads off")
            XCTAssertTrue(model.isPaused)
            model.autoCounts = true
            XCTAssertFalse(model.isPaused, "the switch turned on resumes")
            XCTAssertEqual(model.pauseTitle, "Pause")
            model.autoCounts = false
            XCTAssertEqual(model.pauseTitle, "Resume", "the switch turned off pauses")
        }
        try loop.close()
    }

    func testButtonsMoveByTheStepAndResetReturnsToZero() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = CounterViewModel(autoCounts: false)
            model.increment()
            model.increment()
            model.decrement()
            XCTAssertEqual(model.count, 1)
            model.selectStep(at: 3)
            model.decrement()
            XCTAssertEqual(model.count, -9)
            model.reset()
            XCTAssertEqual(model.count, 0)
        }
        try loop.close()
    }

    func testStepOutsideTheChoicesIsIgnored() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = CounterViewModel()
            model.selectStep(at: 1)
            model.selectStep(at: 4)
            model.selectStep(at: -1)
            XCTAssertEqual(model.step, 2)
            XCTAssertEqual(model.stepIndex, 1)
        }
        try loop.close()
    }

    func testCountColorFollowsTheThresholds() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = CounterViewModel()
            let expected: [(Int, Color)] = [(-1, .cyan), (0, .green), (49, .green), (50, .yellow), (99, .yellow), (100, .red)]
            for (count, color) in expected {
                model.count = count
                XCTAssertEqual(model.countColor, color, "count \(count)")
            }
            XCTAssertEqual(model.countStyle, [.text("Count: 100"), .textColor(.red)])
        }
        try loop.close()
    }

    func testStatisticsDescribeTheFlush() {
        var flush = FlushStatistics()
        flush.turn = 40
        flush.changesObserved = 1
        flush.attributesSet = 2
        flush.duration = .microseconds(21)
        XCTAssertEqual(DemoStatistics(flush: flush, framesDrawn: 12).description, "turn 40 · 1 change → 2 set, 0 reset · flush 21 µs · 12 frames")
        XCTAssertEqual(DemoStatistics(flush: flush, framesDrawn: nil).description, "turn 40 · 1 change → 2 set, 0 reset · flush 21 µs",
                       "a backend that counts no frames (a window) still shows the flush")
        XCTAssertEqual(DemoStatistics().description, "waiting for the first change")
    }
}
