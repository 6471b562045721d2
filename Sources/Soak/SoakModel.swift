import Bindings
import ComposerModel
import LoopComposerTestingCore

/// A view model that any thread may set.
final class SoakModel: Sendable {
    let value = SharedProperty(0)

    /// A random attribute set for `value`: the text always, the rest chosen by hashing.
    static func style(for value: Int, binding: Int) -> Style {
        var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: value &* 31 &+ binding))
        let bits = generator.next()
        var attributes: [Attribute] = [.text("\(value)")]
        let colors: [Color] = [.red, .green, .blue, .palette(208), .rgb(red: 9, green: 99, blue: 199)]
        if bits & 1 != 0 { attributes.append(.textColor(colors[Int((bits >> 8) % 5)])) }
        if bits & 2 != 0 { attributes.append(.textAlignment(TextAlignment.allCases[Int(bits >> 16) % 3])) }
        if bits & 4 != 0 { attributes.append(.textStyle(TextStyle(rawValue: UInt8(truncatingIfNeeded: bits >> 24) & 0x0F))) }
        if bits & 8 != 0 { attributes.append(.case(TextCase.allCases[Int(bits >> 32) % TextCase.allCases.count])) }
        if bits & 16 != 0 { attributes.append(.hidden(bits & 32 != 0)) }
        if bits & 64 != 0 { attributes.append(.width(Double(bits >> 40 & 0x3F))) }
        if bits & 128 != 0 { attributes.append(.backgroundColor(colors[Int(bits >> 48) % colors.count])) }
        if bits & 256 != 0 { attributes.append(.numberOfLines(Int(bits >> 56 & 3))) }
        return Style(attributes)
    }
}
