import Bindings
import ComposerModel
import Widgets
import XCTest

final class SliderTests: XCTestCase {
    func testRangeValueAndStepApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            XCTAssertEqual(slider.range, 0...1)
            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.step, 0.1)
            let style: Style = [.range(min: -5, max: 5), .value(-2), .step(0.5)]
            XCTAssertEqual(slider.install(style).diagnostics, [])
            XCTAssertEqual(slider.range, -5...5)
            XCTAssertEqual(slider.value, -2)
            XCTAssertEqual(slider.step, 0.5)
            slider.install(Style().difference(from: style))
            XCTAssertEqual(slider.range, 0...1)
            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.step, 0.1)
        }
        try loop.close()
    }

    func testValueIsClampedIntoTheRangeAndReportedAsAdjusted() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            let report = slider.install([.range(min: 0, max: 10), .value(12)] as Style)
            XCTAssertEqual(slider.value, 10)
            XCTAssertEqual(report.setCount, 2)
            XCTAssertEqual(report.diagnostics.map(\.message), ["Slider: value rejected for value(12.0): value clamped to 10.0"])
            slider.install([.value(-1)] as Style)
            XCTAssertEqual(slider.value, 0)
        }
        try loop.close()
    }

    func testNaNValueIsRejectedAndThePreviousValueStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            slider.install([.value(0.4)] as Style)
            let report = slider.install([.value(.nan)] as Style)
            XCTAssertEqual(slider.value, 0.4)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message), ["Slider: value rejected for value(nan): value is NaN"])
        }
        try loop.close()
    }

    func testInvalidRangesAreRejectedAndThePreviousRangeStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            slider.install([.range(min: 1, max: 3)] as Style)
            for bad: Attribute in [.range(min: 4, max: 2), .range(min: .nan, max: 2), .range(min: 0, max: .infinity),
                                   .range(min: -.infinity, max: 0)] {
                let report = slider.install(StyleDelta([.set(bad)]))
                XCTAssertEqual(report.setCount, 0, "\(bad)")
                XCTAssertEqual(report.diagnostics.count, 1, "\(bad)")
                XCTAssertEqual(slider.range, 1...3, "\(bad)")
            }
            XCTAssertEqual(slider.install(StyleDelta([.set(.range(min: 2, max: 2))])).diagnostics, [])
            XCTAssertEqual(slider.range, 2...2)
        }
        try loop.close()
    }

    func testInvalidStepsAreRejectedAndThePreviousStepStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            slider.install([.step(0.25)] as Style)
            for bad in [0, -1, Double.nan, .infinity] {
                let report = slider.install(StyleDelta([.set(.step(bad))]))
                XCTAssertEqual(report.setCount, 0, "\(bad)")
                XCTAssertEqual(slider.step, 0.25, "\(bad)")
            }
        }
        try loop.close()
    }

    func testValueClampedByAnOldRangeIsRestoredWhenAWiderRangeArrives() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            let narrow: Style = [.range(min: 0, max: 5), .value(8)]
            slider.install(narrow)
            XCTAssertEqual(slider.value, 5)
            let wide: Style = [.range(min: 0, max: 10), .value(8)]
            let report = slider.install(wide.difference(from: narrow))
            XCTAssertEqual(report.diagnostics, [])
            XCTAssertEqual(slider.range, 0...10)
            XCTAssertEqual(slider.value, 8)
        }
        try loop.close()
    }

    func testNarrowingTheRangeClampsTheCurrentValue() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider = Slider()
            slider.install([.range(min: 0, max: 10)] as Style)
            slider.install([.value(9)] as Style)
            slider.install([.range(min: 0, max: 4)] as Style)
            XCTAssertEqual(slider.value, 4)
        }
        try loop.close()
    }

    func testUserValueIsClampedAndDeliveredOnceWhenItChanges() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider: Slider = [.range(min: 0, max: 10)]
            var values: [Double] = []
            slider.onValueChanged { values.append($0) }
            slider.userDidChangeValue(to: 4)
            slider.userDidChangeValue(to: 4)
            slider.userDidChangeValue(to: 40)
            slider.userDidChangeValue(to: .nan)
            XCTAssertEqual(values, [4, 10])
            slider.install([.enabled(false)] as Style)
            slider.userDidChangeValue(to: 2)
            XCTAssertEqual(values, [4, 10])
            XCTAssertEqual(slider.value, 10)
        }
        try loop.close()
    }
}
