import Bindings
import ComposerModel
import Widgets
import XCTest

/// ProgressBar's plain setters (`ProgressBar+PlainCode.swift`): each is one install of its attribute.
final class ProgressBarPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let progress = ProgressBar()
            progress.progress = 0.25; assertPlainSet(progress, .progress(0.25))
            XCTAssertEqual(progress.progress, 0.25)
        }
        try loop.close()
    }
}
