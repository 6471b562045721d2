import Bindings
import ComposerModel
import Widgets
import XCTest

final class StackViewGroupsTests: XCTestCase {
    func testAStackArrangesGroupsWhenAChildIsAStackAScrollViewOrAList() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Services")]
            let ok: Button = [.title("OK", for: .normal)]
            let stack: StackView = [.views([title, ok, Spacer()])]
            XCTAssertFalse(stack.arrangesGroups, "labels, buttons and spacers are controls")
            for group in [StackView(), ScrollView(), ListView()] as [Widget] {
                stack.install(StyleDelta([.set(.views([title, group, ok]))]))
                XCTAssertTrue(stack.arrangesGroups, "\(type(of: group))")
            }
            let hidden: StackView = [.hidden(true)]
            stack.install(StyleDelta([.set(.views([title, hidden]))]))
            XCTAssertTrue(stack.arrangesGroups, "hidden or not: it follows the arranged views only")
            stack.install(StyleDelta([.reset(.arrangedSubviews)]))
            XCTAssertFalse(stack.arrangesGroups)
        }
        try loop.close()
    }

    func testAContainerOfYourOwnIsAGroupWhenItSaysSo() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stack: StackView = [.views([Card(), Label()])]
            XCTAssertTrue(stack.arrangesGroups, "no backend or stack lists the kinds of groups")
        }
        try loop.close()
    }
}

/// A container of a user's own.
@LoopActor
private final class Card: Widget {
    override var isGroup: Bool { true }
}
