// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

// README.md and TestingBindings.md (LoopComposerTesting): an async test; also run by LoopComposerTestingTests.
import LoopComposerTesting   // re-exports Bindings, ComposerModel, Widgets, TerminalBackend
import XCTest

@LoopActor final class GreetingModel { @Observed var name = "World" }

final class GreetingTests: XCTestCase {
    func testTheGreetingFollowsTheName() async throws {
        try await withTestLoop { _ in
            let model = GreetingModel()
            let label = Label()
            label.bind(to: model) { [.text("Hello, \($0.name)")] }
            let terminal = MemoryTerminal(width: 20, height: 1)
            let screen = TerminalScreen(root: [.views([label]), .axis(.vertical)] as StackView, device: terminal)
            try screen.start()
            model.name = "Ada"
            try await screen.nextFrame()            // fails the test, not hangs, if no frame comes
            XCTAssertEqual(label.text, "Hello, Ada")
            XCTAssertEqual(terminal.screenLines, ["Hello, Ada"])
        }
    }
}
