import Bindings
import ComposerModel
import Widgets
import XCTest

/// Slider's plain setters (`Slider+PlainCode.swift`): each is one install of its attribute.
final class SliderPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            slider.range = 0...10; assertPlainSet(slider, .range(min: 0, max: 10))
            slider.step = 2; assertPlainSet(slider, .step(2))
            slider.value = 4; assertPlainSet(slider, .value(4))
            XCTAssertEqual([slider.range.upperBound, slider.step, slider.value], [10, 2, 4])
        }
        try loop.close()
    }
}
