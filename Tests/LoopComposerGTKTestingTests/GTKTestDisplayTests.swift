import Foundation
import LoopComposerGTKTesting
import XCTest

/// GTKTestDisplay: a headless test process with Xvfb installed gets a display of its own
/// instead of skipping the GTK tests.
final class GTKTestDisplayTests: XCTestCase {
    /// Whether an `Xvfb` executable is on `PATH`.
    private var xvfbIsInstalled: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/Xvfb") }
    }

    func testWithXvfbInstalledThereIsAlwaysADisplay() throws {
        let outcome = GTKTestDisplay.prepare()
        if case .unavailable(let reason) = outcome {
            let turnedOff = ProcessInfo.processInfo.environment["LOOPCOMPOSER_NO_VIRTUAL_DISPLAY"] == "1"
            XCTAssertFalse(xvfbIsInstalled && !turnedOff, "Xvfb is installed and not turned off, yet: \(reason)")
            XCTAssertFalse(reason.contains("\n"), "one line")
        }
    }

    func testAVirtualDisplayIsTheProcessDisplayAndGTKOpensIt() async throws {
        guard case .virtual(let display) = GTKTestDisplay.prepare() else {
            throw XCTSkip("the process has a display of its own (or no Xvfb): nothing was started")
        }
        XCTAssertEqual(ProcessInfo.processInfo.environment["DISPLAY"], display)
        XCTAssertTrue(display.hasPrefix(":") && Int(display.dropFirst()) != nil, display)
        let drawn = try await withGTKTestWindow(width: 200, height: 100) { window, _ in
            try window.show([.text("on Xvfb")] as Label)
            try await window.nextDrawnFrame()
            return try window.native(for: window.screen!.root).property("label")
        }
        XCTAssertEqual(drawn, .string("on Xvfb"))
    }

    func testTheOutcomeIsDecidedOncePerProcess() {
        XCTAssertEqual(GTKTestDisplay.prepare(), GTKTestDisplay.prepare())
    }
}
