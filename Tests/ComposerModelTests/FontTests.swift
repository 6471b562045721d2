import ComposerModel
import XCTest

final class FontTests: XCTestCase {
    func testViewComposerSpellingsBuildTheSameFontsAsTheShortOnes() {
        XCTAssertEqual(Font.boldSystemFont(ofSize: 14), .system(size: 14, weight: .bold))
        XCTAssertEqual(Font.systemFont(ofSize: 12), .system(size: 12))
        XCTAssertEqual(Font.named("Monospace", size: 12), Font(family: "Monospace", size: 12, weight: .regular))
        XCTAssertNotEqual(Font.named("Monospace", size: 12), .system(size: 12))
    }

    func testWeightsMapToCSSNumbersLightestFirst() {
        XCTAssertEqual(Font.Weight.allCases.map(\.numericValue), [100, 200, 300, 400, 500, 600, 700, 800, 900])
        XCTAssertEqual(Font.Weight.regular.numericValue, 400)
        XCTAssertEqual(Font.Weight.bold.numericValue, 700)
    }

    func testSemiboldAndHeavierAreBoldOnATerminal() {
        XCTAssertEqual(Font.Weight.allCases.filter { Font.system(weight: $0).isBold }, [.semibold, .bold, .heavy, .black])
    }

    func testNegativeNaNOrInfiniteSizesAndEmptyFamiliesAreProblems() {
        XCTAssertEqual(Font.system(size: -1).problem, "size is negative (-1.0)")
        XCTAssertEqual(Font.system(size: .nan).problem, "size is NaN")
        XCTAssertEqual(Font.system(size: .infinity).problem, "size is infinite")
        XCTAssertEqual(Font.named("", size: 12).problem, "family is empty")
        XCTAssertNil(Font.system(size: 0).problem)
        XCTAssertNil(Font.system().problem)
    }

    func testFontsDescribeAsWritten() {
        XCTAssertEqual(Font.system(size: 14, weight: .bold).description, ".system(size: 14.0, weight: .bold)")
        XCTAssertEqual(Font.named("Monospace", size: 12).description, ".named(\"Monospace\", size: 12.0)")
        XCTAssertEqual(Font.system().description, ".system()")
        XCTAssertEqual("\(Attribute.font(.boldSystemFont(ofSize: 14)))", "font(.system(size: 14.0, weight: .bold))")
    }

    func testFontIsAnAppearanceKeyInstalledAfterOpacity() {
        XCTAssertEqual(Attribute.font(.system()).key, .font)
        XCTAssertLessThan(AttributeKey.opacity, .font)
        XCTAssertLessThan(AttributeKey.font, .cornerRadius)
        XCTAssertLessThan(AttributeKey.cornerRadius, .borderWidth)
        XCTAssertLessThan(AttributeKey.borderWidth, .clipsToBounds)
        XCTAssertLessThan(AttributeKey.clipsToBounds, .delegate)
    }

    func testFontsWithNaNSizesAreTheSameValueAndHashAlike() {
        let quiet: Style = [.font(.system(size: .nan, weight: .bold))]
        let other: Style = [.font(.system(size: Double(nan: 0, signaling: false), weight: .bold))]
        XCTAssertEqual(quiet, other)
        XCTAssertEqual(quiet.hashValue, other.hashValue)
        XCTAssertTrue(quiet.difference(from: other).isEmpty)
        XCTAssertNotEqual(quiet, [.font(.system(size: .nan, weight: .regular))] as Style)
    }

    func testAFontWithoutASizeDiffersFromOneOfSizeZero() {
        let unsized: Attribute = .font(.system())
        let zero: Attribute = .font(.system(size: 0))
        XCTAssertNotEqual(unsized, zero)
        XCTAssertEqual(Set([unsized, zero, unsized]).count, 2)
    }
}
