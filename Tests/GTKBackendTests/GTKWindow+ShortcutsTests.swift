import AppRunner
import Bindings
@testable import GTKBackend
import XCTest

final class GTKWindowShortcutsTests: XCTestCase {
    func testShortcutsBecomeTriggersOfTheWindowsShortcutControllerThatRunTheirActions() throws {
        let (loop, runtime) = try openGTK()
        defer { XCTAssertNoThrow(try loop.close()) }
        try LoopActor.assumeIsolated {
            let window = try GTKWindow(runtime: runtime, title: "shortcuts")
            var ran: [String] = []
            try window.addShortcut(.control("q")) { ran.append("ctrl-q") }
            try window.addShortcut("+") { ran.append("plus") }
            try window.addShortcut(.escape) { ran.append("escape") }
            let inspection = GTKShortcutControllerInspection(window: window)
            XCTAssertEqual(inspection.triggers, ["<Control>q", "plus", "Escape"])
            XCTAssertTrue(inspection.activate("plus"))
            XCTAssertTrue(inspection.activate("<Control>q"))
            XCTAssertEqual(ran, ["plus", "ctrl-q"])
        }
    }
}
