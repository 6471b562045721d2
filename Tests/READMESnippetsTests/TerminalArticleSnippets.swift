// The code of the TerminalBackend catalog's landing page, GettingStarted.md and
// WidgetsOfYourOwn.md, verbatim (READMESnippetsTests checks that every ```swift block of
// the documentation appears in this target). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// TerminalBackend.md: overview (compiled only: it runs until a key quits it)
@LoopActor
private func terminalOverviewSnippet(root: StackView, loop: EventLoop) throws {
    let app = try TerminalApp(root: root, loop: loop)
    app.quitKeys.append(.character("q"))
    try app.run()
}

// GettingStarted.md: running (a main.swift: compiled only, it runs until Ctrl-C)
private func terminalGettingStartedSnippet() throws {
    let loop = try EventLoop()
    let app = try LoopActor.assumeIsolated { () throws -> TerminalApp in
        let label: Label = [.text("Hello"), .borderStyle(.rounded)]
        let root: StackView = [.views([label])]
        return try TerminalApp(root: root, loop: loop)
    }
    try app.run()      // until Ctrl-C, SIGINT or SIGTERM; the terminal is restored
    try loop.close()
}

// WidgetsOfYourOwn.md: composables
final class ProfileCard: Widget, @LoopActor Composable {
    nonisolated let nameLabel: Label              // addressed by key path: a nonisolated let
    nonisolated let ageLabel: Label

    override class var defaultStyle: Style { [.borderStyle(.rounded), .padding(all: 1)] }

    override init() {
        (nameLabel, ageLabel) = (Label(), Label())   // before super.init(), which applies the defaults
        super.init()
        addChild(nameLabel)
        addChild(ageLabel)
    }
}

@LoopActor
private func profileCardSnippet() -> ProfileCard {
    let card: ProfileCard = [.width(24)]                 // rounded, padded, 24 wide
    WidgetComponent<ProfileCard>().withChildren(.child(\.nameLabel, styles: .text("Ada"))).configure(card)
    return card
}

final class TerminalArticleSnippetsTests: XCTestCase {
    func testTheProfileCardTakesItsDefaultsAndItsChildren() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let card = profileCardSnippet()
            XCTAssertEqual(card.borderStyle, .rounded)
            XCTAssertEqual(card.width, 24)
            XCTAssertEqual(card.nameLabel.text, "Ada")
        }
        try loop.close()
    }
}
