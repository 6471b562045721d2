import Bindings
import ComposerModel
import Widgets
import XCTest

/// ActivityIndicator's plain setters (`ActivityIndicator+PlainCode.swift`): each is one install of its attribute.
final class ActivityIndicatorPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let spinner = ActivityIndicator()
            spinner.isAnimating = true; assertPlainSet(spinner, .animating(true))
            XCTAssertTrue(spinner.isAnimating)
        }
        try loop.close()
    }
}
