import ComposerModel
import XCTest

/// The "Merge operators `<-` and `<<-`" and "Predefined styles" sections of
/// ViewComposer's README, and every combination of operand types.
final class MergeOperatorsTests: XCTestCase {
    let foo: Style = [.text("foo")]
    let bar: Style = [.text("bar")]

    func testOperatorsMatchMergeFunctions() {
        let foo: Style = [.text("foo")]
        let bar: Style = [.text("bar"), .color(.red)]

        let fooMerged = foo <- bar
        let barMerged = foo <<- bar

        XCTAssertEqual(fooMerged, [.text("foo"), .color(.red)])
        XCTAssertEqual(barMerged, [.text("bar"), .color(.red)])
    }

    func testResult1MasterChain() {
        let result1 = foo <<- bar <<- .text("baz")
        XCTAssertEqual(result1, [.text("baz")])
    }

    func testResult2SlaveChain() {
        let result2 = foo <- bar <- .text("baz")
        XCTAssertEqual(result2, [.text("foo")])
    }

    func testResult3MasterThenSlave() {
        let result3 = foo <<- bar <- .text("baz")
        XCTAssertEqual(result3, [.text("bar")])
    }

    func testResult4rGroupsToTheRight() {
        let result4r = foo <- bar <<- .text("baz")
        XCTAssertEqual(result4r, [.text("foo")])
        XCTAssertEqual(result4r, foo <- (bar <<- .text("baz")))
    }

    func testResult4lWouldNeedExplicitLeftGrouping() {
        let result4l = (foo <- bar) <<- .text("baz")
        XCTAssertEqual(result4l, [.text("baz")])
        XCTAssertNotEqual(result4l, foo <- bar <<- .text("baz"))
    }

    /// `MyViewDefaultingToRed` rewritten with the operator.
    func testOptionalStyleOnTheLeft() {
        func styleForView(_ style: Style? = nil) -> Style { style <- .default }
        XCTAssertEqual(styleForView(), [.color(.red)])
        XCTAssertEqual(styleForView([.color(.green)]), [.color(.green)])
    }

    func testPredefinedStyles() {
        let labelStyle: Style = [.textColor(.red), .textAlignment(.center), .textStyle(.bold)]

        let fooLabel = labelStyle <<- .text("Foo")
        let barLabel = labelStyle <<- [.text("Bar"), .textColor(.blue), .color(.red)]
        let bazLabel = labelStyle <<- [.text("Baz"), .textAlignment(.left), .color(.green), .textStyle([.bold, .underline])]

        XCTAssertEqual(fooLabel, [.text("Foo"), .textColor(.red), .textAlignment(.center), .textStyle(.bold)])
        XCTAssertEqual(barLabel, [.text("Bar"), .textColor(.blue), .color(.red), .textAlignment(.center), .textStyle(.bold)])
        XCTAssertEqual(bazLabel, [.text("Baz"), .textColor(.red), .textAlignment(.leading), .color(.green), .textStyle([.bold, .underline])])
    }

    /// "Passing delegates": chains spanning lines and mixing operand types.
    func testLoginFormChains() {
        let height: Double = 3
        let style: Style = [.textStyle(.bold), .height(height)]
        let fieldStyle = style <<- .borderStyle(.single)

        let emailField = fieldStyle <<- [.placeholder("Email"), .identifier("email")]
        let loginButton = style <<-
            [.title("Login", for: .normal), .titleColor(.blue, for: .normal),
             .title("Logging in...", for: .highlighted), .titleColor(.red, for: .highlighted)] <-
            .enabled(true) <-
            [.color(.green), .borderStyle(.rounded)]
        let stack = .axis(.vertical) <- .spacing(1) <- [.layoutMargins(all: 2), .height(height * 4)]

        XCTAssertEqual(emailField, [.textStyle(.bold), .height(3), .borderStyle(.single), .placeholder("Email"), .identifier("email")])
        XCTAssertEqual(loginButton.count, 9)
        XCTAssertEqual(loginButton[.title(.highlighted)], .title("Logging in...", for: .highlighted))
        XCTAssertEqual(loginButton[.borderStyle], .borderStyle(.rounded))
        XCTAssertEqual(stack, [.axis(.vertical), .spacing(1), .margins(EdgeInsets(all: 2)), .height(12)])
    }

    func testEveryCombinationOfOperandTypes() {
        let style: Style = [.text("s")]
        let optional: Style? = [.text("o")]
        let attribute: Attribute = .text("a")
        let array: [Attribute] = [.text("r")]

        XCTAssertEqual(style <- optional, [.text("s")])
        XCTAssertEqual(style <- attribute, [.text("s")])
        XCTAssertEqual(style <- array, [.text("s")])
        XCTAssertEqual(optional <- style, [.text("o")])
        XCTAssertEqual(attribute <- style, [.text("a")])
        XCTAssertEqual(attribute <- attribute, [.text("a")])
        XCTAssertEqual(attribute <- array, [.text("a")])
        XCTAssertEqual(array <- optional, [.text("r")])
        XCTAssertEqual(array <- attribute, [.text("r")])
        XCTAssertEqual(array <- array, [.text("r")])

        XCTAssertEqual(style <<- optional, [.text("o")])
        XCTAssertEqual(style <<- attribute, [.text("a")])
        XCTAssertEqual(style <<- array, [.text("r")])
        XCTAssertEqual(optional <<- style, [.text("s")])
        XCTAssertEqual(attribute <<- style, [.text("s")])
        XCTAssertEqual(attribute <<- .text("b"), [.text("b")])
        XCTAssertEqual(attribute <<- array, [.text("r")])
        XCTAssertEqual(array <<- optional, [.text("o")])
        XCTAssertEqual(array <<- attribute, [.text("a")])
        XCTAssertEqual(array <<- [.text("b")], [.text("b")])
    }

    func testMergeBindsLooserThanNilCoalescingAndCasts() {
        let missing: Style? = nil
        let style: Style = [.text("s")]
        XCTAssertEqual(missing ?? .empty <- style, [.text("s")])
        XCTAssertEqual(style <- [.text("t"), .hidden(true)] as Style, [.text("s"), .hidden(true)])
    }

    func testMergeBindsLooserThanArithmetic() {
        let width: Double = 4
        let style = .width(width + 2) <- [.height(width * 2)]
        XCTAssertEqual(style, [.width(6), .height(8)])
    }
}

private extension Style {
    static let `default`: Style = [.color(.red)]
}
