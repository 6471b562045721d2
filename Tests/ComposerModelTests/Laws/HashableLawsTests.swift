import ComposerModel
import PropertyBased
import Testing

/// Equal values hash equal: the law `Hashable` rests on, for attributes and
/// styles, each over 1,000 seeded random cases.
@Suite struct HashableLawsTests {
    static let cases = 1_000
    static let attribute = Generator(run: { rng in StyleGen.randomAttribute(using: &rng) })

    @Test func equalAttributesHashEqual() async {
        await propertyCheck(count: Self.cases, input: Self.attribute, Self.attribute) { x, y in
            if x == y { #expect(x.hashValue == y.hashValue) }
            #expect(Set([x, y]).count == (x == y ? 1 : 2))
        }
    }

    @Test func equalStylesHashEqualWhateverTheOrder() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style) { a, b in
            let reversed = Style(a.reversed())
            #expect(a == reversed)
            #expect(a.hashValue == reversed.hashValue)
            if a == b { #expect(a.hashValue == b.hashValue) }
            #expect(Set([a, b, reversed]).count == (a == b ? 1 : 2))
        }
    }

    @Test func stylesWithNaNInTheSamePlacesHashEqual() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style) { style in
            // Every number becomes NaN, the standard NaN built two ways, in two orders.
            let quiet = Style(style.map { Self.replacingNumbers(of: $0, with: .nan) })
            let other = Style(style.reversed().map { Self.replacingNumbers(of: $0, with: Double(nan: 0, signaling: false)) })
            #expect(quiet == other)
            #expect(quiet.hashValue == other.hashValue)
            #expect(Set([quiet, other]).count == 1)
        }
    }

    static func replacingNumbers(of attribute: Attribute, with number: Double) -> Attribute {
        switch attribute {
        case .width: return .width(number)
        case .opacity: return .opacity(number)
        case .cornerRadius: return .cornerRadius(number)
        case .font(let font): return .font(Font(family: font.family, size: number, weight: font.weight))
        case .value: return .value(number)
        case .range(let min, _): return .range(min: min, max: number)
        case .margins: return .margins(EdgeInsets(all: number))
        default: return attribute
        }
    }
}
