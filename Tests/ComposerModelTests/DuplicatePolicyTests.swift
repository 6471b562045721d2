import ComposerModel
import XCTest

final class DuplicatePolicyTests: XCTestCase {
    /// Keeps the larger of two widths: the merging resolver of the examples.
    private static let widest = DuplicatePolicy.resolve { first, later in
        if case .width(let a) = first, case .width(let b) = later { return .width(max(a, b)) }
        return first
    }

    func testDefaultPolicyKeepsFirstAndRecordsDiagnostic() {
        let style = Style([.text("foo"), .hidden(true), .text("bar")])
        XCTAssertEqual(style.attributes, [.text("foo"), .hidden(true)])
        XCTAssertEqual(style.diagnostics, [StyleDiagnostic(.duplicateKey(kept: .text("foo"), dropped: .text("bar")))])
    }

    func testExplicitFirstWinsMatchesTheLiteral() {
        let explicit = Style([.text("foo"), .text("bar"), .text("baz")], duplicates: .firstWins)
        let literal: Style = [.text("foo"), .text("bar"), .text("baz")]
        XCTAssertEqual(explicit.attributes, literal.attributes)
        XCTAssertEqual(explicit.diagnostics, literal.diagnostics)
        XCTAssertEqual(explicit.diagnostics.count, 2)
    }

    func testLastWinsKeepsTheLastValueAtTheFirstPositionWithoutDiagnostic() {
        let style = Style([.text("foo"), .hidden(true), .text("bar"), .text("baz")], duplicates: .lastWins)
        XCTAssertEqual(style.attributes, [.text("baz"), .hidden(true)])
        XCTAssertEqual(style.diagnostics, [])
    }

    func testResolverMergesBothValues() {
        let style = Style([.width(12), .text("a"), .width(30), .width(20)], duplicates: Self.widest)
        XCTAssertEqual(style.attributes, [.width(30), .text("a")])
        XCTAssertEqual(style.diagnostics, [])
    }

    func testResolverReceivesTheValueKeptSoFarAndTheLaterOne() {
        let joined = Style([.text("a"), .text("b"), .text("c")], duplicates: .resolve { first, later in
            if case .text(let kept) = first, case .text(let next) = later { return .text(kept + "+" + next) }
            return first
        })
        XCTAssertEqual(joined[.text], .text("a+b+c"))
    }

    func testResolverReturningAnotherKeyKeepsFirstAndRecordsDiagnostic() {
        let style = Style([.text("foo"), .text("bar")], duplicates: .resolve { _, _ in .hidden(true) })
        XCTAssertEqual(style.attributes, [.text("foo")])
        XCTAssertEqual(style.diagnostics, [StyleDiagnostic(.resolverChangedKey(kept: .text("foo"), resolved: .hidden(true)))])
        XCTAssertEqual(
            style.diagnostics.first?.message,
            #"duplicate key text: the resolver returned hidden(true), another key; kept text("foo")"#
        )
    }

    func testResolverIsNotCalledWithoutRepeatedKeys() {
        let style = Style([.text("foo"), .width(3)], duplicates: .resolve { _, _ in
            XCTFail("no key is repeated")
            return .hidden(true)
        })
        XCTAssertEqual(style.attributes, [.text("foo"), .width(3)])
    }

    func testPoliciesSideBySideDoNotAffectEachOther() {
        let given: [Attribute] = [.width(12), .width(30), .width(20)]
        let last = Style(given, duplicates: .lastWins)
        let widest = Style(given, duplicates: Self.widest)
        let first = Style(given)
        let literal: Style = [.width(12), .width(30), .width(20)]
        XCTAssertEqual(last[.width], .width(20))
        XCTAssertEqual(widest[.width], .width(30))
        XCTAssertEqual(first[.width], .width(12))
        XCTAssertEqual(literal[.width], .width(12))
        XCTAssertEqual(first.diagnostics.count, 2)
        XCTAssertEqual(last.diagnostics.count + widest.diagnostics.count, 0)
    }
}
