import ComposerModel
import XCTest

/// The "Mergeable" section of ViewComposer's README, example by example.
final class StyleMergeTests: XCTestCase {
    func testArrayMergedWithStyleAsSlaveKeepsArrayValue() {
        let foo: [Attribute] = [.text("foo")]
        let bar: Style = [.text("bar"), .color(.red)]

        let fooMerged = foo.merge(slave: bar)
        let barMerged = foo.merge(master: bar)

        XCTAssertEqual(fooMerged, [.text("foo"), .color(.red)])
        XCTAssertEqual(barMerged, [.text("bar"), .color(.red)])
    }

    func testStyleMergedWithSingleAttribute() {
        let foo: Attribute = .text("foo")
        let style: Style = [.text("bar"), .color(.red)]

        let mergeSingleAttribute = style.merge(master: foo)
        XCTAssertEqual(mergeSingleAttribute, [.text("foo"), .color(.red)])
        XCTAssertEqual(style.merge(slave: foo), [.text("bar"), .color(.red)])
    }

    func testStyleMergedWithAttributeArray() {
        let array: [Attribute] = [.text("foo")]
        let style: Style = [.text("bar"), .color(.red)]

        let mergeArray = style.merge(master: array)
        XCTAssertEqual(mergeArray, [.text("foo"), .color(.red)])
    }

    func testSingleAttributeOnTheLeft() {
        let foo: Attribute = .text("foo")
        XCTAssertEqual(foo.merge(slave: [.text("bar"), .hidden(true)]), [.text("foo"), .hidden(true)])
        XCTAssertEqual(foo.merge(master: .text("bar")), [.text("bar")])
    }

    /// `MyViewDefaultingToRed`: an optional style merged with defaults.
    func testOptionalStyleMergedWithDefault() {
        let defaultStyle: Style = [.color(.red)]
        func styleForView(_ style: Style? = nil) -> Style { style.merge(slave: defaultStyle) }

        XCTAssertEqual(styleForView(), [.color(.red)])
        XCTAssertEqual(styleForView([.color(.blue), .text("x")]), [.color(.blue), .text("x")])
        XCTAssertEqual(styleForView([.text("x")]), [.text("x"), .color(.red)])
    }

    /// The README's exact spelling: `style.merge(slave: .default)` on a `Style?`.
    func testOptionalStyleMergedWithStaticDefault() {
        func styleForView(_ style: Style? = nil) -> Style {
            let style = style.merge(slave: .default)
            return style
        }
        XCTAssertEqual(styleForView(), [.color(.red)])
        XCTAssertEqual(styleForView([.color(.blue)]), [.color(.blue)])
    }

    func testNilOnEitherSideIsTheEmptyStyle() {
        let none: Style? = nil
        let style: Style = [.text("a")]
        XCTAssertEqual(none.merge(master: none), Style())
        XCTAssertEqual(style.merge(master: none), style)
        XCTAssertEqual(none.merge(slave: style), style)
    }

    func testMergeKeepsPositionsOfLeftAndAppendsNewKeysInOrder() {
        let left: Style = [.text("a"), .hidden(true)]
        let right: Style = [.width(2), .text("b"), .height(1)]
        XCTAssertEqual(left.merge(master: right).attributes, [.text("b"), .hidden(true), .width(2), .height(1)])
        XCTAssertEqual(left.merge(slave: right).attributes, [.text("a"), .hidden(true), .width(2), .height(1)])
    }

    /// "CAUTION: Avoid arrays with duplicate values": an array with a repeated
    /// key keeps the first value once it becomes a style.
    func testArrayWithDuplicatesKeepsFirstWhenMerged() {
        let foobar: [Attribute] = [.text("foo"), .text("bar")]
        let style = foobar.merge(slave: [])
        XCTAssertEqual(style[.text], .text("foo"))
        XCTAssertEqual(style.diagnostics.count, 1)
    }

    func testDiagnosticsOfBothSidesSurviveAMerge() {
        let left: Style = [.text("a"), .text("b")]
        let right: Style = [.width(1), .width(2)]
        XCTAssertEqual(left.merge(master: right).diagnostics.count, 2)
    }
}

private extension Style {
    static let `default`: Style = [.color(.red)]
}
