import Bindings
import ComposerModel
import Widgets
import XCTest

final class ScrollViewTests: XCTestCase {
    func testContentAndOffsetApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log: Label = [.text("a\nb\nc")]
            let scroller = ScrollView()
            XCTAssertNil(scroller.content)
            XCTAssertEqual(scroller.contentOffset, 0)
            let style: Style = [.content(ViewReference(log)), .contentOffset(2)]
            XCTAssertEqual(scroller.install(style).diagnostics, [])
            XCTAssertTrue(scroller.content === log)
            XCTAssertTrue(log.parent === scroller, "the content is the scroll view's child")
            XCTAssertEqual(scroller.contentOffset, 2)
            scroller.install(Style().difference(from: style))
            XCTAssertNil(scroller.content)
            XCTAssertNil(log.parent)
            XCTAssertEqual(scroller.children.count, 0)
            XCTAssertEqual(scroller.contentOffset, 0)
        }
        try loop.close()
    }

    func testOffsetIsClampedToTheMeasuredContent() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let scroller: ScrollView = [.content(Label()), .contentOffset(50)]
            XCTAssertEqual(scroller.contentOffset, 50, "before a layout the end is unknown")
            scroller.updateScrollMetrics(contentHeight: 30, viewportHeight: 10)
            XCTAssertEqual(scroller.contentOffset, 20, "a measurement clamps silently")
            XCTAssertEqual(scroller.maximumContentOffset, 20)
            let report = scroller.install([.contentOffset(25)] as Style)
            XCTAssertEqual(scroller.contentOffset, 20)
            XCTAssertEqual(report.diagnostics.map(\.message), ["ScrollView: value rejected for contentOffset(25.0): contentOffset clamped to 20"])
            XCTAssertEqual(scroller.install([.contentOffset(-3)] as Style).diagnostics.map(\.message),
                           ["ScrollView: value rejected for contentOffset(-3.0): contentOffset clamped to 0"])
            XCTAssertEqual(scroller.contentOffset, 0)
            scroller.updateScrollMetrics(contentHeight: 5, viewportHeight: 10)
            XCTAssertFalse(scroller.isScrollable)
            XCTAssertFalse(scroller.scroll(to: 3), "content that fits does not scroll")
        }
        try loop.close()
    }

    func testRejectedValuesKeepThePreviousOnes() throws {
        final class NotAWidget: Sendable {}
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let content = Label()
            let stranger = NotAWidget()
            let outer = StackView()
            let scroller: ScrollView = [.content(content), .contentOffset(1)]
            outer.install([.views([scroller])] as Style)
            let field = TextField()
            content.addChild(field)
            XCTAssertTrue(field.becomeFocused())
            let report = scroller.install([.content(ViewReference(stranger)), .contentOffset(.nan)] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), [
                "ScrollView: value rejected for content(NotAWidget@\(ObjectIdentifier(stranger).hashValue)): content NotAWidget is not a Widget",
                "ScrollView: value rejected for contentOffset(nan): contentOffset is NaN",
            ])
            XCTAssertEqual(scroller.install([.content(ViewReference(outer)), .contentOffset(.infinity)] as Style).diagnostics.map(\.message), [
                "ScrollView: value rejected for content(StackView@\(ObjectIdentifier(outer).hashValue)): content StackView is the scroll view or one of its ancestors",
                "ScrollView: value rejected for contentOffset(inf): contentOffset is infinite",
            ])
            XCTAssertTrue(scroller.content === content)
            XCTAssertTrue(content.parent === scroller)
            XCTAssertTrue(field.isFocused, "a rejected content leaves the focus in the content")
            XCTAssertEqual(scroller.contentOffset, 1)
            withExtendedLifetime(stranger) {}
        }
        try loop.close()
    }

    func testUserScrollFiresOnScrollAndInstallsNeverDo() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let scroller: ScrollView = [.content(Label())]
            scroller.updateScrollMetrics(contentHeight: 12, viewportHeight: 4)
            var heard: [Int] = []
            scroller.onScroll { heard.append($0) }
            scroller.install([.contentOffset(3)] as Style)
            scroller.scroll(to: 5)
            XCTAssertEqual(heard, [], "no echo")
            XCTAssertTrue(scroller.userDidScroll(by: 2))
            XCTAssertTrue(scroller.userDidScroll(by: 5), "clamped to the end")
            XCTAssertFalse(scroller.userDidScroll(by: 1), "already at the end")
            XCTAssertEqual(scroller.contentOffset, 8)
            XCTAssertFalse(scroller.userDidScroll(to: .max), "already at the end: nothing to hear")
            XCTAssertTrue(scroller.userDidScroll(by: .min))
            XCTAssertEqual(heard, [7, 8, 0])
        }
        try loop.close()
    }

    func testFocusInTheContentAsksToBeRevealed() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let first = Button(), last = Button()
            let column: StackView = [.views([first, last])]
            let scroller: ScrollView = [.content(column)]
            let root: StackView = [.views([scroller])]
            XCTAssertNil(scroller.pendingReveal)
            XCTAssertTrue(last.becomeFocused())
            XCTAssertTrue(scroller.pendingReveal === last)
            scroller.updateScrollMetrics(contentHeight: 20, viewportHeight: 5)
            scroller.revealRows(top: 12, height: 1)
            XCTAssertNil(scroller.pendingReveal)
            XCTAssertEqual(scroller.contentOffset, 8, "just enough to show the row at the bottom")
            scroller.revealRows(top: 2, height: 1)
            XCTAssertEqual(scroller.contentOffset, 2, "a row above shows at the top")
            withExtendedLifetime(root) {}
        }
        try loop.close()
    }
}
