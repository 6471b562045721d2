import Bindings
import ComposerModel
import Widgets
import XCTest

private final class NotAWidget: Sendable {}

final class StackViewTests: XCTestCase {
    func testLayoutAttributesApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stack = StackView()
            let label = Label()
            let style: Style = [.arrangedSubviews([ViewReference(label)]), .axis(.horizontal), .spacing(2),
                                .distribution(.fillEqually), .alignment(.center), .margins(EdgeInsets(all: 1))]
            XCTAssertEqual(stack.install(style).diagnostics, [])
            XCTAssertEqual(stack.axis, .horizontal)
            XCTAssertEqual(stack.spacing, 2)
            XCTAssertEqual(stack.distribution, .fillEqually)
            XCTAssertEqual(stack.alignment, .center)
            XCTAssertEqual(stack.margins, EdgeInsets(all: 1))
            XCTAssertEqual(stack.arrangedSubviews, [ViewReference(label)])
            stack.install(Style().difference(from: style))
            XCTAssertEqual(stack.axis, .vertical)
            XCTAssertEqual(stack.spacing, 0)
            XCTAssertEqual(stack.distribution, .fill)
            XCTAssertEqual(stack.alignment, .fill)
            XCTAssertEqual(stack.margins, .zero)
            XCTAssertEqual(stack.arrangedSubviews, [])
        }
        try loop.close()
    }

    func testArrangedWidgetsAreTheReferencesThatAreWidgetsInOrder() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stack = StackView()
            let title = Label()
            let ok = Button()
            let other = NotAWidget()
            stack.install([.arrangedSubviews([ViewReference(title), ViewReference(other), ViewReference(ok)])] as Style)
            XCTAssertEqual(stack.arrangedSubviews.count, 3)
            XCTAssertEqual(stack.arrangedWidgets.count, 2)
            XCTAssertTrue(stack.arrangedWidgets[0] === title)
            XCTAssertTrue(stack.arrangedWidgets[1] === ok)
        }
        try loop.close()
    }

    func testInvalidSpacingIsRejectedAndThePreviousSpacingStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stack = StackView()
            stack.install([.spacing(1)] as Style)
            let report = stack.install([.spacing(-1)] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), ["StackView: value rejected for spacing(-1.0): spacing is negative (-1.0)"])
            for bad in [Double.nan, .infinity] {
                XCTAssertEqual(stack.install(StyleDelta([.set(.spacing(bad))])).setCount, 0, "\(bad)")
            }
            XCTAssertEqual(stack.spacing, 1)
        }
        try loop.close()
    }

    func testSpacingZeroIsExplicitAndARemovedOrRejectedSpacingIsNot() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stack = StackView()
            XCTAssertFalse(stack.hasExplicitSpacing)
            stack.install(StyleDelta([.set(.spacing(-1))]))
            XCTAssertFalse(stack.hasExplicitSpacing, "a rejected spacing sets none")
            stack.install(StyleDelta([.set(.spacing(0))]))
            XCTAssertTrue(stack.hasExplicitSpacing, "0 is the app's word")
            XCTAssertEqual(stack.spacing, 0)
            stack.install(StyleDelta([.reset(.spacing)]))
            XCTAssertFalse(stack.hasExplicitSpacing, "removed: none again")
            stack.spacing = 2
            XCTAssertTrue(stack.hasExplicitSpacing)
        }
        try loop.close()
    }
}
