import ComposerModel
import FuzzSupport

/// Fuzz target for style merging and deltas, checked against a reference
/// model (a dictionary from key to attribute, first attribute for a key wins).
///
/// The input bytes decode into three attribute lists `a`, `b`, `c`
/// (``AttributeDecoder``). The properties checked, for any input:
/// - a style holds one attribute per key, the first one of the list;
/// - `merge(slave:)` and `merge(master:)` agree with the model, and `<-` /
///   `<<-` group to the right;
/// - the delta from a style to itself is empty;
/// - installing `a` then `b.difference(from: a)` leaves a target showing `b`,
///   as installing `b` on a fresh one does, in the documented key order;
/// - `a.applying(b.difference(from: a)) == b`.
///
/// Built as a libFuzzer target with `-D FUZZING`, or as a seeded random driver
/// (see `FuzzKeyParser` and `Fuzz/README.md`).
enum StyleDeltaProperty {
    static func check(_ input: [UInt8]) {
        var decoder = AttributeDecoder(input)
        let (x, y, z) = (decoder.attributes(), decoder.attributes(), decoder.attributes())
        let (a, b, c) = (Style(x), Style(y), Style(z))
        let (ma, mb, mc) = (Model(x), Model(y), Model(z))

        expect(Model(a) == ma, "Style(\(x)) = \(a) keeps the first attribute per key")
        expect(Set(a.keys).count == a.count, "\(a) holds one attribute per key")
        expect(Model(a.merge(slave: b)) == ma.merging(slave: mb), "\(a) <- \(b)")
        expect(Model(a.merge(master: b)) == ma.merging(master: mb), "\(a) <<- \(b)")
        expect(Model(a <- b <- c) == ma.merging(slave: mb.merging(slave: mc)), "\(a) <- \(b) <- \(c)")
        expect(Model(a <<- b <<- c) == ma.merging(master: mb.merging(master: mc)), "\(a) <<- \(b) <<- \(c)")

        expect(a.difference(from: a).isEmpty, "delta from \(a) to itself is \(a.difference(from: a))")
        let delta = b.difference(from: a)
        let replayed = RecordingTarget()
        replayed.install(a)
        replayed.clearRecords()
        replayed.install(delta)
        let fresh = RecordingTarget()
        fresh.install(b)
        expect(Model(replayed.shown) == mb, "installing \(a) then \(delta) shows \(replayed.shown), not \(b)")
        expect(Model(fresh.shown) == mb, "installing \(b) shows \(fresh.shown)")
        expect(Model(a.applying(delta)) == mb, "\(a) applying \(delta) is \(a.applying(delta)), not \(b)")
        let keys = replayed.log.map(\.key)
        expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "\(delta) installs in the order \(keys)")
    }

    private static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}

/// The reference model of a style. Two attributes are the same when equal
/// (so -0.0 is 0.0) or when they describe alike (so a NaN value is itself).
struct Model: Equatable {
    var values: [AttributeKey: Attribute] = [:]

    init(_ attributes: some Sequence<Attribute>) {
        for attribute in attributes where values[attribute.key] == nil {
            values[attribute.key] = attribute
        }
    }

    static func == (lhs: Model, rhs: Model) -> Bool {
        lhs.values.count == rhs.values.count && lhs.values.allSatisfy { key, attribute in
            guard let other = rhs.values[key] else { return false }
            return attribute == other || String(describing: attribute) == String(describing: other)
        }
    }

    func merging(slave other: Model) -> Model {
        var result = self
        result.values.merge(other.values) { mine, _ in mine }
        return result
    }

    func merging(master other: Model) -> Model {
        var result = self
        result.values.merge(other.values) { _, theirs in theirs }
        return result
    }
}

/// A custom attribute family, so that custom keys are fuzzed too.
enum FuzzAttribute: CustomAttribute {
    case glow(Int)
    case label(String)
}

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
    private static let colors: [Color] = [.red, .blue, .palette(7), .rgb(red: 1, green: 2, blue: 3)]

    private mutating func word() -> String { Self.words[next() % Self.words.count] }
    private mutating func number() -> Double { Self.numbers[next() % Self.numbers.count] }
    private mutating func color() -> Color { Self.colors[next() % Self.colors.count] }
    private mutating func flag() -> Bool { next() % 2 == 0 }
    private mutating func state() -> ControlState { ControlState.allCases[next() % ControlState.allCases.count] }

    private mutating func attribute() -> Attribute {
        switch next() % 24 {
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
        default: return .enabled(flag())
        }
    }
}

@main
enum FuzzStyleDeltaMain {
    static func main() {
        #if FUZZING
        LibFuzzerDriver.run(check: StyleDeltaProperty.check)
        #else
        SeededDriver.run(name: "FuzzStyleDelta", maximumLength: 96, CommandLine.arguments.dropFirst(), check: StyleDeltaProperty.check)
        #endif
    }
}
