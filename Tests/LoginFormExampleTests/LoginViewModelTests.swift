import Bindings
import LoginFormExample
import XCTest

final class LoginViewModelTests: XCTestCase {
    func testLogInIsAllowedOnlyWithAValidEmailAndALongEnoughPassword() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            let cases: [(email: String, password: String, valid: Bool)] = [
                ("", "", false),
                ("ada", "analytical", false),
                ("ada@", "analytical", false),
                ("@example.com", "analytical", false),
                ("ada@example", "analytical", false),
                ("ada@example.", "analytical", false),
                ("ada@example.com", "short", false),
                ("ada@example.com", "12345678", true),
                ("ada@example.com", "analytical", true),
            ]
            for (email, password, valid) in cases {
                model.email = email
                model.password = password
                XCTAssertEqual(model.canLogIn, valid, "\(email) / \(password)")
            }
        }
        try loop.close()
    }

    func testLogInDoesNothingWhileTheInputIsInvalid() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            model.email = "ada"
            model.logIn()
            XCTAssertEqual(model.logInCount, 0)
            XCTAssertEqual(model.message, "")
        }
        try loop.close()
    }
}
