import ComposerModel

/// Turns bytes into attribute lists from small value domains, so that keys
/// and values repeat and merges and deltas meet conflicts and equal values.
///
/// Every case of ``Attribute`` has a generator in ``generators`` (the event, state and
/// reference ones included); `AttributeDecoderTests` fails when a case is added to
/// `Attribute` without one.
///
/// ```swift
/// var decoder = AttributeDecoder([2, 0, 1, 4, 2])
/// decoder.attributes()   // [.text("a"), .hidden(true)]
/// ```
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

    /// Up to nine attributes, each chosen by one byte and its values by the next ones.
    ///
    /// - Returns: The attributes, keys possibly repeated.
    mutating func attributes() -> [Attribute] {
        (0..<(next() % 10)).map { _ in attribute() }
    }

    /// The attribute generator the next byte selects.
    ///
    /// - Returns: The attribute it makes from the bytes after.
    mutating func attribute() -> Attribute {
        Self.generators[next() % Self.generators.count](&self)
    }

    private static let words = ["", "a", "b", "\u{1B}[2J", "é"]
    private static let numbers: [Double] = [0, 1, -1, 0.5, 2, .nan, .infinity, -0.0]
    /// Two widget stand-ins, so that references (labelled by, subviews, content, delegate) repeat and change.
    private static let referents = [Referent(), Referent()]
    /// Two handlers, so that an event attribute repeats (no change) and is replaced (a change).
    private static let handlers = [Referent(), Referent()]
    private static let colors: [Color] = [.red, .blue, .palette(7), .rgb(red: 1, green: 2, blue: 3)]

    private mutating func word() -> String { Self.words[next() % Self.words.count] }
    private mutating func number() -> Double { Self.numbers[next() % Self.numbers.count] }
    private mutating func color() -> Color { Self.colors[next() % Self.colors.count] }
    private mutating func flag() -> Bool { next() % 2 == 0 }
    private mutating func state() -> ControlState { ControlState.allCases[next() % ControlState.allCases.count] }
    private mutating func referent() -> ViewReference { ViewReference(Self.referents[next() % Self.referents.count]) }
    private mutating func handler() -> EventHandler { EventHandler(Self.handlers[next() % Self.handlers.count]) }
    private mutating func insets() -> EdgeInsets {
        flag() ? EdgeInsets(all: number()) : EdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number())
    }
    private mutating func image() -> Image {
        flag() ? .file(word(), altText: word()) : .pixels(width: 1, height: 1, rgba: [UInt8](repeating: UInt8(truncatingIfNeeded: next()), count: 4))
    }
    private mutating func item(_ index: Int) -> ListItem {
        ListItem(id: "\(index)", title: word(), detail: flag() ? nil : word())
    }
    /// One state's fields of a `.states` bundle, each set or not; a bundle may repeat a state.
    private mutating func appearance() -> StateAppearance {
        StateAppearance(
            state(), title: flag() ? nil : word(), titleColor: flag() ? nil : color(), image: flag() ? nil : image()
        )
    }
    private mutating func some<Element>(upTo limit: Int, _ make: (inout Self, Int) -> Element) -> [Element] {
        (0..<(next() % (limit + 1))).map { make(&self, $0) }
    }

    /// One generator per case of ``Attribute`` (two for `custom`, one per fuzzed family case).
    ///
    /// The first 36 keep the byte values the committed corpus was found with; the rest were
    /// added for the cases the fuzzer did not reach (issue #27), so the corpus maps anew.
    static let generators: [@Sendable (inout AttributeDecoder) -> Attribute] = [
        { .text($0.word()) },
        { .textColor($0.color()) },
        { .hidden($0.flag()) },
        { .width($0.number()) },
        { .title($0.word(), for: $0.state()) },
        { .titleColor($0.color(), for: $0.state()) },
        { .opacity($0.number()) },
        { .range(min: $0.number(), max: $0.number()) },
        { .value($0.number()) },
        { .items($0.some(upTo: 3) { $0.item($1) }) },
        { .custom(FuzzAttribute.glow($0.next() % 3)) },
        { .custom(FuzzAttribute.label($0.word())) },
        { .textStyle(TextStyle(rawValue: UInt8($0.next() % 16))) },
        { .margins(EdgeInsets(all: $0.number())) },
        { .selectedIndex($0.next() % 4 - 1) },
        { .segments(Array(Self.words.prefix($0.next() % 4))) },
        { .case(TextCase.allCases[$0.next() % TextCase.allCases.count]) },
        { .progress($0.number()) },
        { .step($0.number()) },
        { .numberOfLines($0.next() % 4 - 1) },
        { .axis($0.flag() ? .horizontal : .vertical) },
        { .spacing($0.number()) },
        { .borderStyle(BorderStyle.allCases[$0.next() % BorderStyle.allCases.count]) },
        { .font(Font(family: $0.flag() ? nil : $0.word(), size: $0.flag() ? nil : $0.number(), weight: $0.flag() ? .bold : .regular)) },
        { .cornerRadius($0.number()) },
        { .borderWidth($0.number()) },
        { .image($0.image()) },
        { .contentMode(ContentMode.allCases[$0.next() % ContentMode.allCases.count]) },
        { .accessibilityLabel($0.word()) },
        { .accessibilityHint($0.word()) },
        { .accessibilityHidden($0.flag()) },
        { .accessibilityLabeledBy($0.referent()) },
        { .emphasis(Emphasis.allCases[$0.next() % Emphasis.allCases.count]) },
        { .expands(Axis.Set(rawValue: UInt8($0.next() % 5))) },   // 4: unknown bits, rejected
        { .enabled($0.flag()) },
        { .image($0.image(), for: $0.state()) },
        // Issue #27: the cases the fuzzer did not generate before.
        { .identifier($0.word()) },
        { .arrangedSubviews($0.some(upTo: 3) { decoder, _ in decoder.referent() }) },
        { .content($0.referent()) },
        { .placeholder($0.word()) },
        { .secureEntry($0.flag()) },
        { .editable($0.flag()) },
        { .isOn($0.flag()) },
        { .animating($0.flag()) },
        { .contentOffset($0.number()) },
        { .highlighted($0.flag()) },
        { .selected($0.flag()) },
        { .states($0.some(upTo: 3) { decoder, _ in decoder.appearance() }) },
        { .distribution(Distribution.allCases[$0.next() % Distribution.allCases.count]) },
        { .alignment(StackAlignment.allCases[$0.next() % StackAlignment.allCases.count]) },
        { .padding($0.insets()) },
        { .height($0.number()) },
        { .textAlignment(TextAlignment.allCases[$0.next() % TextAlignment.allCases.count]) },
        { .backgroundColor($0.color()) },
        { .tintColor($0.color()) },
        { .borderColor($0.color()) },
        { .clipsToBounds($0.flag()) },
        { .delegate(DelegateReference(Self.referents[$0.next() % Self.referents.count])) },
        { .onPress($0.handler()) },
        { .onChange($0.handler()) },
        { .onSubmit($0.handler()) },
    ]
}

/// An object a style can reference by identity (a "labelled by" target, a delegate, an
/// event handler's action), for the fuzzer.
private final class Referent: Sendable {}
