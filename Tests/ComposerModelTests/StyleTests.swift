import ComposerModel
import XCTest

final class StyleTests: XCTestCase {
    func testOrderDoesNotMatterKeysDo() {
        let label: Style = [.text("Hello World"), .textColor(.red)]
        let same: Style = [.textColor(.red), .text("Hello World")]
        XCTAssertEqual(label, same)
        XCTAssertNotEqual(label, [.text("Hello World"), .textColor(.blue)])
        XCTAssertNotEqual(label, [.text("Hello World")])
    }

    func testRepeatedKeyInLiteralKeepsFirstAndRecordsDiagnostic() {
        let foobar: Style = [.text("foo"), .textColor(.red), .text("bar")]
        XCTAssertEqual(foobar.count, 2)
        XCTAssertEqual(foobar[.text], .text("foo"))
        XCTAssertEqual(foobar.diagnostics, [StyleDiagnostic(.duplicateKey(kept: .text("foo"), dropped: .text("bar")))])
        XCTAssertEqual(foobar.diagnostics.first?.message, #"duplicate key text: kept text("foo"), dropped text("bar")"#)
    }

    func testSameValueTwiceIsStillADuplicate() {
        let foofoo: Style = [.text("foo"), .text("foo")]
        XCTAssertEqual(foofoo.count, 1)
        XCTAssertEqual(foofoo.diagnostics.count, 1)
    }

    func testDiagnosticsDoNotTakePartInEquality() {
        let withDuplicate: Style = [.text("foo"), .text("bar")]
        XCTAssertEqual(withDuplicate, [.text("foo")])
    }

    func testTitlesForDifferentStatesAreDifferentKeys() {
        let button: Style = [.title("Login", for: .normal), .title("Logging in...", for: .highlighted)]
        XCTAssertEqual(button.count, 2)
        XCTAssertEqual(button[.title(.highlighted)], .title("Logging in...", for: .highlighted))
        XCTAssertTrue(button.diagnostics.isEmpty)
    }

    func testSetReplacesInPlaceAndRemoveDeletes() {
        var style: Style = [.text("a"), .hidden(false), .width(3)]
        style.set(.hidden(true))
        XCTAssertEqual(style.attributes, [.text("a"), .hidden(true), .width(3)])
        style.removeAttribute(for: .text)
        XCTAssertEqual(style.attributes, [.hidden(true), .width(3)])
        style.set(.text("b"))
        XCTAssertEqual(style.attributes, [.hidden(true), .width(3), .text("b")])
        XCTAssertEqual(style.removeAttribute(for: .width), .width(3))
        XCTAssertNil(style.removeAttribute(for: .width))
        XCTAssertFalse(style.contains(.width))
    }

    func testAttributesInApplyOrderIgnoreLiteralOrder() {
        let style: Style = [.opacity(0.5), .width(10), .text("x"), .identifier("id"), .custom(FooAttribute.foo("f"))]
        XCTAssertEqual(style.attributesInApplyOrder.map(\.key),
                       [.identifier, .text, .width, .opacity, .custom(CustomAttributeKey(FooAttribute.self, name: "foo"))])
    }

    func testDescriptionListsAttributesInGivenOrder() {
        let style: Style = [.text("a"), .hidden(true)]
        XCTAssertEqual(style.description, #"[.text("a"), .hidden(true)]"#)
    }

    func testStyleIsASequenceOfItsAttributes() {
        let style: Style = [.text("a"), .hidden(true)]
        XCTAssertEqual(Array(style), [.text("a"), .hidden(true)])
        XCTAssertEqual(style.keys, [.text, .hidden])
        XCTAssertTrue(Style.empty.isEmpty)
    }

    func testCustomKeysSharingARankAreRepeatedOnlyWhenEqual() {
        let style: Style = [.custom(FooAttribute.foo("a")), .custom(FooAttribute.shiny(true)), .custom(FooAttribute.foo("b"))]
        XCTAssertEqual(style.count, 2)
        XCTAssertEqual(style[Attribute.custom(FooAttribute.foo("x")).key], .custom(FooAttribute.foo("a")))
        XCTAssertEqual(style.diagnostics.count, 1)
    }
}
