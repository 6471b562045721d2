import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

final class ActivityIndicatorTests: XCTestCase {
    func testAnimatingAppliesAndResetsToStopped() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let spinner = ActivityIndicator()
            XCTAssertFalse(spinner.isAnimating)
            let style: Style = [.animating(true)]
            XCTAssertEqual(spinner.install(style).diagnostics, [])
            XCTAssertTrue(spinner.isAnimating)
            spinner.install(Style().difference(from: style))
            XCTAssertFalse(spinner.isAnimating)
            XCTAssertEqual(changes.changeCountByKey(of: spinner), [.animating: 2])
        }
        try loop.close()
    }

    func testProgressIsNotAnIndicatorAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let spinner = ActivityIndicator()
            let report = spinner.install([.progress(0.5)] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), ["ActivityIndicator: unsupported attribute progress(0.5) skipped"])
        }
        try loop.close()
    }
}
