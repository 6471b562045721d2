import Bindings
import CGtk
import ComposerModel
import Foundation
@testable import GTKBackend
import LoopComposerTestingCore
import XCTest

/// What the GLib callbacks of a test saw.
@LoopActor
private final class Record {
    var isInsideRun = false
    var timeoutTicks = 0
    var idleRuns = 0
    var crossThreadIdleRuns = 0
    var ranOutsideRun = 0
    var glibTicks = 0
    var stale = 0
}

@LoopActor
private final class CounterModel {
    @Observed var count = 0
}

/// GTK under the libuv loop: GLib sources, the flush, the window's life, the loop's close.
/// Every test is synchronous, so XCTest runs it on the main thread, GTK's one thread.
final class GTKRuntimeTests: XCTestCase {
    func testGLibTimeoutsIdlesAndCrossThreadIdlesRunInsideRun() throws {
        let (loop, app) = try openGTK()
        let record = LoopActor.assumeIsolated { Record() }
        let window = try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "pump")
            window.present()
            return window
        }
        GLibSources.addIdle {
            LoopActor.assumeIsolated {
                if !record.isInsideRun { record.ranOutsideRun += 1 }
                record.idleRuns += 1
            }
            return false
        }
        GLibSources.addTimeout(milliseconds: 5) {
            let ticks = LoopActor.assumeIsolated {
                if !record.isInsideRun { record.ranOutsideRun += 1 }
                record.timeoutTicks += 1
                return record.timeoutTicks
            }
            guard ticks == 3 else { return true }
            // An idle sent from another thread: it must wake the sleeping libuv loop
            // (GLib's wake-up descriptor is one of the watched ones).
            Thread.detachNewThread {
                GLibSources.addIdle {
                    LoopActor.assumeIsolated {
                        if !record.isInsideRun { record.ranOutsideRun += 1 }
                        record.crossThreadIdleRuns += 1
                        window.close()
                    }
                    return false
                }
            }
            return false
        }
        LoopActor.assumeIsolated { record.isInsideRun = true }
        try runLoop(loop)
        LoopActor.assumeIsolated {
            record.isInsideRun = false
            XCTAssertEqual(record.timeoutTicks, 3)
            XCTAssertEqual(record.idleRuns, 1)
            XCTAssertEqual(record.crossThreadIdleRuns, 1)
            XCTAssertEqual(record.ranOutsideRun, 0)
            XCTAssertFalse(window.isOpen)
            XCTAssertGreaterThan(app.glibIterationCount, 0)
        }
        try loop.close()
    }

    func testBindingsFlushBeforeGLibDispatchesWhileGTKRuns() throws {
        let (loop, app) = try openGTK()
        let record = LoopActor.assumeIsolated { Record() }
        try LoopActor.assumeIsolated {
            let model = CounterModel()
            let label = RecordingTarget()
            label.bind(to: model) { [.text("\($0.count)")] }
            let window = try GTKWindow(runtime: app, title: "flush")
            window.present()
            // GLib's callbacks run after the turn's flush: whatever a libuv timer set
            // in this turn is shown by then.
            GLibSources.addTimeout(milliseconds: 2) {
                LoopActor.assumeIsolated {
                    record.glibTicks += 1
                    if label.shown != Style([.text("\(model.count)")]) { record.stale += 1 }
                    if model.count >= 10 {
                        window.close()
                        return false
                    }
                    return true
                }
            }
            try loop.schedule(after: .milliseconds(3), repeating: .milliseconds(3)) {
                if model.count < 10 { model.count += 1 }
            }
        }
        try runLoop(loop)
        LoopActor.assumeIsolated {
            XCTAssertGreaterThan(record.glibTicks, 0)
            XCTAssertEqual(record.stale, 0, "a GLib callback saw a value the flush had not shown yet")
        }
        try loop.close()
    }

    func testClosingTheLastWindowEndsRun() throws {
        let (loop, app) = try openGTK()
        let window = try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "close")
            window.present()
            // A repeating libuv timer alone would keep run() going forever.
            _ = try loop.schedule(after: .milliseconds(50), repeating: .milliseconds(50)) {}
            return window
        }
        GLibSources.addTimeout(milliseconds: 20) {
            LoopActor.assumeIsolated { window.close() }
            return false
        }
        XCTAssertTrue(try runLoop(loop))
        LoopActor.assumeIsolated {
            XCTAssertFalse(window.isOpen)
            XCTAssertTrue(app.openWindows.isEmpty)
        }
        try loop.close()
    }

    func testOpenWindowKeepsTheLoopAliveAndGLibSourcesDoNot() throws {
        let (loop, app) = try openGTK()
        let window = try LoopActor.assumeIsolated {
            app.endsRunWhenLastWindowCloses = false
            return try GTKWindow(runtime: app, title: "alive")
        }
        // A repeating GLib timeout, like GDK's own: it must not keep the loop alive.
        GLibSources.addTimeout(milliseconds: 10) { true }
        XCTAssertFalse(loop.runOnce(), "GLib's watchers kept the loop alive with no window open")
        LoopActor.assumeIsolated { window.present() }
        XCTAssertTrue(loop.runOnce(), "an open window did not keep the loop alive")
        LoopActor.assumeIsolated { window.close() }
        XCTAssertFalse(loop.runOnce(), "the loop stayed alive after the last window closed")
        LoopActor.assumeIsolated { XCTAssertFalse(window.isOpen) }
        try loop.close()
    }

    func testLoopClosesCleanlyAfterAWindowWithAChildWasShown() throws {
        let (loop, app) = try openGTK()
        let window = try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "child")
            window.setChild(try GObjectReference(sinking: gtk_label_new("Hello"), from: "gtk_label_new"))
            window.present()
            return window
        }
        GLibSources.addTimeout(milliseconds: 50) {
            LoopActor.assumeIsolated { window.close() }
            return false
        }
        try runLoop(loop)
        XCTAssertNoThrow(try loop.close(), "uv_loop_close did not return 0")
        XCTAssertNil(EventLoop.current)
        let next = try EventLoop()
        LoopActor.assumeIsolated { XCTAssertTrue(app.isShutDown) }
        try next.close()
    }

    func testLoopCloseShutsDownARuntimeWithAWindowStillOpen() throws {
        let (loop, app) = try openGTK()
        let window = try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: app, title: "open at close")
            window.present()
            return window
        }
        XCTAssertTrue(loop.runOnce())
        XCTAssertNoThrow(try loop.close())
        // The runtime is loop-isolated: read it from the next loop.
        let next = try EventLoop()
        LoopActor.assumeIsolated {
            XCTAssertTrue(app.isShutDown)
            XCTAssertFalse(window.isOpen)
        }
        try next.close()
    }

    func testSecondRuntimeIsRefusedUntilTheFirstShutsDown() throws {
        let (loop, app) = try openGTK()
        try LoopActor.assumeIsolated {
            XCTAssertThrowsError(try GTKRuntime(loop: loop)) { error in
                XCTAssertEqual(error as? GTKError, .runtimeAlreadyOpen)
            }
            app.shutDown()
            let second = try GTKRuntime(loop: loop)
            second.shutDown()
        }
        try loop.close()
    }

}
