import AppRunner
import Bindings
import CounterDemo
import Foundation
import GTKBackend
import XCTest

/// BindingDemo's counter in its GTK window, driven as a user drives it: real X key
/// presses (xdotool under Xvfb) through GTK's own key events, and the status line a
/// window shows.
final class CounterDemoWindowTests: XCTestCase {
    /// Presses `keys` (xdotool's names) in the window titled "Counter", and waits until the
    /// X server took them; GTK reads them when the loop turns again.
    @LoopActor
    private static func press(_ keys: [String]) {
        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xdotool.arguments = ["xdotool", "search", "--sync", "--name", "^Counter$", "windowfocus", "--sync", "key", "--delay", "20"] + keys
        do {
            try xdotool.run()
            xdotool.waitUntilExit()
            XCTAssertEqual(xdotool.terminationStatus, 0, "xdotool failed to press \(keys)")
        } catch {
            XCTFail("xdotool did not start: \(error)")
        }
    }

    private func requireXdotool() throws {
        let found = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin"].split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/xdotool") }
        if !found { throw XCTSkip("xdotool absent: run Scripts/ensure-deps (the window's key presses need it)") }
    }

    func testShortcutsAndCtrlQReachTheWindowThroughGTKsKeyEventsAndQDoesNot() throws {
        try requireXdotool()
        var configuration = CounterDemoConfiguration()
        configuration.interval = .seconds(60)   // no tick during the test: the keys alone move the count
        configuration.duration = .seconds(20)   // a key that never arrives ends the run instead of hanging it
        try runWithDisplay {
            let summary = try CounterDemo.runInWindow(configuration) { _ in
                Self.press(["q", "plus", "plus", "plus", "minus", "p", "ctrl+q"])
            }
            XCTAssertEqual(summary.exitReason, .quitKey(.control("q")), "Ctrl+Q quits a window; q did not")
            XCTAssertEqual(summary.count, 2, "+ + + − through the window's shortcut controller")
            XCTAssertFalse(summary.autoCounts, "p paused: the switch reads off")
        }
    }

    func testStatusLineInAWindowFollowsFlushes() throws {
        var configuration = CounterDemoConfiguration()
        configuration.interval = .milliseconds(5)
        configuration.frameLimit = 20   // a window counts no frames: 20 flushes
        configuration.duration = .seconds(20)
        try runWithDisplay {
            let summary = try CounterDemo.runInWindow(configuration)
            XCTAssertGreaterThan(summary.count, 0)
            XCTAssertTrue(summary.status.hasPrefix("turn "), "the status line reports flushes in a window: \(summary.status)")
            XCTAssertFalse(summary.status.contains("frames"), "a window counts no frames, so the line names none")
        }
    }
}
