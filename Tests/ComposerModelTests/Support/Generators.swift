import ComposerModel
import PropertyBased

/// Seeded generators of styles and components for the law tests.
///
/// Values come from small domains on purpose, so that random styles share keys
/// and values often: merges then have conflicts to resolve and deltas have
/// attributes that did not change.
enum StyleGen {
    static let attributes = Generator(run: { rng in randomAttributes(using: &rng) })
    static let style = Generator(run: { rng in Style(randomAttributes(using: &rng)) })
    static let component = Generator(run: { rng in randomComponent(depth: 2, using: &rng) })

    static func randomAttributes(using rng: inout some RandomNumberGenerator) -> [Attribute] {
        (0..<Int.random(in: 0...8, using: &rng)).map { _ in randomAttribute(using: &rng) }
    }

    static func randomAttribute(using rng: inout some RandomNumberGenerator) -> Attribute {
        let small = Int.random(in: 0..<3, using: &rng)
        let words = ["a", "b", "c"]
        let colors: [Color] = [.red, .palette(7), .rgb(red: 1, green: 2, blue: 3)]
        let state = ControlState.allCases[Int.random(in: 0..<3, using: &rng)]
        switch Int.random(in: 0..<23, using: &rng) {
        case 0: return .text(words[small])
        case 1: return .textColor(colors[small])
        case 2: return .hidden(small == 0)
        case 3: return .width(Double(small))
        case 4: return .title(words[small], for: state)
        case 5: return .titleColor(colors[small], for: state)
        case 6: return .opacity(Double(small) / 2)
        case 7: return .range(min: 0, max: Double(small))
        case 8: return .value(Double(small))
        case 9: return .items((0..<small).map { ListItem(id: "\($0)", title: words[$0]) })
        case 10: return .custom(FooAttribute.foo(words[small]))
        case 11: return .custom(FooAttribute.shiny(small == 0))
        case 12: return .custom(BarAttribute.foo(words[small]))
        case 13: return .textStyle([.plain, .bold, [.bold, .underline]][small])
        case 14: return .margins(EdgeInsets(all: Double(small)))
        case 15: return .selectedIndex(small)
        case 16: return .segments(Array(words.prefix(small)))
        case 17: return .font(small == 0 ? .system(size: 14, weight: .bold) : .named(words[small], size: Double(small)))
        case 18: return .cornerRadius(Double(small))
        case 19: return .borderWidth(Double(small))
        case 20: return .image(.pixels(width: 1, height: 1, rgba: [UInt8(small), 0, 0, 255], altText: words[small]))
        case 21: return .image(.pixels(width: 1, height: 1, rgba: [UInt8(small), 0, 0, 255], altText: words[small]), for: state)
        default: return .case([.upper, .lower, .capitalized][small])
        }
    }

    static func randomComponent(depth: Int, using rng: inout some RandomNumberGenerator) -> Component {
        var component = Component(Style(randomAttributes(using: &rng)))
        guard depth > 0 else { return component }
        let childKeys: [ComponentKey] = ["header", "body", "footer"].filter { _ in Bool.random(using: &rng) }
        component = component.withChildren(childKeys.map {
            .child($0, randomComponent(depth: depth - 1, using: &rng))
        })
        let rowKeys = (0..<8).map { ComponentKey("r\($0)") }.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
        return component.withRows(rowKeys.map {
            .child($0, randomComponent(depth: depth - 1, using: &rng))
        })
    }
}
