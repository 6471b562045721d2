import Bindings
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

/// ActivityIndicator → GtkSpinner.
final class ActivityIndicatorGTKTests: XCTestCase {
    func testAnimatingIsSpinningAndAResetStopsIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let spinner: ActivityIndicator = [.animating(true)]
            let native = try harness.show(spinner)
            XCTAssertEqual(native.typeName, "GtkSpinner")
            XCTAssertEqual(native.property("spinning"), .bool(true))
            let before = native.callCount
            spinner.install(StyleDelta([.reset(.animating)]))
            XCTAssertEqual(native.property("spinning"), .bool(false))
            XCTAssertEqual(native.callCount - before, 1)
        }
    }
}
