import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

/// ProgressBar → GtkProgressBar; ActivityIndicator → GtkSpinner.
final class ProgressBarGTKTests: XCTestCase {
    func testProgressIsTheFractionAndAResetEmptiesIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let bar: ProgressBar = [.progress(0.25)]
            let native = try harness.show(bar)
            XCTAssertEqual(native.typeName, "GtkProgressBar")
            XCTAssertEqual(native.property("fraction"), .double(0.25))
            let before = native.callCount
            bar.install(StyleDelta([.set(.progress(0.75))]))
            XCTAssertEqual(native.property("fraction"), .double(0.75))
            XCTAssertEqual(native.callCount - before, 1)
            bar.install(StyleDelta([.reset(.progress)]))
            XCTAssertEqual(native.property("fraction"), .double(0))
        }
    }
}
