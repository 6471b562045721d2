import LoopComposerGTKTesting
import XCTest

final class GTKTestWindowWaitsTests: XCTestCase {
    /// A model whose name grows.
    @LoopActor
    final class NameModel {
        @Observed var isLong = false
    }

    func testWaitUntilOnAWidgetSeesTheSizeGTKLaysOutInTheFrameAfterTheFlush() async throws {
        try await withGTKTestWindow(width: 600, height: 100) { window, loop in
            let model = NameModel()
            let name = Label()
            name.bind(to: model) { [.text($0.isLong ? "Ada Lovelace, Countess of Lovelace" : "Ada")] }
            try window.show(StackView(style: [.views([name, Spacer()]), .axis(.horizontal)]))
            try await loop.nextFlush()
            try await window.nextDrawnFrame()
            let narrow = try window.native(for: name).allocatedSize.width
            XCTAssertGreaterThan(narrow, 0)
            XCTAssertLessThan(narrow, 100, "a label hugs its text")

            // What a wait checking only after flushes would see: the new text, the old size.
            var widthAfterTheFlush: Int?
            let observation = BindingScheduler.current.observeFlushes { _ in
                // The change's flush only, whatever flushes follow it.
                if widthAfterTheFlush == nil {
                    widthAfterTheFlush = try? window.native(for: name).allocatedSize.width
                }
            }
            defer { observation.dispose() }
            model.isLong = true
            let native = try await window.waitUntil("the long name is laid out", on: name) { native in
                native.allocatedSize.width > narrow
            }
            XCTAssertEqual(widthAfterTheFlush, narrow, "GTK lays the new text out only in the next frame")
            XCTAssertEqual(native.property("label"), .string("Ada Lovelace, Countess of Lovelace"))
            XCTAssertGreaterThan(native.allocatedSize.width, 2 * narrow)
        }
    }

    func testWaitUntilThatNeverHoldsFailsWithWhatTheLastFrameShowed() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow { window, _ in
                    let label: Label = [.text("Count: 0")]
                    try window.show(label)
                    try await window.waitUntil("the count reaches 3", on: label, timeout: .milliseconds(400)) {
                        $0.property("label") == .string("Count: 3")
                    }
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        let message = recorder.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("waitUntil \"the count reaches 3\" in the window: not within"), message)
        XCTAssertTrue(message.contains("the native GtkLabel is"), message)
        XCTAssertTrue(message.contains("label \"Count: 0\" (after a frame)"), message)
    }

    func testWaitUntilInAWindowNotPresentedSaysSo() async throws {
        let recorder = TestFailureRecorder()
        try await recorder.recording {
            try await expectingFailure {
                try await withGTKTestWindow { window, _ in
                    try await window.waitUntil("anything", timeout: .milliseconds(300)) { false }
                }
            }
        }
        XCTAssertEqual(recorder.failures.count, 1, "\(recorder.failures)")
        XCTAssertTrue(recorder.messages.first?.contains("is not presented (call show(_:))") == true, "\(recorder.messages)")
    }

    func testWaitUntilThatAlreadyHoldsReturnsWithoutAFrame() async throws {
        try await withGTKTestWindow { window, _ in
            let label: Label = [.text("Hi")]
            try window.show(label)
            let native = try await window.waitUntil("the label says Hi", on: label) { $0.property("label") == .string("Hi") }
            XCTAssertEqual(native.typeName, "GtkLabel")
        }
    }
}
