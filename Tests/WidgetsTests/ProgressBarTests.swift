import Bindings
import ComposerModel
import Widgets
import XCTest

final class ProgressBarTests: XCTestCase {
    func testProgressAndTintApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let bar = ProgressBar()
            let style: Style = [.progress(0.4), .tintColor(.green)]
            XCTAssertEqual(bar.install(style).diagnostics, [])
            XCTAssertEqual(bar.progress, 0.4)
            XCTAssertEqual(bar.tintColor, .green)
            bar.install(Style().difference(from: style))
            XCTAssertEqual(bar.progress, 0)
            XCTAssertEqual(bar.tintColor, .default)
        }
        try loop.close()
    }

    func testProgressIsClampedIntoZeroToOneAndReported() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let bar = ProgressBar()
            let report = bar.install([.progress(1.5)] as Style)
            XCTAssertEqual(bar.progress, 1)
            XCTAssertEqual(report.setCount, 1)
            XCTAssertEqual(report.diagnostics.map(\.message), ["ProgressBar: value rejected for progress(1.5): progress clamped to 1.0"])
            bar.install([.progress(-.infinity)] as Style)
            XCTAssertEqual(bar.progress, 0)
        }
        try loop.close()
    }

    func testNaNProgressIsRejectedAndThePreviousProgressStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let bar = ProgressBar()
            bar.install([.progress(0.7)] as Style)
            let report = bar.install([.progress(.nan)] as Style)
            XCTAssertEqual(bar.progress, 0.7)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message), ["ProgressBar: value rejected for progress(nan): progress is NaN"])
        }
        try loop.close()
    }
}
