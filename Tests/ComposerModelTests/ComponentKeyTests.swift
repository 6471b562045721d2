import ComposerModel
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
}
