import Foundation
import Bindings
import ComposerModel
import JobDashboardExample
import Widgets
import XCTest

final class JobDashboardViewTests: XCTestCase {
    func testValuesSetFromAnotherThreadAreShownAfterTheFlush() throws {
        let loop = try EventLoop()
        let board = JobBoard(names: ["backup", "index"])
        let (view, observation) = LoopActor.assumeIsolated { () -> (JobDashboardView, AnyDisposable) in
            let view = JobDashboardView(board: board)
            // run(until:) checks after a turn, and a turn that flushed may then sleep: stop it instead.
            let observation = BindingScheduler.current.observeFlushes { _ in
                if Self.showsTheWorkersValues(view) { loop.stop() }
            }
            return (view, observation)
        }
        let worker = Thread {
            board.jobs[0].progress.value = 0.25
            board.jobs[0].progress.value = 0.5      // the newest value wins
            board.jobs[1].progress.value = 1
        }
        worker.start()
        let shown = try loop.run(until: { Self.showsTheWorkersValues(view) }, timeout: .seconds(10))
        XCTAssertTrue(shown)
        LoopActor.assumeIsolated {
            XCTAssertEqual(view.percentages.map(\.text), ["50%", "100%"])
            XCTAssertEqual(view.bars[1].tintColor, .green, "a finished job turns green")
            XCTAssertEqual(view.status.text, "1 of 2 done · working")
            observation.dispose()
        }
        try loop.close()
    }

    /// Whether every widget bound to the worker's last values shows them. Each widget, not
    /// the bars alone: a set from another thread marks its property's bindings one by one,
    /// and a flush between two marks shows the bar before the percentage beside it (the next
    /// flush shows both; APIContracts, "Last value wins"). Checking the bars only, the test
    /// failed once in CI when a flush fell there.
    @LoopActor
    private static func showsTheWorkersValues(_ view: JobDashboardView) -> Bool {
        view.bars[0].progress == 0.5 && view.bars[1].progress == 1
            && view.percentages.map(\.text) == ["50%", "100%"]
            && view.status.text == "1 of 2 done · working"
    }

    func testTheWorkerEndsEveryJobAtExactlyOne() {
        let board = JobBoard(names: ["a", "b", "c"])
        JobWorker(board: board, steps: 7).work()   // on this thread: no loop needed
        XCTAssertEqual(board.jobs.map(\.progress.value), [1, 1, 1])
        XCTAssertTrue(board.isWorkerDone.value)
    }
}
