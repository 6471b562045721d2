// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import Widgets
import XCTest

// ActionsAndStates.md: actions, control states and shared text styles
@LoopActor
private func actionsSnippet() {
    @LoopActor final class LoginController {
        var attempts = 0
        func loginButtonPressed() { attempts += 1 }
    }

    let controller = LoginController()
    let style: Style = [.textStyle(.bold), .height(1)]
    let loginButton: Button = style <<-
        .states([.normal("Login", .blue), .highlighted("Logging in...", .red)]) <-
        .onPress { [weak controller] in controller?.loginButtonPressed() } <-
        [.color(.green), .borderStyle(.rounded)]
    let textStyle: Style = [.textColor(.cyan), .textStyle(.underline)]   // one style, every widget with text
    let emailField: TextField = textStyle <<- [.placeholder("Email"), .onSubmit { print("submitted \($0)") }]
    let nextButton = Button(style: textStyle <<- .text("Next"))         // .text is a button's normal title

    loginButton.userDidPress()                        // what Enter, Space or a click does
    assert(controller.attempts == 1)
    loginButton.install([.highlighted(true)] as Style)
    assert(loginButton.displayedTitle == "Logging in...")
    assert(nextButton.displayedTitle == "Next" && emailField.textStyle == .underline)
}

final class ActionsSnippetsTests: XCTestCase {
    func testTheActionsSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { actionsSnippet() }
        try loop.close()
    }
}
