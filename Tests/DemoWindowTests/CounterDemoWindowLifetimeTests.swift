import Bindings
import CGtk
import CounterDemo
@testable import GTKBackend
import XCTest

/// How many windows GTK finalized (weak-reference notifications).
private final class Finalizations: @unchecked Sendable {
    var count = 0
}

/// GObject's weak-reference notification: the window was finalized (on whichever
/// thread drops the last reference, after the loop closed: not loop-isolated).
private let countFinalization: GWeakNotify = { data, _ in
    Unmanaged<Finalizations>.fromOpaque(data!).takeUnretainedValue().count += 1
}

/// The counter's window opened, flushed, drawn and closed a hundred times: nothing of it
/// stays behind.
final class CounterDemoWindowLifetimeTests: XCTestCase {
    func testHundredCounterWindowCyclesLeaveNoBindingsReferencesOrWindows() throws {
        var configuration = CounterDemoConfiguration()
        configuration.autoCounts = false
        configuration.duration = .seconds(20)   // a window that is never drawn ends its cycle
        let finalized = Finalizations()
        var baselineReferences = 0
        var baselineToplevels: guint = 0
        let cycles = 100
        try runWithDisplay {
            for cycle in 0..<cycles {
                let summary = try CounterDemo.runInWindow(configuration) { window in
                    // The first frame comes after the first flush: the tree was installed.
                    XCTAssertGreaterThan(Binding.liveCount, 0)
                    XCTAssertGreaterThan(GObjectReference.liveCount, 10, "the window and its widgets are held")
                    g_object_weak_ref(
                        cgtk_object(window.window.pointer),
                        countFinalization,
                        Unmanaged.passUnretained(finalized).toOpaque())
                    window.close()
                }
                XCTAssertEqual(summary.count, 0)
                XCTAssertEqual(Binding.liveCount, 0, "cycle \(cycle): a binding outlived its window")
                // GTK's one-time objects (display, theme, fonts) come with the first window.
                let toplevels = g_list_model_get_n_items(gtk_window_get_toplevels())
                if cycle == 0 {
                    baselineReferences = GObjectReference.liveCount
                    baselineToplevels = toplevels
                } else {
                    XCTAssertEqual(GObjectReference.liveCount, baselineReferences, "cycle \(cycle)")
                    XCTAssertEqual(toplevels, baselineToplevels, "cycle \(cycle)")
                }
            }
        }
        XCTAssertEqual(baselineReferences, 0, "a closed loop holds no GTK object")
        XCTAssertEqual(baselineToplevels, 0, "a closed window is no longer a toplevel")
        XCTAssertEqual(finalized.count, cycles, "every window was finalized")
    }
}
