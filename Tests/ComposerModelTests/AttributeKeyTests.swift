import ComposerModel
import LoopComposerTestingCore
import XCTest

final class SomeDelegate: Sendable {
    static let shared = SomeDelegate()
}

final class AttributeKeyTests: XCTestCase {
    /// One attribute per key, listed in the documented apply order.
    static let oneOfEach: [Attribute] = [
        .identifier("id"), .arrangedSubviews([]), .items([]), .segments([]), .content(ViewReference(SomeDelegate.shared)),
        .emphasis(.title1),
        .image(.file("n.png"), for: .normal), .image(.file("h.png"), for: .highlighted),
        .image(.file("d.png"), for: .disabled), .image(.file("s.png"), for: .selected),
        .text("t"), .placeholder("p"),
        .title("n", for: .normal), .title("h", for: .highlighted), .title("d", for: .disabled),
        .secureEntry(true), .editable(true), .numberOfLines(1), .title("s", for: .selected), .image(.file("i.ppm")),
        .range(min: 0, max: 1), .step(1), .value(0), .isOn(true), .progress(0.5), .selectedIndex(0), .animating(true), .contentOffset(0),
        .enabled(true), .hidden(false), .highlighted(true), .selected(true), .states([]),
        .axis(.vertical), .distribution(.fill), .alignment(.center), .spacing(1),
        .margins(.zero), .padding(.zero), .width(1), .height(1), .titleColor(.red, for: .selected),
        .case(.upper), .textAlignment(.center), .textStyle(.bold), .textColor(.red),
        .titleColor(.red, for: .normal), .titleColor(.red, for: .highlighted), .titleColor(.red, for: .disabled),
        .backgroundColor(.blue), .tintColor(.green), .borderStyle(.single), .borderColor(.white), .opacity(1),
        .font(.system()), .cornerRadius(1), .borderWidth(1), .clipsToBounds(true), .contentMode(.center),
        .delegate(SomeDelegate.shared),
        .onPress(EventHandler(SomeDelegate.shared)), .onChange(EventHandler(SomeDelegate.shared)),
        .onSubmit(EventHandler(SomeDelegate.shared)),
        .accessibilityLabel("l"), .accessibilityHint("h"), .accessibilityLabeledBy(ViewReference(SomeDelegate.shared)),
        .accessibilityHidden(true),
        .custom(BarAttribute.foo("b")), .custom(FooAttribute.foo("f")), .custom(FooAttribute.shiny(true)),
    ]

    func testEveryAttributeHasItsOwnKey() {
        let keys = Self.oneOfEach.map(\.key)
        XCTAssertEqual(Set(keys).count, keys.count)
    }

    func testBuiltInKeysHaveDistinctApplyRanks() {
        let builtIn = Self.oneOfEach.map(\.key).filter { if case .custom = $0 { return false } else { return true } }
        XCTAssertEqual(Set(builtIn.map(\.applyRank)).count, builtIn.count)
    }

    func testKeysIgnoreValues() {
        XCTAssertEqual(Attribute.text("a").key, Attribute.text("b").key)
        XCTAssertEqual(Attribute.range(min: 0, max: 1).key, .range)
        XCTAssertEqual(Attribute.title("OK", for: .normal).key, .title(.normal))
        XCTAssertNotEqual(Attribute.title("OK", for: .normal).key, Attribute.title("OK", for: .disabled).key)
    }

    func testApplyOrderIsTheDocumentedOrder() {
        let keys = Self.oneOfEach.map(\.key)
        XCTAssertEqual(keys.sorted(), keys)
        var generator = SplitMix64(seed: 2)
        for _ in 0..<20 {
            XCTAssertEqual(Self.oneOfEach.shuffled(using: &generator).map(\.key).sorted(), keys)
        }
    }

    func testButtonImagesTakeRanksSixToNineInStateOrder() {
        XCTAssertEqual([ControlState.normal, .highlighted, .disabled, .selected].map { AttributeKey.buttonImage($0).applyRank },
                       [6, 7, 8, 9])
        XCTAssertEqual(Attribute.image(.file("a.png"), for: .disabled).key, .buttonImage(.disabled))
        XCTAssertEqual(Attribute.image(.file("a.png"), for: .disabled).applyRank, 8)
        XCTAssertNotEqual(Attribute.image(.file("a.png")).key, Attribute.image(.file("a.png"), for: .normal).key)
    }

    func testContentBeforeLayoutBeforeAppearance() {
        XCTAssertLessThan(AttributeKey.text, .width)
        XCTAssertLessThan(AttributeKey.width, .textColor)
        XCTAssertLessThan(AttributeKey.textColor, .custom(CustomAttributeKey(FooAttribute.self, name: "foo")))
    }

    func testBoundsAndCollectionsBeforeWhatDependsOnThem() {
        XCTAssertLessThan(AttributeKey.range, .value)
        XCTAssertLessThan(AttributeKey.items, .selectedIndex)
        XCTAssertLessThan(AttributeKey.segments, .selectedIndex)
    }

    func testValuesAndSelectionsDependOnTheirBounds() {
        XCTAssertEqual(AttributeKey.range.dependents, [.value])
        XCTAssertEqual(AttributeKey.items.dependents, [.selectedIndex])
        XCTAssertEqual(AttributeKey.segments.dependents, [.selectedIndex])
        XCTAssertEqual(AttributeKey.text.dependents, [])
        for key in Self.oneOfEach.map(\.key) {
            XCTAssertTrue(key.dependents.allSatisfy { key < $0 }, "\(key) must be installed before what depends on it")
        }
    }

    func testOrderIsStrictAndTotal() {
        let keys = Self.oneOfEach.map(\.key)
        for (i, lhs) in keys.enumerated() {
            for (j, rhs) in keys.enumerated() {
                XCTAssertEqual(lhs < rhs, i < j, "\(lhs) < \(rhs)")
            }
        }
    }

    /// A delta holds keys (its resets) beside attributes: a key as small as an attribute
    /// keeps a change three words.
    func testKeyFitsInThreeWords() {
        XCTAssertLessThanOrEqual(MemoryLayout<AttributeKey>.stride, 3 * MemoryLayout<Int>.size)
    }
}
