import Bindings
import ComposerModel
import Widgets
import XCTest

/// The bad-input table of Documentation/BadInput.md, row by row: each invalid
/// value a widget meets, what the widget keeps, and the exact diagnostic text.
final class BadInputTableTests: XCTestCase {
    /// Installs `good` then `bad` on `widget`; returns the diagnostics of the second install.
    @LoopActor
    private static func diagnostics(of widget: Widget, good: Style = [], bad: Style) -> [String] {
        widget.install(good)
        return widget.install(bad.difference(from: good)).diagnostics.map(\.message)
    }

    func testWidgetSizesOpacityAndInsets() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let rows: [(Attribute, String)] = [
                (.opacity(.nan), "Widget: value rejected for opacity(nan): opacity is NaN"),
                (.opacity(-0.5), "Widget: value rejected for opacity(-0.5): opacity clamped to 0.0"),
                (.opacity(1.5), "Widget: value rejected for opacity(1.5): opacity clamped to 1.0"),
                (.width(.nan), "Widget: value rejected for width(nan): width is NaN"),
                (.width(.infinity), "Widget: value rejected for width(inf): width is infinite"),
                (.height(-2), "Widget: value rejected for height(-2.0): height is negative (-2.0)"),
                (.margins(EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0)),
                 "Widget: value rejected for margins(EdgeInsets(top: -1.0, leading: 0.0, bottom: 0.0, trailing: 0.0)): margins top is negative (-1.0)"),
                (.padding(EdgeInsets(all: .nan)),
                 "Widget: value rejected for padding(EdgeInsets(top: nan, leading: nan, bottom: nan, trailing: nan)): padding top is NaN"),
                (.placeholder("name"), #"Widget: unsupported attribute placeholder("name") skipped"#),
            ]
            for (attribute, message) in rows {
                let widget = Widget()
                XCTAssertEqual(Self.diagnostics(of: widget, good: [.opacity(0.5), .width(3), .height(2)], bad: [attribute]), [message])
            }
            let widget = Widget()
            _ = Self.diagnostics(of: widget, good: [.opacity(0.5), .width(3), .height(2)], bad: [.width(.nan), .height(-1), .opacity(.nan)])
            XCTAssertEqual(widget.width, 3, "a rejected value leaves the previous one")
            XCTAssertEqual(widget.height, 2)
            XCTAssertEqual(widget.opacity, 0.5)
        }
        try loop.close()
    }

    func testLabelLineCount() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            XCTAssertEqual(Self.diagnostics(of: label, good: [.numberOfLines(2)], bad: [.numberOfLines(-1)]),
                           ["Label: value rejected for numberOfLines(-1): numberOfLines is negative (-1)"])
            XCTAssertEqual(label.numberOfLines, 2)
        }
        try loop.close()
    }

    func testProgressBarProgress() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let rows: [(Attribute, String, Double)] = [
                (.progress(.nan), "ProgressBar: value rejected for progress(nan): progress is NaN", 0.25),
                (.progress(1.5), "ProgressBar: value rejected for progress(1.5): progress clamped to 1.0", 1),
                (.progress(-1), "ProgressBar: value rejected for progress(-1.0): progress clamped to 0.0", 0),
            ]
            for (attribute, message, shown) in rows {
                let bar = ProgressBar()
                XCTAssertEqual(Self.diagnostics(of: bar, good: [.progress(0.25)], bad: [attribute]), [message])
                XCTAssertEqual(bar.progress, shown)
            }
        }
        try loop.close()
    }

    func testSliderRangeValueAndStep() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let good: Style = [.range(min: 0, max: 10), .value(4), .step(1)]
            let rows: [(Style, String)] = [
                ([.range(min: 0, max: .infinity), .value(4), .step(1)],
                 "Slider: value rejected for range(min: 0.0, max: inf): range bounds must be finite (0.0...inf)"),
                ([.range(min: 5, max: 1), .value(4), .step(1)],
                 "Slider: value rejected for range(min: 5.0, max: 1.0): range min 5.0 is above max 1.0"),
                ([.range(min: 0, max: 10), .value(.nan), .step(1)], "Slider: value rejected for value(nan): value is NaN"),
                ([.range(min: 0, max: 10), .value(12), .step(1)], "Slider: value rejected for value(12.0): value clamped to 10.0"),
                ([.range(min: 0, max: 10), .value(4), .step(0)], "Slider: value rejected for step(0.0): step must be finite and above 0 (0.0)"),
                ([.range(min: 0, max: 10), .value(4), .step(-.infinity)], "Slider: value rejected for step(-inf): step must be finite and above 0 (-inf)"),
            ]
            for (bad, message) in rows {
                let slider = Slider()
                XCTAssertEqual(Self.diagnostics(of: slider, good: good, bad: bad), [message])
            }
        }
        try loop.close()
    }

    func testStackViewSpacingAndArrangedSubviews() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            for (value, message) in [
                (Double.nan, "StackView: value rejected for spacing(nan): spacing is NaN"),
                (.infinity, "StackView: value rejected for spacing(inf): spacing is infinite"),
                (-1, "StackView: value rejected for spacing(-1.0): spacing is negative (-1.0)"),
            ] {
                let stack = StackView()
                XCTAssertEqual(Self.diagnostics(of: stack, good: [.spacing(1)], bad: [.spacing(value)]), [message])
                XCTAssertEqual(stack.spacing, 1)
            }
            let outer = StackView()
            let inner = StackView()
            let label = Label()
            outer.install([.views([inner])] as Style)
            let messages = inner.install([.views([label, label, outer, inner])] as Style).diagnostics.map(\.message)
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages[0].hasSuffix(#"skipped ["Label", "StackView", "StackView"]: a stack cannot contain itself, an ancestor, or a view twice"#), messages[0])
        }
        try loop.close()
    }

    func testSelectionsOutsideTheirItems() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let segments = SegmentedControl()
            XCTAssertEqual(Self.diagnostics(of: segments, good: [.segments(["a", "b"]), .selectedIndex(1)], bad: [.segments(["a", "b"]), .selectedIndex(2)]),
                           ["SegmentedControl: value rejected for selectedIndex(2): selectedIndex 2 is outside -1..<2 (2 segments)"])
            XCTAssertEqual(segments.selectedIndex, 1)
            let list = ListView()
            XCTAssertEqual(Self.diagnostics(of: list, good: [.items([ListItem(id: "a", title: "A")])], bad: [.items([ListItem(id: "a", title: "A")]), .selectedIndex(-2)]),
                           ["ListView: value rejected for selectedIndex(-2): selectedIndex -2 is outside -1..<1 (1 items)"])
        }
        try loop.close()
    }

    func testScrollViewContentAndOffset() throws {
        final class NotAWidget: Sendable {}
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stranger = NotAWidget()
            let content = Label()
            let scroller = ScrollView()
            XCTAssertEqual(Self.diagnostics(of: scroller, good: [.content(ViewReference(content)), .contentOffset(1)],
                                            bad: [.content(ViewReference(stranger)), .contentOffset(.nan)]), [
                "ScrollView: value rejected for content(\(ViewReference(stranger))): content NotAWidget is not a Widget",
                "ScrollView: value rejected for contentOffset(nan): contentOffset is NaN",
            ])
            XCTAssertTrue(scroller.content === content)
            XCTAssertEqual(scroller.contentOffset, 1)
            let outer = StackView()
            outer.install([.views([scroller])] as Style)
            XCTAssertEqual(scroller.install([.content(ViewReference(outer))] as Style).diagnostics.map(\.message),
                           ["ScrollView: value rejected for content(\(ViewReference(outer))): content StackView is the scroll view or one of its ancestors"])
            XCTAssertEqual(scroller.install([.contentOffset(-.infinity)] as Style).diagnostics.map(\.message),
                           ["ScrollView: value rejected for contentOffset(-inf): contentOffset is infinite"])
            scroller.updateScrollMetrics(contentHeight: 10, viewportHeight: 4)
            XCTAssertEqual(scroller.install([.contentOffset(9)] as Style).diagnostics.map(\.message),
                           ["ScrollView: value rejected for contentOffset(9.0): contentOffset clamped to 6"])
            XCTAssertEqual(scroller.install([.contentOffset(-2)] as Style).diagnostics.map(\.message),
                           ["ScrollView: value rejected for contentOffset(-2.0): contentOffset clamped to 0"])
            withExtendedLifetime(stranger) {}
        }
        try loop.close()
    }

    func testDelegateOfTheWrongKind() throws {
        final class NotADelegate: Sendable {}
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stranger = NotADelegate()
            let field = TextField()
            XCTAssertEqual(field.install([.delegate(stranger)] as Style).diagnostics.map(\.message),
                           ["TextField: value rejected for delegate(NotADelegate): NotADelegate is not a TextFieldDelegate"])
            withExtendedLifetime(stranger) {}
        }
        try loop.close()
    }
}
