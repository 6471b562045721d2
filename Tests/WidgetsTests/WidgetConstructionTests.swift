import Bindings
import ComposerModel
import Widgets
import XCTest

/// ViewComposer's construction forms on widgets: literals, styles and merges.
final class WidgetConstructionTests: XCTestCase {
    func testLiteralBuildsAStyledWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.text("Hi"), .textColor(.red)]
            let same: Label = [.textColor(.red), .text("Hi")]
            XCTAssertEqual(label.text, "Hi")
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(same.text, label.text)
            XCTAssertEqual(label.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testMergeBuildsAWidgetFromAPredefinedStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
            let fooLabel: Label = labelStyle <<- .text("Foo")
            let barLabel: Label = labelStyle <<- [.text("Bar"), .textColor(.blue), .color(.red)]
            let defaulted: Label = [.text("Baz")] <- labelStyle
            XCTAssertEqual(fooLabel.text, "Foo")
            XCTAssertEqual(fooLabel.textAlignment, .center)
            XCTAssertEqual(barLabel.textColor, .blue)
            XCTAssertEqual(barLabel.backgroundColor, .red)
            XCTAssertEqual(defaulted.textColor, .red)
            XCTAssertEqual(defaulted.text, "Baz")
        }
        try loop.close()
    }

    func testChainedMergeGroupsToTheRightBeforeBuilding() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let foo: Style = [.text("foo")]
            let bar: Style = [.text("bar")]
            let label: Label = foo <- bar <<- .text("baz")
            XCTAssertEqual(label.text, "foo")
        }
        try loop.close()
    }

    /// ViewComposer's "Passing delegates": a chain starting with an attribute builds a stack.
    func testChainStartingWithAnAttributeBuildsAStack() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let emailField: TextField = [.placeholder("Email")]
            let passwordField: TextField = [.placeholder("Password")]
            let loginButton: Button = [.title("Login", for: .normal)]
            let stackView: StackView = .axis(.vertical) <-
                    .views([emailField, passwordField, loginButton]) <-
                    [.spacing(20), .layoutMargins(all: 20)]
            XCTAssertEqual(stackView.axis, .vertical)
            XCTAssertEqual(stackView.spacing, 20)
            XCTAssertEqual(stackView.margins, EdgeInsets(all: 20))
            XCTAssertEqual(stackView.arrangedWidgets.count, 3)
            XCTAssertEqual(stackView.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testAttributeMergedWithAStyleBuildsALabel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let style: Style = [.text("foo"), .textColor(.red)]
            let label: Label = .text("bar") <- style
            let master: Label = .text("bar") <<- style
            XCTAssertEqual(label.text, "bar")
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(master.text, "foo")
        }
        try loop.close()
    }

    /// ViewComposer's "Predefined styles", with the merge methods instead of the operators.
    func testMergeMethodsBuildALabel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let style: Style = [.textColor(.red), .textAlignment(.center)]
            let fooLabel: Label = style.merge(master: .text("Foo"))
            let label: Label = style.merge(master: [.text("Foo")])
            let foo: [Attribute] = [.text("foo")]
            let bar: Style = [.text("bar"), .color(.red)]
            let fooMerged: Label = foo.merge(slave: bar)
            let barMerged: Label = foo.merge(master: bar)
            XCTAssertEqual(fooLabel.text, "Foo")
            XCTAssertEqual(fooLabel.textAlignment, .center)
            XCTAssertEqual(label.text, "Foo")
            XCTAssertEqual(fooMerged.text, "foo")
            XCTAssertEqual(fooMerged.backgroundColor, .red)
            XCTAssertEqual(barMerged.text, "bar")
        }
        try loop.close()
    }

    /// ViewComposer's `init(_ style: ViewStyle? = nil)` with `style <- .default`, returning the widget.
    func testOptionalStyleChainBuildsTheWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            @LoopActor func makeWarning(_ style: Style? = nil) -> Label { style <- [.textColor(.yellow), .textStyle(.bold)] }
            XCTAssertEqual(makeWarning().textColor, .yellow)
            XCTAssertEqual(makeWarning([.textColor(.red)]).textColor, .red)
            XCTAssertEqual(makeWarning([.textColor(.red)]).textStyle, .bold)
        }
        try loop.close()
    }

    /// ViewComposer's `LoginViewController`: lazy outlets built by literals and chains.
    func testLazyOutletsBuildFromChainsOfEveryShape() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let login = LoginScreen()
            XCTAssertEqual(login.emailField.placeholder, "Email")
            XCTAssertEqual(login.emailField.width, 32)
            XCTAssertEqual(login.loginButton.title(for: .normal), "Login")
            XCTAssertEqual(login.loginButton.backgroundColor, .green)
            XCTAssertEqual(login.loginButton.width, 32)
            XCTAssertEqual(login.stackView.arrangedWidgets.count, 3)
            XCTAssertEqual(login.stackView.spacing, 1)
        }
        try loop.close()
    }

    func testProblemsAnywhereInAChainAreTheBuiltWidgetsDiagnostics() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let style: Style = [.textColor(.red)]
            let repeated: [Attribute] = [.text("a"), .text("b")]
            let label: Label = .placeholder("nope") <- repeated <- style
            XCTAssertEqual(label.text, "a")
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(label.constructionDiagnostics.map(\.kindName), ["duplicateKey", "unsupportedAttribute"])
        }
        try loop.close()
    }

    func testWidgetGetsTheDuplicatePolicyItsStyleWasBuiltWith() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let last = Label(style: Style([.text("foo"), .text("bar")], duplicates: .lastWins))
            let first = Label(style: Style([.text("foo"), .text("bar")]))
            XCTAssertEqual(last.text, "bar")
            XCTAssertEqual(last.constructionDiagnostics, [])
            XCTAssertEqual(first.text, "foo")
            XCTAssertEqual(first.constructionDiagnostics.map(\.kindName), ["duplicateKey"])
        }
        try loop.close()
    }

    func testBadAttributesInAStyleAreKeptAsDiagnostics() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            // A literal would not compile with `.placeholder` (see WidgetAttributeTests);
            // an untyped style is checked at run time instead.
            let label = Label(style: [.text("a"), .text("b"), .placeholder("nope"), .numberOfLines(-2)])
            XCTAssertEqual(label.text, "a")
            XCTAssertEqual(label.constructionDiagnostics.map(\.message), [
                #"Label: duplicate key text: kept text("a"), dropped text("b")"#,
                #"Label: unsupported attribute placeholder("nope") skipped"#,
                "Label: value rejected for numberOfLines(-2): numberOfLines is negative (-2)",
            ])
        }
        try loop.close()
    }
}

private let height: Double = 3
private let style: Style = [.width(32), .height(height)]
private let fieldStyle = style <<- .borderStyle(.single)

/// ViewComposer's `LoginViewController` outlets, every one built by a literal or a chain.
@LoopActor private final class LoginScreen {
    lazy var emailField: TextField = fieldStyle <<- [.placeholder("Email")]
    lazy var passwordField: TextField = fieldStyle <<- [.placeholder("Password"), .secureEntry(true)]

    // can line break merge
    lazy var loginButton: Button = style <<-
            .title("Login", for: .normal) <-
            .titleColor(.blue, for: .normal) <-
            [.color(.green), .borderStyle(.rounded)]

    lazy var stackView: StackView = .axis(.vertical) <-
            .views([self.emailField, self.passwordField, self.loginButton]) <-
            [.spacing(1), .layoutMargins(all: 1)]
}
