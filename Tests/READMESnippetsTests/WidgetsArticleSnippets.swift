// The code of the Widgets catalog's landing page and GettingStarted.md, verbatim
// (READMESnippetsTests checks that every ```swift block of the documentation appears in
// this target). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import Widgets
import XCTest

/// The view model the landing page's form is bound to.
@LoopActor
private final class SignInModel: TextFieldDelegate {
    @Observed var email = ""
    var canLogIn: Bool { email.contains("@") }
    private(set) var logIns = 0
    func logIn() { logIns += 1 }
}

// Widgets.md: overview
@LoopActor
private func widgetsOverviewSnippet(model: SignInModel) -> StackView {
    let email: TextField = [.placeholder("Email"), .delegate(model)]
    let login: Button = [.title("Log in", for: .normal)]
    let form: StackView = [.views([email, login]), .axis(.vertical), .spacing(1)]

    email.bindText(to: model, \.email)
    login.bind(to: model) { [.enabled($0.canLogIn)] }
    login.onPress { model.logIn() }
    return form
}

// GettingStarted.md: literals
@LoopActor
private func widgetLiteralsSnippet() -> (Label, Label) {
    let title: Label = [.text("Jobs"), .textStyle(.bold)]
    let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
    let fooLabel: Label = labelStyle <<- .text("Foo")     // a merge that builds a widget
    return (title, fooLabel)
}

final class WidgetsArticleSnippetsTests: XCTestCase {
    func testTheOverviewsFormEnablesLogInForAnEmail() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = SignInModel()
            let form = widgetsOverviewSnippet(model: model)
            let email = form.children[0] as? TextField
            let login = form.children[1] as? Button
            email?.userDidType("ada@example.com")
            loop.runOnce()
            XCTAssertEqual(login?.isEnabled, true)
            login?.userDidPress()
            XCTAssertEqual(model.logIns, 1)
        }
        try loop.close()
    }

    func testTheLiteralsSnippetBuildsStyledLabels() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let (title, fooLabel) = widgetLiteralsSnippet()
            XCTAssertEqual(title.textStyle, .bold)
            XCTAssertEqual(fooLabel.text, "Foo")
            XCTAssertEqual(fooLabel.textColor, .red)
        }
        try loop.close()
    }
}
