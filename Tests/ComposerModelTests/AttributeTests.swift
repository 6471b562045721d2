import ComposerModel
import XCTest

final class AttributeTests: XCTestCase {
    /// Styles and deltas copy attributes at every comparison: an attribute of three words
    /// travels in registers, one of a dozen was copied through memory case by case.
    func testAttributeFitsInThreeWords() {
        XCTAssertLessThanOrEqual(MemoryLayout<Attribute>.size, 3 * MemoryLayout<Int>.size)
        XCTAssertLessThanOrEqual(MemoryLayout<Attribute>.stride, 3 * MemoryLayout<Int>.size)
    }

    func testBoxedPayloadsReadBackAsGiven() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let font = Font(family: "Mono", size: 12, weight: .bold)
        let image = Image(.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255]), altText: "dot")
        guard case .margins(let margins) = Attribute.margins(insets), case .padding(let padding) = Attribute.padding(insets),
              case .font(let readFont) = Attribute.font(font), case .image(let readImage) = Attribute.image(image),
              case .custom(let custom) = Attribute.custom(FooAttribute.foo("f"))
        else { return XCTFail("a boxed case matched another case") }
        XCTAssertEqual(margins, insets)
        XCTAssertEqual(padding, insets)
        XCTAssertEqual(readFont, font)
        XCTAssertEqual(readImage, image)
        XCTAssertEqual(custom.as(FooAttribute.self), .foo("f"))
    }

    func testBoxedPayloadsCompareByValueNotByBox() {
        let first = Attribute.margins(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        let second = Attribute.margins(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first, .margins(.zero))
        XCTAssertNotEqual(first, .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
        XCTAssertEqual(Style([first]).difference(from: [second]), .empty)
    }
}
