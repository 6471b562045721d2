import ComposerModel
import XCTest

final class AttributeSameValueTests: XCTestCase {
    /// Every attribute of `oneOfEach`, another value for the same key, and NaNs of several
    /// signs and payloads where the key holds a number.
    static let variants: [Attribute] = AttributeKeyTests.oneOfEach + [
        .identifier("other"), .text("other"), .placeholder("other"), .title("other", for: .normal),
        .title("n", for: .disabled), .textColor(.blue), .backgroundColor(.rgb(red: 1, green: 2, blue: 3)),
        .tintColor(.palette(3)), .borderColor(.red), .titleColor(.blue, for: .normal), .titleColor(.red, for: .disabled),
        .hidden(true), .enabled(false), .isOn(false), .numberOfLines(2), .selectedIndex(3),
        .progress(.nan), .progress(-.nan), .progress(Double(nan: 5, signaling: false)), .progress(-0.0), .progress(0),
        .value(.nan), .value(1), .width(.nan), .width(-0.0), .width(0), .height(.infinity), .opacity(.nan),
        .spacing(-.nan), .range(min: .nan, max: 1), .range(min: -.nan, max: 1),
        .margins(EdgeInsets(all: .nan)), .padding(EdgeInsets(all: 2)), .font(.system(size: .nan)),
        .custom(FooAttribute.foo("g")), .custom(FooAttribute.shiny(false)), .custom(BarAttribute.foo("f")),
        .accessibilityLabel("other"), .accessibilityHint("other"), .accessibilityHidden(false),
        .accessibilityLabeledBy(ViewReference(FooReferent.shared)),
    ]

    /// The definition the fast comparison must agree with: `==`, or NaNs in the same places
    /// (the attributes then describe alike).
    static func referenceSameness(_ lhs: Attribute, _ rhs: Attribute) -> Bool? {
        guard lhs.key == rhs.key else { return nil }
        if lhs == rhs { return true }
        let (left, right) = (String(describing: lhs), String(describing: rhs))
        return left.contains("nan") && right.contains("nan") && left == right
    }

    func testFastComparisonAgreesWithTheDefinitionForEveryPair() {
        for lhs in Self.variants {
            for rhs in Self.variants {
                XCTAssertEqual(lhs.sameValueIfSameKey(as: rhs), Self.referenceSameness(lhs, rhs), "\(lhs) against \(rhs)")
            }
        }
    }

    func testDifferentKeysAreNilNotFalse() {
        XCTAssertNil(Attribute.text("a").sameValueIfSameKey(as: .placeholder("a")))
        XCTAssertNil(Attribute.title("a", for: .normal).sameValueIfSameKey(as: .title("a", for: .selected)))
        XCTAssertNil(Attribute.custom(FooAttribute.foo("a")).sameValueIfSameKey(as: .custom(BarAttribute.foo("a"))))
        XCTAssertEqual(Attribute.text("a").sameValueIfSameKey(as: .text("b")), false)
    }

    func testNaNIsTheSameAsNaNWithTheSameSignAndPayloadOnly() {
        XCTAssertEqual(Attribute.progress(.nan).sameValueIfSameKey(as: .progress(.nan)), true)
        XCTAssertEqual(Attribute.progress(.nan).sameValueIfSameKey(as: .progress(-.nan)), false)
        XCTAssertEqual(Attribute.progress(.nan).sameValueIfSameKey(as: .progress(Double(nan: 5, signaling: false))), false)
        XCTAssertEqual(Attribute.width(-0.0).sameValueIfSameKey(as: .width(0)), true)
    }
}

/// A second object a "labelled by" attribute can reference.
final class FooReferent: Sendable {
    static let shared = FooReferent()
}
