import ComposerModel
import XCTest

/// Every operand shape of `<-` and `<<-` builds a value when the context asks for
/// one, merged exactly as the style-returning overload merges.
final class MergeOperatorsConstructionTests: XCTestCase {
    let style: Style = [.text("style"), .color(.red)]
    let optionalStyle: Style? = [.text("optional"), .tintColor(.blue)]
    let attribute: Attribute = .text("attribute")
    let array: [Attribute] = [.text("array"), .width(3)]

    func testSlaveMergeBuildsFromEveryOperandPair() {
        let pairs: [(Built, Style)] = [
            (style <- optionalStyle, style <- optionalStyle),
            (style <- attribute, style <- attribute),
            (style <- array, style <- array),
            (optionalStyle <- style, optionalStyle <- style),
            (attribute <- style, attribute <- style),
            (attribute <- optionalStyle, attribute <- optionalStyle),
            (attribute <- attribute, attribute <- attribute),
            (attribute <- array, attribute <- array),
            (array <- style, array <- style),
            (array <- attribute, array <- attribute),
            (array <- array, array <- array),
        ]
        for (index, (built, expected)) in pairs.enumerated() {
            XCTAssertEqual(built.style, expected, "pair \(index)")
        }
        let fromAttribute: Built = attribute <- style
        XCTAssertEqual(fromAttribute.style, [.text("attribute"), .color(.red)])
    }

    func testMasterMergeBuildsFromEveryOperandPair() {
        let pairs: [(Built, Style)] = [
            (style <<- optionalStyle, style <<- optionalStyle),
            (style <<- attribute, style <<- attribute),
            (style <<- array, style <<- array),
            (optionalStyle <<- style, optionalStyle <<- style),
            (attribute <<- style, attribute <<- style),
            (attribute <<- optionalStyle, attribute <<- optionalStyle),
            (attribute <<- attribute, attribute <<- attribute),
            (attribute <<- array, attribute <<- array),
            (array <<- style, array <<- style),
            (array <<- attribute, array <<- attribute),
            (array <<- array, array <<- array),
        ]
        for (index, (built, expected)) in pairs.enumerated() {
            XCTAssertEqual(built.style, expected, "pair \(index)")
        }
        let fromArray: Built = array <<- style
        XCTAssertEqual(fromArray.style, [.text("style"), .width(3), .color(.red)])
    }

    func testAChainStartingWithAnAttributeBuildsAfterMergingToTheRight() {
        let built: Built = .textColor(.red) <- .text("foo") <<- [.text("bar"), .width(2)]
        XCTAssertEqual(built.style, [.textColor(.red), .text("bar"), .width(2)])
        let literalFirst: Built = [.text("foo")] <- .text("bar") <- style
        XCTAssertEqual(literalFirst.style, [.text("foo"), .color(.red)])
    }

    func testANilOptionalStyleBuildsFromTheOtherSide() {
        let none: Style? = nil
        let built: Built = none <- .text("default")
        XCTAssertEqual(built.style, [.text("default")])
        let overridden: Built = none <<- [.text("a")] <- .text("b")
        XCTAssertEqual(overridden.style, [.text("a")])
    }

    func testWithoutAWidgetContextAMergeIsAStyle() {
        let merged = .text("a") <- style
        XCTAssertEqual(merged, [.text("a"), .color(.red)])
    }
}
