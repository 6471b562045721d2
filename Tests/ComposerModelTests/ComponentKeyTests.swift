import ComposerModel
import LoopComposerTestingCore
import XCTest

final class ComponentKeyTests: XCTestCase {
    func testNameKeysCompareByName() {
        XCTAssertEqual(ComponentKey("a"), "a")
        XCTAssertNotEqual(ComponentKey("a"), "b")
        XCTAssertEqual(ComponentKey("a").name, "a")
    }

    func testIdentityKeysCompareByTypeAndValue() {
        XCTAssertEqual(ComponentKey(id: 1), ComponentKey(id: 1))
        XCTAssertNotEqual(ComponentKey(id: 1), ComponentKey(id: "1"))
        XCTAssertEqual(ComponentKey(id: "r1"), "r1")
        XCTAssertEqual(ComponentKey(id: 42).description, "42")
    }

    func testKeyPathKeysCompareByKeyPathAndResolveInTheParent() {
        let name = ComponentKey(\PersonView.nameLabel)
        XCTAssertEqual(name, ComponentKey(\PersonView.nameLabel))
        XCTAssertNotEqual(name, ComponentKey(\PersonView.birthdateLabel))
        XCTAssertNotEqual(name, ComponentKey("nameLabel"))
        XCTAssertNil(name.name)

        let view = PersonView()
        XCTAssertTrue(name.resolve(in: view) === view.nameLabel)
        XCTAssertNil(name.resolve(in: RecordingTarget()))
        XCTAssertNil(ComponentKey("nameLabel").resolve(in: view))
    }

    func testIntIdentityKeysCompareByValueAsAnyHashableDoes() {
        XCTAssertEqual(ComponentKey(id: 7), ComponentKey(id: 7))
        XCTAssertNotEqual(ComponentKey(id: 7), ComponentKey(id: 8))
        XCTAssertEqual(ComponentKey(id: 7).hashValue, ComponentKey(id: 7).hashValue)
        // An Int against another integer type is not decided by the Int fast path.
        XCTAssertEqual(ComponentKey(id: 7) == ComponentKey(id: Int64(7)), AnyHashable(7) == AnyHashable(Int64(7)))
        XCTAssertEqual(ComponentKey(id: Int64(7)) == ComponentKey(id: 7), AnyHashable(Int64(7)) == AnyHashable(7))
        XCTAssertNotEqual(ComponentKey(id: 7), ComponentKey(id: "7"))
        XCTAssertNotEqual(ComponentKey(id: 7), ComponentKey(\PersonView.nameLabel))
    }
}
