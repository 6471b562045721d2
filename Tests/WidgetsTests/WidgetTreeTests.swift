import Bindings
import ComposerModel
import Widgets
import XCTest

final class WidgetTreeTests: XCTestCase {
    func testArrangedSubviewsBecomeChildrenInOrder() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Login"), .identifier("title")]
            let email: TextField = [.placeholder("Email"), .identifier("email")]
            let login: Button = [.title("Login", for: .normal), .identifier("login")]
            let form: StackView = [.views([title, email, login]), .axis(.vertical)]
            XCTAssertEqual(form.children.map(\.identifier), ["title", "email", "login"])
            XCTAssertTrue(email.parent === form)
            XCTAssertTrue(login.root === form)
            XCTAssertTrue(form.widget(withIdentifier: "login") === login)
            form.install(Style([.views([login])]).difference(from: [.views([title, email, login])]))
            XCTAssertEqual(form.children.map(\.identifier), ["login"])
            XCTAssertNil(title.parent)
        }
        try loop.close()
    }

    func testFocusMovesThroughVisibleEnabledControlsAndWraps() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Login")]
            let email: TextField = [.identifier("email")]
            let password: TextField = [.identifier("password"), .enabled(false)]
            let remember: Switch = [.identifier("remember"), .hidden(true)]
            let login: Button = [.identifier("login")]
            let form: StackView = [.views([title, email, password, remember, login])]
            XCTAssertEqual(form.focusOrder.map(\.identifier), ["email", "login"])
            XCTAssertNil(form.focused)
            XCTAssertTrue(form.focusNext() === email)
            XCTAssertTrue(email.isFocused)
            XCTAssertTrue(form.focusNext() === login)
            XCTAssertTrue(form.focusNext() === email, "wraps around")
            XCTAssertTrue(form.focusPrevious() === login)
            XCTAssertFalse(title.becomeFocused(), "labels take no focus")
            XCTAssertFalse(password.becomeFocused(), "disabled controls take no focus")
            XCTAssertTrue(login.isFocused, "one focused widget per tree")
            login.removeFromParent()
            XCTAssertNil(form.focused, "a removed widget takes its focus with it")
        }
        try loop.close()
    }

    func testEachAncestorHearsOfTheFocusInnermostFirst() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var heard: [String] = []
            let field: TextField = [.identifier("field")]
            let inner = FocusListener()
            let outer = FocusListener()
            inner.heard = { heard.append("inner heard \($0.identifier ?? "?")") }
            outer.heard = { heard.append("outer heard \($0.identifier ?? "?")") }
            inner.addChild(field)
            outer.addChild(inner)
            XCTAssertTrue(field.becomeFocused())
            XCTAssertEqual(heard, ["inner heard field", "outer heard field"])
            XCTAssertTrue(field.becomeFocused())
            XCTAssertEqual(heard.count, 2, "the focus did not move: nothing to hear")
        }
        try loop.close()
    }

    func testInitialFocusGoesToTheFirstControlThatCanTakeIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Login")]
            let disabled: Button = [.identifier("disabled"), .enabled(false)]
            let email: TextField = [.identifier("email")]
            let login: Button = [.identifier("login")]
            let form: StackView = [.views([title, disabled, email, login])]
            XCTAssertTrue(form.assignInitialFocus() === email, "labels and disabled controls are skipped")
            XCTAssertTrue(email.isFocused)
            XCTAssertTrue(login.assignInitialFocus() === email, "any widget of the tree answers for the tree")
        }
        try loop.close()
    }

    func testInitialFocusKeepsTheAppsOwnChoice() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let email: TextField = [.identifier("email")]
            let login: Button = [.identifier("login")]
            let form: StackView = [.views([email, login])]
            XCTAssertTrue(login.becomeFocused())
            XCTAssertTrue(form.assignInitialFocus() === login)
            XCTAssertTrue(login.isFocused)
        }
        try loop.close()
    }

    func testInitialFocusLeavesAWidgetThatCanNoLongerTakeIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let email: TextField = [.identifier("email")]
            let login: Button = [.identifier("login")]
            let form: StackView = [.views([email, login])]
            XCTAssertTrue(login.becomeFocused())
            login.install([.enabled(false)] as Style)
            XCTAssertTrue(form.assignInitialFocus() === email, "a disabled widget cannot keep the focus it had")
            email.install([.hidden(true)] as Style)
            XCTAssertNil(form.assignInitialFocus(), "nothing can take focus")
            XCTAssertNil(form.focused)
        }
        try loop.close()
    }

    func testAStackCannotContainItselfOrAnAncestor() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let inner: StackView = []
            let outer: StackView = [.views([inner])]
            let report = inner.install([.views([outer, inner])] as Style)
            XCTAssertTrue(inner.children.isEmpty)
            XCTAssertTrue(inner.parent === outer)
            XCTAssertEqual(report.diagnostics.count, 1)
            XCTAssertTrue(report.diagnostics[0].message.contains("cannot contain itself"), report.diagnostics[0].message)
        }
        try loop.close()
    }
}

/// A container of one's own that hears of the focus moving into it.
@LoopActor
private final class FocusListener: Widget {
    var heard: (Widget) -> Void = { _ in }

    override func descendantDidTakeFocus(_ descendant: Widget) {
        heard(descendant)
    }
}
