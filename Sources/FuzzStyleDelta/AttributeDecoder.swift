import ComposerModel

/// Turns bytes into attribute lists from small value domains, so that keys
/// and values repeat and merges and deltas meet conflicts and equal values.
struct AttributeDecoder {
    private var bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    mutating func attributes() -> [Attribute] {
        (0..<(next() % 10)).map { _ in attribute() }
    }

    private static let words = ["", "a", "b", "\u{1B}[2J", "é"]
    private static let numbers: [Double] = [0, 1, -1, 0.5, 2, .nan, .infinity, -0.0]
    /// Two widgets stand-ins, so that a "labelled by" reference repeats and changes.
    private static let referents = [Referent(), Referent()]
    private static let colors: [Color] = [.red, .blue, .palette(7), .rgb(red: 1, green: 2, blue: 3)]

    private mutating func word() -> String { Self.words[next() % Self.words.count] }
    private mutating func number() -> Double { Self.numbers[next() % Self.numbers.count] }
    private mutating func color() -> Color { Self.colors[next() % Self.colors.count] }
    private mutating func flag() -> Bool { next() % 2 == 0 }
    private mutating func state() -> ControlState { ControlState.allCases[next() % ControlState.allCases.count] }

    private mutating func attribute() -> Attribute {
        switch next() % 36 {
        case 0: return .text(word())
        case 1: return .textColor(color())
        case 2: return .hidden(flag())
        case 3: return .width(number())
        case 4: return .title(word(), for: state())
        case 5: return .titleColor(color(), for: state())
        case 6: return .opacity(number())
        case 7: return .range(min: number(), max: number())
        case 8: return .value(number())
        case 9: return .items((0..<(next() % 3)).map { ListItem(id: "\($0)", title: word()) })
        case 10: return .custom(FuzzAttribute.glow(next() % 3))
        case 11: return .custom(FuzzAttribute.label(word()))
        case 12: return .textStyle(TextStyle(rawValue: UInt8(next() % 16)))
        case 13: return .margins(EdgeInsets(all: number()))
        case 14: return .selectedIndex(next() % 4 - 1)
        case 15: return .segments(Array(Self.words.prefix(next() % 4)))
        case 16: return .case(TextCase.allCases[next() % TextCase.allCases.count])
        case 17: return .progress(number())
        case 18: return .step(number())
        case 19: return .numberOfLines(next() % 4 - 1)
        case 20: return .axis(flag() ? .horizontal : .vertical)
        case 21: return .spacing(number())
        case 22: return .borderStyle(BorderStyle.allCases[next() % BorderStyle.allCases.count])
        case 23: return .font(Font(family: flag() ? nil : word(), size: flag() ? nil : number(), weight: flag() ? .bold : .regular))
        case 24: return .cornerRadius(number())
        case 25: return .borderWidth(number())
        case 26: return .image(flag() ? .file(word(), altText: word()) : .pixels(width: 1, height: 1, rgba: [UInt8](repeating: UInt8(next()), count: 4)))
        case 27: return .contentMode(ContentMode.allCases[next() % ContentMode.allCases.count])
        case 28: return .accessibilityLabel(word())
        case 29: return .accessibilityHint(word())
        case 30: return .accessibilityHidden(flag())
        case 31: return .accessibilityLabeledBy(ViewReference(Self.referents[next() % Self.referents.count]))
        case 32: return .emphasis(Emphasis.allCases[next() % Emphasis.allCases.count])
        case 33: return .expands(Axis.Set(rawValue: UInt8(next() % 5)))   // 4: unknown bits, rejected
        case 35: return .image(flag() ? .file(word(), altText: word()) : .pixels(width: 1, height: 1, rgba: [UInt8](repeating: UInt8(next()), count: 4)), for: state())
        default: return .enabled(flag())
        }
    }
}

/// An object a style can reference by identity (a "labelled by" target), for the fuzzer.
private final class Referent: Sendable {}
