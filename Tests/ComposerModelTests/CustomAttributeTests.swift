import ComposerModel
import LoopComposerTestingCore
import XCTest

/// ViewComposer's "Custom attribute" section, ported: `FooAttribute` and `FooLabel`.
final class CustomAttributeTests: XCTestCase {
    let fooKey = AttributeKey.custom(CustomAttributeKey(FooAttribute.self, name: "foo"))

    func testKeyNameDefaultsToTheCaseName() {
        XCTAssertEqual(FooAttribute.foo("x").keyName, "foo")
        XCTAssertEqual(FooAttribute.shiny(true).keyName, "shiny")
        XCTAssertEqual(Attribute.custom(FooAttribute.foo("x")).key, fooKey)
    }

    func testKeyNameIgnoresACustomDescription() {
        enum Described: CustomAttribute, CustomStringConvertible {
            case foo(String)
            var description: String { "foo = …" }
        }
        XCTAssertEqual(Described.foo("x").keyName, "foo")
        XCTAssertEqual([.custom(Described.foo("a"))] <<- .custom(Described.foo("b")), [.custom(Described.foo("b"))])
    }

    func testFamiliesWithTheSameKeyNameDoNotCollide() {
        let style: Style = [.custom(FooAttribute.foo("a")), .custom(BarAttribute.foo("b"))]
        XCTAssertEqual(style.count, 2)
        XCTAssertTrue(style.diagnostics.isEmpty)
    }

    func testKeysMadeApartAreEqualHashAlikeAndReadBackTheirNames() {
        let first = CustomAttributeKey(FooAttribute.self, name: "foo")
        let second = CustomAttributeKey(FooAttribute.self, name: "foo")
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertFalse(first < second || second < first)
        XCTAssertNotEqual(first, CustomAttributeKey(FooAttribute.self, name: "shiny"))
        XCTAssertNotEqual(first, CustomAttributeKey(BarAttribute.self, name: "foo"))
        XCTAssertEqual(first.name, "foo")
        XCTAssertEqual(first.familyName, FooAttribute.familyName)
        XCTAssertEqual(first.description, "\(FooAttribute.familyName).foo")
    }

    func testCustomAttributesMergeAutomatically() {
        let base: Style = [.custom(FooAttribute.foo("Foo")), .custom(FooAttribute.shiny(true)), .textColor(.red)]
        let merged = base <<- .custom(FooAttribute.foo("Foobar"))
        XCTAssertEqual(merged, [.custom(FooAttribute.foo("Foobar")), .custom(FooAttribute.shiny(true)), .textColor(.red)])
        XCTAssertEqual(base <- .custom(FooAttribute.foo("Foobar")), base)
    }

    func testCustomValuesCompareByFamilyAndValue() {
        XCTAssertEqual(Attribute.custom(FooAttribute.foo("a")), .custom(FooAttribute.foo("a")))
        XCTAssertNotEqual(Attribute.custom(FooAttribute.foo("a")), .custom(FooAttribute.foo("b")))
        XCTAssertNotEqual(Attribute.custom(FooAttribute.foo("a")), .custom(BarAttribute.foo("a")))
    }

    func testDroppedCustomAttributeIsReset() {
        let old: Style = [.custom(FooAttribute.foo("a")), .custom(FooAttribute.shiny(true))]
        let new: Style = [.custom(FooAttribute.foo("b"))]
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.changes, [.set(.custom(FooAttribute.foo("b"))),
                                       .reset(.custom(CustomAttributeKey(FooAttribute.self, name: "shiny")))])
    }

    /// ViewComposer's `FooStyle` container: here a family's attributes become
    /// ordinary attributes, one per key, so they merge with everything else.
    func testFooStyleContainerMergesWithStandardAttributes() {
        let fooStyle = FooStyle([.foo("Foobar"), .shiny(true)])
        let style = fooStyle.merge(slave: [.textColor(.red), .color(.cyan)])
        let fooLabel = FooLabel(style)
        XCTAssertEqual(fooLabel.foo, "Foobar")
        XCTAssertTrue(fooLabel.isShiny)
        XCTAssertEqual(fooLabel.own, [.textColor(.red), .color(.cyan), .textAlignment(.center)])
    }

    func testFooLabelCombinesCustomAndStandardAttributes() {
        let fooLabel = FooLabel([.custom(FooAttribute.foo("Foobar")), .textColor(.red), .color(.cyan)])
        XCTAssertEqual(fooLabel.foo, "Foobar")
        XCTAssertEqual(fooLabel.label.shown[.text], .text("Foobar"))
        XCTAssertEqual(fooLabel.own, [.textColor(.red), .color(.cyan), .textAlignment(.center)])
        XCTAssertEqual(fooLabel.label.shown[.textColor], .textColor(.red))
    }

    func testFooLabelDefaultsApplyWithoutAStyle() {
        let fooLabel = FooLabel()
        XCTAssertNil(fooLabel.foo)
        XCTAssertEqual(fooLabel.own, [.textAlignment(.center)])
        XCTAssertEqual(fooLabel.label.shown, [.textAlignment(.center), .textColor(.red)])
    }

    func testFooLabelResetsCustomKeyDroppedByADelta() {
        let old: Style = [.custom(FooAttribute.foo("Foobar")), .custom(FooAttribute.shiny(true))]
        let fooLabel = FooLabel(old)
        XCTAssertTrue(fooLabel.isShiny)
        fooLabel.install(Style([.custom(FooAttribute.shiny(true))]).difference(from: old))
        XCTAssertNil(fooLabel.foo)
        XCTAssertNil(fooLabel.label.shown[.text])
        XCTAssertTrue(fooLabel.isShiny)
    }

    func testUnknownFamilyIsReportedUnsupported() {
        let fooLabel = FooLabel()
        let report = fooLabel.install([.custom(BarAttribute.foo("x"))] as Style)
        XCTAssertEqual(report.setCount, 0)
        XCTAssertEqual(report.diagnostics.map(\.message), [#"FooLabel: unsupported attribute custom(foo("x")) skipped"#])
    }
}
