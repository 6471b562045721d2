import ComposerModel
import XCTest

final class AttributeHashableTests: XCTestCase {
    func testEqualAttributesDedupeInASet() {
        let attributes: Set<Attribute> = [.text("a"), .text("a"), .text("b"), .hidden(true), .title("a", for: .normal)]
        XCTAssertEqual(attributes.count, 4)
        XCTAssertTrue(attributes.contains(.text("b")))
        XCTAssertFalse(attributes.contains(.title("a", for: .disabled)))
    }

    func testEveryCaseIsADictionaryKeyDistinctFromTheOthers() {
        let oneOfEach = AttributeKeyTests.oneOfEach
        let named = Dictionary(uniqueKeysWithValues: oneOfEach.enumerated().map { ($1, $0) })
        XCTAssertEqual(named.count, oneOfEach.count)
        for (index, attribute) in oneOfEach.enumerated() {
            XCTAssertEqual(named[attribute], index, "\(attribute)")
        }
    }

    func testReferencesHashByIdentity() {
        final class Widget: Sendable {}
        let widget = Widget()
        let views: Set<Attribute> = [.content(ViewReference(widget)), .content(ViewReference(widget)),
                                     .content(ViewReference(Widget()))]
        XCTAssertEqual(views.count, 2)
        let delegates: Set<Attribute> = [.delegate(DelegateReference(widget)), .delegate(DelegateReference(widget))]
        XCTAssertEqual(delegates.count, 1)
    }

    func testNegativeZeroHashesLikeZero() {
        XCTAssertEqual(Attribute.width(-0.0), .width(0.0))
        XCTAssertEqual(Attribute.width(-0.0).hashValue, Attribute.width(0.0).hashValue)
        XCTAssertEqual(Set<Attribute>([.margins(EdgeInsets(all: -0.0)), .margins(.zero)]).count, 1)
    }

    func testNaNsHashAlikeWhateverTheirSignOrPayload() {
        let quiet = Attribute.progress(.nan)
        let negative = Attribute.progress(-.nan)
        let payload = Attribute.progress(Double(nan: 7, signaling: false))
        XCTAssertEqual(quiet.hashValue, negative.hashValue)
        XCTAssertEqual(quiet.hashValue, payload.hashValue)
        XCTAssertEqual(Attribute.range(min: .nan, max: 1).hashValue, Attribute.range(min: -.nan, max: 1).hashValue)
        XCTAssertEqual(Attribute.padding(EdgeInsets(all: .nan)).hashValue,
                       Attribute.padding(EdgeInsets(all: Double(nan: 3, signaling: false))).hashValue)
    }

    func testNaNIsNotEqualToItselfSoASetKeepsBoth() {
        // As for `Set<Double>`: `==` decides membership, and NaN is not equal to NaN.
        let progresses: Set<Attribute> = [.progress(.nan), .progress(.nan)]
        XCTAssertEqual(progresses.count, 2)
        XCTAssertFalse(progresses.contains(.progress(.nan)))
    }
}
