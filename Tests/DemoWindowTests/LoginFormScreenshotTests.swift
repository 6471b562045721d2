import LoginFormExample
import XCTest

/// The login form in its GTK window, photographed after its first frame.
final class LoginFormScreenshotTests: XCTestCase {
    func testLoginFormWindowRendersItsWidgets() throws {
        let screenshot = Screenshot(name: "login-form")
        try runWithDisplay {
            let message = try LoginFormApp.runInWindow { window in screenshot.take(of: window) }
            XCTAssertEqual(message, "", "nobody logged in")
        }
        try screenshot.check(minimumWidth: 200, minimumHeight: 100)
    }
}
