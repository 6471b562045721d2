import Bindings
import ComposerModel
import Widgets
import XCTest

/// `Widget.subtreeRevision`: the stamp renderers compare to skip unchanged subtrees.
final class WidgetTests: XCTestCase {
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
}
