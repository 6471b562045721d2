@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// Something a style function captures, to see when it is released.
private final class Captured {
    let text = "captured"
}

final class ClosureBindingTests: XCTestCase {
    func testEndingReleasesTheClosureAndWhatItCaptured() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            var captured: Captured? = Captured()
            weak let weakCaptured = captured
            let binding = label.bind { [captured] in [.text(captured!.text)] }
            captured = nil
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(binding is ClosureBinding)
            XCTAssertNotNil(weakCaptured, "a live binding keeps its closure")
            binding.dispose()
            XCTAssertNil(weakCaptured, "an ended binding lets go of its closure")
            XCTAssertEqual(label.shown, [.text("captured")])
        }
    }
}
