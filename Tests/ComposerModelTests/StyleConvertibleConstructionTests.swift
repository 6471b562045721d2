import ComposerModel
import XCTest

/// ViewComposer's `let fooLabel: UILabel = labelStyle.merge(master: .text("Foo"))`: the
/// merge methods build a value when the context asks for one.
final class StyleConvertibleConstructionTests: XCTestCase {
    let style: Style = [.text("style"), .color(.red)]
    let optionalStyle: Style? = [.text("optional"), .tintColor(.blue)]
    let attribute: Attribute = .text("attribute")
    let array: [Attribute] = [.text("array"), .width(3)]

    func testMergeMethodsBuildWhenTheContextAsksForIt() {
        let master: Built = style.merge(master: [.text("Foo")])
        let masterAttribute: Built = style.merge(master: .text("Foo"))
        let masterStyle: Built = array.merge(master: style)
        let slave: Built = attribute.merge(slave: style)
        let slaveArray: Built = optionalStyle.merge(slave: [.text("ignored"), .width(1)])
        let slaveAttribute: Built = style.merge(slave: .width(4))
        XCTAssertEqual(master.style, [.text("Foo"), .color(.red)])
        XCTAssertEqual(masterAttribute.style, master.style)
        XCTAssertEqual(masterStyle.style, [.text("style"), .width(3), .color(.red)])
        XCTAssertEqual(slave.style, [.text("attribute"), .color(.red)])
        XCTAssertEqual(slaveArray.style, [.text("optional"), .tintColor(.blue), .width(1)])
        XCTAssertEqual(slaveAttribute.style, [.text("style"), .color(.red), .width(4)])
    }

    func testWithoutAWidgetContextAMergeMethodIsAStyle() {
        let method = style.merge(master: [.text("b")])
        XCTAssertEqual(method, [.text("b"), .color(.red)])
    }
}
