@testable import ComposerModel
import XCTest

final class StyleReuseTests: XCTestCase {
    func testRemoveAllKeepingCapacityEmptiesTheStyleAndKeepsItsStorage() {
        var style: Style = [.text("Count: 1"), .textColor(.green), .hidden(false)]
        let capacity = style.attributes.capacity
        style.removeAll(keepingCapacity: true)
        XCTAssertTrue(style.isEmpty)
        XCTAssertEqual(style, Style())
        XCTAssertEqual(style.attributes.capacity, capacity)
        style.set(.text("Count: 2"))
        XCTAssertEqual(style, [.text("Count: 2")])
    }

    func testRemoveAllDropsTheDiagnosticsAndTheStorage() {
        var style: Style = [.text("a"), .text("b")]
        XCTAssertEqual(style.diagnostics.count, 1)
        style.removeAll()
        XCTAssertTrue(style.diagnostics.isEmpty)
        XCTAssertEqual(style.attributes.capacity, 0)
    }

    func testRemoveAllOfASharedStyleLeavesTheOtherCopyWhole() {
        let kept: Style = [.text("a"), .width(3)]
        var emptied = kept
        emptied.removeAll(keepingCapacity: true)
        XCTAssertTrue(emptied.isEmpty)
        XCTAssertEqual(kept, [.text("a"), .width(3)])
    }

    func testSetReplacesOnlyTheAttributeOfTheSameKey() {
        var style: Style = [.title("Off", for: .normal), .title("Down", for: .highlighted)]
        style.set(.title("On", for: .normal))
        XCTAssertEqual(style.attributes, [.title("On", for: .normal), .title("Down", for: .highlighted)])
        style.set(.titleColor(.red, for: .selected))
        XCTAssertEqual(style.count, 3)
    }

    func testSetTellsCustomAttributesOfOneRankApartByKey() {
        var style: Style = [.custom(FooAttribute.foo("a")), .custom(BarAttribute.foo("b"))]
        style.set(.custom(BarAttribute.foo("c")))
        XCTAssertEqual(style.attributes, [.custom(FooAttribute.foo("a")), .custom(BarAttribute.foo("c"))])
        style.set(.custom(FooAttribute.shiny(true)))
        XCTAssertEqual(style.count, 3)
    }
}
