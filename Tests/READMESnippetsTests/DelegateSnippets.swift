// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// ActionsAndStates.md: delegates
@LoopActor
private func delegatesSnippet() {
    @LoopActor final class LoginViewModel: TextFieldDelegate {
        @Observed var email = ""
        @Observed var password = ""
        var canLogIn: Bool { email.contains("@") && password.count >= 8 }
        func logIn() { print("logging in \(email)") }

        func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool { !text.contains(" ") }
        func textFieldDidEndEditing(_ field: TextField) { print("left \(field.identifier ?? "a field")") }
    }

    let model = LoginViewModel()
    let fieldStyle: Style = [.width(32), .borderStyle(.single)]
    let emailField: TextField = fieldStyle <<- [.identifier("email"), .placeholder("Email"), .delegate(model)]
    let passwordField: TextField = fieldStyle <<- [.placeholder("Password"), .secureEntry(true), .delegate(model)]
    let loginButton: Button = [.title("Log in", for: .normal), .title("Log in (fill in both)", for: .disabled)]
    let form: StackView = [.views([emailField, passwordField, loginButton]), .axis(.vertical), .spacing(1)]

    emailField.bindText(to: model, \.email)            // two-way: typing sets the model, the model sets the field
    passwordField.bindText(to: model, \.password)
    loginButton.bind(to: model) { [.enabled($0.canLogIn)] }
    loginButton.onPress { model.logIn() }             // the target: Enter or Space on the terminal

    for key in "ada @example.com" { emailField.userDidType(String(key)) }   // what key presses do; tests too
    assert(model.email == "ada@example.com")          // the delegate refused the space
    assert(form.children.count == 3)
}

// Duplicates.md: duplicates
@LoopActor
private func duplicatesSnippet() {
    let label: Label = [.text("foo"), .text("bar")]   // a mistake: text twice
    assert(label.text == "foo")                        // the first one wins, nothing traps
    print(label.constructionDiagnostics)               // [Label: duplicate key text: kept text("foo"), dropped text("bar")]
    assert(label.constructionDiagnostics.map(\.message) == [#"Label: duplicate key text: kept text("foo"), dropped text("bar")"#])
}

// Duplicates.md: duplicate policies
@LoopActor
private func duplicatePoliciesSnippet() {
    let fromData = Style([.width(12), .width(30)], duplicates: .lastWins)     // a later value overrides, on purpose
    assert(fromData[.width] == .width(30) && fromData.diagnostics.isEmpty)
    let widest = Style([.width(12), .width(30), .width(20)], duplicates: .resolve { first, later in
        if case .width(let a) = first, case .width(let b) = later { return .width(max(a, b)) }
        return first                                   // a result with another key is a diagnostic; the first stays
    })
    let column = Label(style: widest)                  // the widget gets the style as its policy built it
    assert(column.width == 30 && column.constructionDiagnostics.isEmpty)
}

final class DelegateSnippetsTests: XCTestCase {
    func testDelegatesSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { delegatesSnippet() }
        try loop.close()
    }

    func testDuplicatesSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { duplicatesSnippet() }
        try loop.close()
    }

    func testDuplicatePoliciesSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { duplicatePoliciesSnippet() }
        try loop.close()
    }
}
