import Bindings
import LoginFormExample
import Widgets
import XCTest

/// The form on a real loop, driven as a user would (typing, leaving fields, pressing).
final class LoginFormViewTests: XCTestCase {
    func testTheButtonIsEnabledOnlyWhileTheInputIsValid() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            let view = LoginFormView(model: model)
            loop.runOnce()
            XCTAssertFalse(view.logIn.isEnabled, "empty fields")

            LoginFormApp.perform(.type("ada@example.com", into: .email), on: view)
            loop.runOnce()
            XCTAssertEqual(model.email, "ada@example.com", "typing reaches the model")
            XCTAssertFalse(view.logIn.isEnabled, "no password yet")

            LoginFormApp.perform(.type("analytical", into: .password), on: view)
            loop.runOnce()
            XCTAssertTrue(view.logIn.isEnabled, "both valid")

            LoginFormApp.perform(.deleteBackward(3, in: .password), on: view)
            loop.runOnce()
            XCTAssertEqual(model.password, "analyti")
            XCTAssertFalse(view.logIn.isEnabled, "password too short again")

            view.logIn.userDidPress()
            loop.runOnce()
            XCTAssertEqual(model.logInCount, 0, "a disabled button does not press")
        }
        try loop.close()
    }

    func testTheDelegateRefusesSpacesAndOverlongTextAndMarksLeftFields() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            let view = LoginFormView(model: model)
            loop.runOnce()
            LoginFormApp.perform(.type("a d", into: .email), on: view)
            XCTAssertEqual(view.email.text, "ad", "the space was refused")
            LoginFormApp.perform(.type(String(repeating: "x", count: 70), into: .password), on: view)
            XCTAssertEqual(view.password.text.count, LoginViewModel.maximumLength)

            LoginFormApp.perform(.leave(.email), on: view)
            loop.runOnce()
            XCTAssertEqual(view.message.text, "Enter an email like ada@example.com", "the hint appears once the field is left")
        }
        try loop.close()
    }

    func testTheModelReachesTheFieldsAndTheFieldsDoNotEchoBack() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            let view = LoginFormView(model: model)
            var edits: [String] = []
            view.email.onTextChanged { edits.append($0) }
            model.email = "grace@example.com"
            loop.runOnce()
            XCTAssertEqual(view.email.text, "grace@example.com")
            XCTAssertEqual(edits, [], "an install is not a user edit")
        }
        try loop.close()
    }

    func testTheHeadlessRunLogsInOnlyAfterTheInputBecomesValid() throws {
        let lines = try LoginFormApp.runHeadless(steps: LoginStep.demo)
        XCTAssertEqual(lines.count, LoginStep.demo.count + 2)
        XCTAssertTrue(lines[0].hasPrefix("start → [Log in (fill in both fields)] disabled"), lines[0])
        XCTAssertTrue(lines[2].contains("\"Enter an email like ada@example.com\""), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("press Log in → [Log in (fill in both fields)] disabled"), lines[3])
        XCTAssertTrue(lines[7].hasPrefix(#"type "-sauce" into password → [Log in] enabled"#), lines[7])
        XCTAssertTrue(lines[8].contains("\"Logged in as ada@example.com\""), lines[8])
        XCTAssertEqual(lines.last, "final: 1 log-in")
    }
}
