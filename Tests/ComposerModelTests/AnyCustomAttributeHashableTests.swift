import ComposerModel
import XCTest

final class AnyCustomAttributeHashableTests: XCTestCase {
    enum HashableFamily: CustomAttribute, Hashable {
        case label(String)
    }

    func testHashableFamilyDedupesEqualValuesAndKeepsOthers() {
        let values: Set<Attribute> = [.custom(HashableFamily.label("a")), .custom(HashableFamily.label("a")),
                                      .custom(HashableFamily.label("b"))]
        XCTAssertEqual(values.count, 2)
        XCTAssertTrue(values.contains(.custom(HashableFamily.label("b"))))
    }

    func testFamilyThatIsOnlyEquatableStillDedupesByEquality() {
        // FooAttribute is not Hashable: its values hash by key, and `==` tells them apart.
        let values: Set<Attribute> = [.custom(FooAttribute.foo("a")), .custom(FooAttribute.foo("a")),
                                      .custom(FooAttribute.foo("b")), .custom(FooAttribute.shiny(true))]
        XCTAssertEqual(values.count, 3)
        XCTAssertEqual(AnyCustomAttribute(FooAttribute.foo("a")).hashValue, AnyCustomAttribute(FooAttribute.foo("a")).hashValue)
    }

    func testFamiliesWithTheSameKeyNameStayDistinct() {
        let values: Set<Attribute> = [.custom(FooAttribute.foo("a")), .custom(BarAttribute.foo("a"))]
        XCTAssertEqual(values.count, 2)
    }
}
