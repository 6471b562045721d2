import ComposerModel
import XCTest

final class AttributeConveniencesTests: XCTestCase {
    func testViewComposerSpellingsBuildStandardAttributes() {
        XCTAssertEqual(Attribute.color(.red), .backgroundColor(.red))
        XCTAssertEqual(Attribute.alpha(0.5), .opacity(0.5))
        XCTAssertEqual(Attribute.on(true), .isOn(true))
        XCTAssertEqual(Attribute.layoutMargins(all: 2), .margins(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)))
        XCTAssertEqual(Attribute.padding(all: 1), .padding(EdgeInsets(all: 1)))
        XCTAssertEqual(Attribute.range(0...10), .range(min: 0, max: 10))
    }

    func testViewsAttributeReferencesWidgetsInOrder() {
        final class Widget: Sendable {}
        let foo = Widget()
        let bar = Widget()
        let stack: Style = [.views([foo, bar]), .axis(.vertical), .distribution(.fillEqually)]
        XCTAssertEqual(stack[.arrangedSubviews], .arrangedSubviews([ViewReference(foo), ViewReference(bar)]))
        XCTAssertNotEqual(stack[.arrangedSubviews], .views([bar, foo]))
    }

    func testSwiftGenStyleExtensionsComposeWithLiterals() {
        let label: Style = [.foo("Hello"), .textColor(.red)]
        XCTAssertEqual(label[.custom(CustomAttributeKey(FooAttribute.self, name: "foo"))], .custom(FooAttribute.foo("Hello")))
    }
}
