import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

final class WidgetTests: XCTestCase {
    func testEveryCommonAttributeResetsToItsDefault() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let widget = Widget()
            let style: Style = [
                .identifier("w"), .hidden(true), .enabled(false), .backgroundColor(.red), .tintColor(.blue),
                .opacity(0.5), .width(10), .height(2), .margins(EdgeInsets(all: 1)), .padding(EdgeInsets(all: 2)),
                .borderStyle(.rounded), .borderColor(.green),
            ]
            XCTAssertEqual(widget.install(style).diagnostics, [])
            XCTAssertEqual(widget.identifier, "w")
            XCTAssertEqual(widget.opacity, 0.5)
            widget.install(Style().difference(from: style))
            XCTAssertNil(widget.identifier)
            XCTAssertFalse(widget.isHidden)
            XCTAssertTrue(widget.isEnabled)
            XCTAssertEqual(widget.backgroundColor, .default)
            XCTAssertEqual(widget.tintColor, .default)
            XCTAssertEqual(widget.opacity, 1)
            XCTAssertNil(widget.width)
            XCTAssertNil(widget.height)
            XCTAssertEqual(widget.margins, .zero)
            XCTAssertEqual(widget.padding, .zero)
            XCTAssertEqual(widget.borderStyle, .noBorder)
            XCTAssertEqual(widget.borderColor, .default)
        }
        try loop.close()
    }

    func testOpacityIsClampedAndReported() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let widget = Widget()
            let report = widget.install([.opacity(1.7)] as Style)
            XCTAssertEqual(widget.opacity, 1)
            XCTAssertEqual(report.setCount, 1)
            XCTAssertEqual(report.diagnostics.map(\.message), ["Widget: value rejected for opacity(1.7): opacity clamped to 1.0"])
        }
        try loop.close()
    }

    func testInvalidSizesAreRejectedAndThePreviousValueStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let widget = Widget()
            widget.install([.width(4), .height(1)] as Style)
            let report = widget.install([.width(.nan), .height(-3), .margins(EdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0))] as Style)
            XCTAssertEqual(widget.width, 4)
            XCTAssertEqual(widget.height, 1)
            XCTAssertEqual(widget.margins, .zero)
            XCTAssertEqual(report.setCount, 0)
            XCTAssertEqual(report.diagnostics.map(\.message), [   // in apply order: margins, width, height
                "Widget: value rejected for margins(EdgeInsets(top: 0.0, leading: inf, bottom: 0.0, trailing: 0.0)): margins leading is infinite",
                "Widget: value rejected for width(nan): width is NaN",
                "Widget: value rejected for height(-3.0): height is negative (-3.0)",
            ])
        }
        try loop.close()
    }

    func testUnsupportedAttributeIsSkippedWithTheWidgetNamed() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let widget = Widget()
            let report = widget.install([.identifier("panel"), .placeholder("type")] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), [#"Widget#panel: unsupported attribute placeholder("type") skipped"#])
        }
        try loop.close()
    }

    func testInstallsAndChangesAreCountedPerKey() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let widget = Widget()
            widget.install([.hidden(true), .opacity(0.2)] as Style)
            widget.install(StyleDelta([.reset(.hidden), .set(.width(.nan))]))
            XCTAssertEqual(widget.installCount, 2)
            XCTAssertEqual(changes.changeCountByKey(of: widget), [.hidden: 2, .opacity: 1])
        }
        try loop.close()
    }

    // MARK: subtreeRevision: the stamp renderers compare to skip unchanged subtrees

    func testChangeMovesTheSubtreeRevisionOfTheWidgetAndEveryAncestorOnly() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changed: Label = [.text("a")]
            let sibling: Label = [.text("b")]
            let inner: StackView = [.views([changed, sibling])]
            let other: Label = [.text("c")]
            let root: StackView = [.views([inner, other])]
            let before = [root, inner, changed, sibling, other].map(\.subtreeRevision)
            changed.install([.text("new")] as Style)
            let after = [root, inner, changed, sibling, other].map(\.subtreeRevision)
            XCTAssertNotEqual(after[0], before[0], "root")
            XCTAssertNotEqual(after[1], before[1], "parent")
            XCTAssertNotEqual(after[2], before[2], "the widget")
            XCTAssertEqual(after[3], before[3], "a sibling does not move")
            XCTAssertEqual(after[4], before[4], "another branch does not move")
        }
        try loop.close()
    }

    func testChildrenChangesMoveTheSubtreeRevision() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let parent = Widget()
            let child = Label()
            var stamp = parent.subtreeRevision
            parent.addChild(child)
            XCTAssertNotEqual(parent.subtreeRevision, stamp, "addChild")
            stamp = parent.subtreeRevision
            child.removeFromParent()
            XCTAssertNotEqual(parent.subtreeRevision, stamp, "removeFromParent")
            let stack = StackView()
            stamp = stack.subtreeRevision
            stack.install([.views([child])] as Style)
            XCTAssertNotEqual(stack.subtreeRevision, stamp, "new arranged subviews")
        }
        try loop.close()
    }

    func testNoTwoWidgetsShareASubtreeRevision() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stamps = (0..<100).map { _ in Label().subtreeRevision }
            XCTAssertEqual(Set(stamps).count, stamps.count, "a new widget never matches a record of another")
        }
        try loop.close()
    }

    func testChangesAreCountedPerKeyWithCustomKeysApart() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let widget = Widget()
            let foo = AttributeKey.custom(CustomAttributeKey(FooAttribute.self, name: "foo"))
            let bar = AttributeKey.custom(CustomAttributeKey(FooAttribute.self, name: "bar"))
            widget.install([.hidden(true), .opacity(0.5)] as Style)
            widget.install([.hidden(false)] as Style)
            widget.reset(foo)
            widget.reset(foo)
            widget.reset(bar)
            widget.reset(.hidden)
            XCTAssertEqual(changes.changeCountByKey(of: widget), [.hidden: 3, .opacity: 1, foo: 2, bar: 1])
        }
        try loop.close()
    }
}
