import ComposerModel
import XCTest

final class StyleDifferenceTests: XCTestCase {
    func testDeltaFromAStyleToItselfIsEmpty() {
        let style: Style = [.text("a"), .textColor(.red), .width(3)]
        XCTAssertTrue(style.difference(from: style).isEmpty)
        XCTAssertTrue(style.difference(from: [.width(3), .textColor(.red), .text("a")]).isEmpty)
    }

    /// Found by the FuzzStyleDelta fuzzer: NaN is not equal to itself, so a
    /// value that stayed NaN was installed again at every flush.
    func testValueThatStaysNaNIsNotInstalledAgain() {
        let style: Style = [.progress(.nan), .range(min: 0, max: .nan), .margins(EdgeInsets(all: .nan)), .text("a")]
        XCTAssertTrue(style.difference(from: style).isEmpty)
        XCTAssertEqual(style, style)
        let changed: Style = [.progress(0.5), .range(min: 0, max: .nan), .margins(EdgeInsets(all: .nan)), .text("a")]
        XCTAssertEqual(changed.difference(from: style).sets, [.progress(0.5)])
        XCTAssertNotEqual(changed, style)
    }

    func testOnlyChangedAndAddedAttributesAreSet() {
        let old: Style = [.text("Count: 1"), .textColor(.green)]
        let new: Style = [.text("Count: 2"), .textColor(.green), .textStyle(.bold)]
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.sets, [.text("Count: 2"), .textStyle(.bold)])
        XCTAssertEqual(delta.resets, [])
    }

    func testRemovedAttributeIsResetToDefault() {
        let old: Style = [.text("a"), .hidden(true), .opacity(0.5)]
        let new: Style = [.text("a")]
        XCTAssertEqual(new.difference(from: old).changes, [.reset(.hidden), .reset(.opacity)])
    }

    func testUnchangedValueIsReinstalledWhenItsRangeChanges() {
        let old: Style = [.range(min: 0, max: 5), .value(8)]
        let new: Style = [.range(min: 0, max: 10), .value(8)]
        XCTAssertEqual(new.difference(from: old).changes, [.set(.range(min: 0, max: 10)), .set(.value(8))])
    }

    func testUnchangedSelectionIsReinstalledWhenItsItemsChange() {
        let old: Style = [.segments(["a"]), .selectedIndex(2)]
        let new: Style = [.selectedIndex(2)]
        XCTAssertEqual(new.difference(from: old).changes, [.reset(.segments), .set(.selectedIndex(2))])
    }

    func testChangesFollowApplyOrderNotLiteralOrder() {
        let old: Style = [.opacity(1), .hidden(true)]
        let new: Style = [.opacity(0.2), .textColor(.red), .text("x"), .range(min: 0, max: 5), .value(4)]
        XCTAssertEqual(new.difference(from: old).changes.map(\.key),
                       [.text, .range, .value, .hidden, .textColor, .opacity])
    }

    func testApplyingTheDeltaToTheOldStyleGivesTheNewOne() {
        let old: Style = [.text("a"), .hidden(true), .width(2)]
        let new: Style = [.text("b"), .width(2), .height(1)]
        XCTAssertEqual(old.applying(new.difference(from: old)), new)
    }

    /// ViewComponents' `diffChanges` example.
    func testDiffChangesExampleFromViewComponents() {
        let button1: Style = [.title("Test", for: .normal), .titleColor(.red, for: .normal)]
        let button2: Style = [.title("Test", for: .normal), .titleColor(.blue, for: .normal), .enabled(false)]
        let realChanges: Style = [.titleColor(.blue, for: .normal), .enabled(false)]
        XCTAssertEqual(Style(button2.difference(from: button1).sets), realChanges)
    }

    func testCustomKeysAtTheSamePlaceAreToldApart() {
        let old: Style = [.text("a"), .custom(FooAttribute.foo("x"))]
        let new: Style = [.text("a"), .custom(FooAttribute.shiny(true))]
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.changes.count, 2, "a set for the new key, a reset for the old one")
        XCTAssertEqual(old.applying(delta), new)
    }

    func testChangedCustomValueAtTheSamePlaceIsSet() {
        let old: Style = [.custom(FooAttribute.shiny(false)), .custom(FooAttribute.foo("x")), .text("a")]
        let new: Style = [.custom(FooAttribute.shiny(true)), .custom(FooAttribute.foo("y")), .text("a")]
        XCTAssertEqual(new.difference(from: old), StyleDelta([.set(.custom(FooAttribute.foo("y"))), .set(.custom(FooAttribute.shiny(true)))]))
    }

    /// The aligned diff keeps changes found in apply order as they are and sorts the others.
    func testAlignedChangesComeInApplyOrderWhateverTheirNumber() {
        let old: Style = [.opacity(0), .text("a"), .hidden(false), .textColor(.red)]
        XCTAssertEqual(Style([.opacity(1), .text("a"), .hidden(false), .textColor(.red)]).difference(from: old).changes,
                       [.set(.opacity(1))])
        XCTAssertEqual(Style([.opacity(1), .text("b"), .hidden(false), .textColor(.red)]).difference(from: old).changes,
                       [.set(.text("b")), .set(.opacity(1))])
        XCTAssertEqual(Style([.opacity(0), .text("b"), .hidden(false), .textColor(.blue)]).difference(from: old).changes,
                       [.set(.text("b")), .set(.textColor(.blue))])
        XCTAssertEqual(Style([.opacity(1), .text("b"), .hidden(true), .textColor(.blue)]).difference(from: old).changes,
                       [.set(.text("b")), .set(.hidden(true)), .set(.textColor(.blue)), .set(.opacity(1))])
    }

    func testAlignedCustomChangesAreSortedByKey() {
        let old: Style = [.textColor(.red), .text("a"), .custom(FooAttribute.shiny(true)), .custom(BarAttribute.foo("x"))]
        let new: Style = [.textColor(.blue), .text("b"), .custom(FooAttribute.shiny(false)), .custom(BarAttribute.foo("y"))]
        let delta = new.difference(from: old)
        XCTAssertEqual(delta.changes.map(\.key), delta.changes.map(\.key).sorted())
        XCTAssertEqual(delta.changes.count, 4)
        XCTAssertEqual(old.applying(delta), new)
    }
}
