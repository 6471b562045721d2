// The README's async XCTest of a binding ("Testing bindings (async XCTest)"), verbatim:
// the test-support target runs the exact code a new user copies. Tests/READMESnippetsTests
// holds the same copy, which the README check compares with README.md.

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
