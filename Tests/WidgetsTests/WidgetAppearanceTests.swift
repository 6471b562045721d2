import Bindings
import ComposerModel
import Widgets
import XCTest

final class WidgetAppearanceTests: XCTestCase {
    func testAppearanceAttributesApplyFromALiteralAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let style: Style = [.font(.boldSystemFont(ofSize: 14)), .cornerRadius(6), .borderWidth(2), .clipsToBounds(true)]
            let label: Label = [.font(.boldSystemFont(ofSize: 14)), .cornerRadius(6), .borderWidth(2), .clipsToBounds(true)]
            XCTAssertEqual(label.constructionDiagnostics, [])
            XCTAssertEqual(label.font, .system(size: 14, weight: .bold))
            XCTAssertEqual(label.cornerRadius, 6)
            XCTAssertEqual(label.borderWidth, 2)
            XCTAssertTrue(label.clipsToBounds)
            label.install(Style.empty.difference(from: style))
            XCTAssertNil(label.font)
            XCTAssertEqual(label.cornerRadius, 0)
            XCTAssertNil(label.borderWidth)
            XCTAssertFalse(label.clipsToBounds)
        }
        try loop.close()
    }

    func testRemovedAttributeIsResetToDefaultThroughABinding() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let card = Label()
            let first: Style = [.cornerRadius(4), .borderWidth(1)]
            card.install(first.difference(from: .empty))
            card.install(Style([.borderWidth(1)]).difference(from: first))
            XCTAssertEqual(card.cornerRadius, 0)
            XCTAssertEqual(card.borderWidth, 1)
        }
        try loop.close()
    }

    func testNegativeNaNAndInfiniteLengthsAreRejectedAndThePreviousValueStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.cornerRadius(3), .borderWidth(1), .font(.system(size: 12))]
            let report = label.install([.cornerRadius(-2), .borderWidth(.nan), .font(.system(size: .infinity))] as Style)
            XCTAssertEqual(label.cornerRadius, 3)
            XCTAssertEqual(label.borderWidth, 1)
            XCTAssertEqual(label.font?.size, 12)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message), [
                "Label: value rejected for font(.system(size: inf)): font size is infinite",
                "Label: value rejected for cornerRadius(-2.0): cornerRadius is negative (-2.0)",
                "Label: value rejected for borderWidth(nan): borderWidth is NaN",
            ])
        }
        try loop.close()
    }

    func testOnlyWidgetsThatShowTextAcceptAFont() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let font: Attribute = .font(.named("Monospace", size: 12))
            for widget: Widget in [Label(), Button(), TextField(), TextView()] {
                XCTAssertEqual(widget.install([font] as Style).diagnostics, [], "\(widget.diagnosticName)")
                XCTAssertEqual(widget.font, .named("Monospace", size: 12))
            }
            let stack = StackView()
            XCTAssertEqual(stack.install([font] as Style).diagnostics.map(\.message),
                           ["StackView: unsupported attribute font(.named(\"Monospace\", size: 12.0)) skipped"])
            XCTAssertNil(stack.font)
        }
        try loop.close()
    }
}
