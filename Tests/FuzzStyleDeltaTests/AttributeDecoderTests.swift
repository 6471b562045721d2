import ComposerModel
import Foundation
@testable import FuzzStyleDelta
import XCTest

final class AttributeDecoderTests: XCTestCase {
    /// The case names `Attribute` declares, read from its source, so that a case added to
    /// the enum without a generator fails here (Swift cannot list a payload enum's cases).
    private static func declaredCaseNames() throws -> Set<String> {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ComposerModel/Attributes/Attribute.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let declaration = try NSRegularExpression(pattern: #"^\s*(?:indirect\s+)?case\s+`?(\w+)`?\s*\("#, options: .anchorsMatchLines)
        let range = NSRange(text.startIndex..., in: text)
        return Set(declaration.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    /// The case an attribute is, as the enum spells it (`case` for ``Attribute/case(_:)``).
    private static func caseName(_ attribute: Attribute) -> String {
        Mirror(reflecting: attribute).children.first?.label ?? "\(attribute)"
    }

    func testEveryCaseOfAttributeIsDecodedFromSomeInput() throws {
        let declared = try Self.declaredCaseNames()
        // The enum has had more than fifty cases since the accessibility ones: fewer means
        // the source was not read as expected, and the comparison below would mean nothing.
        XCTAssertGreaterThan(declared.count, 50)
        var decoded: Set<String> = []
        for selector in 0..<AttributeDecoder.generators.count {
            for payload: UInt8 in [0, 1, 2, 3] {
                var decoder = AttributeDecoder([1, UInt8(selector)] + [UInt8](repeating: payload, count: 40))
                decoded.formUnion(decoder.attributes().map(Self.caseName))
            }
        }
        XCTAssertEqual(declared.subtracting(decoded), [], "cases of Attribute the style fuzzer never generates")
        XCTAssertEqual(decoded.subtracting(declared), [], "decoded cases missing from the enum's source")
    }

    func testEachGeneratorMakesOneCaseAndTheDeltaPropertyHoldsForIt() {
        for selector in 0..<AttributeDecoder.generators.count {
            // Every byte the selector: each list holds attributes of this generator only.
            let uniform = [3] + [UInt8](repeating: UInt8(selector), count: 120)
            var decoder = AttributeDecoder(uniform)
            let names = Set(decoder.attributes().map(Self.caseName))
            XCTAssertEqual(names.count, 1, "generator \(selector) made \(names)")
            StyleDeltaProperty.check(uniform)
            // Then its values from other bytes, against whatever the rest decodes to.
            for payload: UInt8 in [0, 1, 2, 3] {
                StyleDeltaProperty.check([2, UInt8(selector), payload, payload, UInt8(selector)] + [UInt8](repeating: payload &+ 1, count: 40))
            }
        }
    }
}
