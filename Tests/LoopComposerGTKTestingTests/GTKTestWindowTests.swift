import LoopComposerGTKTesting
import XCTest

final class GTKTestWindowTests: XCTestCase {
    func testShowPresentsTheTreeOnAStartedScreen() async throws {
        try await withGTKTestWindow { window, _ in
            XCTAssertNil(window.screen)
            let label: Label = [.text("Hi")]
            let screen = try window.show(label)
            XCTAssertTrue(screen.isStarted)
            XCTAssertTrue(window.window.isOpen)
            XCTAssertEqual(try window.native(for: label).property("label"), .string("Hi"))
        }
    }

    func testShowingASecondTreeStopsTheFirstScreen() async throws {
        try await withGTKTestWindow { window, _ in
            let first = try window.show(Label())
            let second = try window.show(Label())
            XCTAssertFalse(first.isStarted)
            XCTAssertTrue(second.isStarted)
        }
    }

    func testNextDrawnFrameReturnsOnceTheShownWindowIsDrawn() async throws {
        try await withGTKTestWindow(width: 200, height: 100) { window, _ in
            try window.show([.text("drawn")] as Label)
            try await window.nextDrawnFrame()
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-test-window-\(UUID()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            // Drawn, so a snapshot is possible (it throws windowNotDrawn before).
            _ = try window.window.snapshotPNG(to: path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        }
    }

    func testNextDrawnFrameOfAWindowNeverShownFailsWithinItsTimeout() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow { window, _ in
                    try await window.nextDrawnFrame(timeout: .milliseconds(300))
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("nextDrawnFrame: not within"), message)
        XCTAssertTrue(message.contains("is not presented (call show(_:))"), message)
    }

    func testNativeForAWidgetNotShownFailsSayingWhy() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow { window, _ in
                    _ = try window.native(for: Label())
                }
            }
        }
        XCTAssertEqual(recorder.messages, ["native(for:): nothing is shown in the window; call show(_:) first"])
    }
}
