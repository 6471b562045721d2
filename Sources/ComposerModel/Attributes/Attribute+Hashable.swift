/// Attributes can be set members and dictionary keys.
///
/// ```swift
/// let seen: Set<Attribute> = [.text("a"), .text("a"), .hidden(true)]
/// seen.count // 2
/// ```
///
/// The hash agrees with `==` and with the sameness styles compare by: widget
/// references (``ViewReference``, ``DelegateReference``) and event handlers
/// (``EventHandler``) hash by identity, a
/// custom attribute by its key and, when its family is `Hashable`, its value;
/// every NaN hashes alike (and `-0.0` like `0.0`), so two attributes that are
/// the same value but for NaNs hash equal and ``Style`` can hash by them.
///
/// NaN is not equal to itself under `==`, exactly as for `Double`: a `Set`
/// can hold `.progress(.nan)` twice, and looking it up finds nothing. Compare
/// styles (which treat NaN as the same value as NaN) when that matters.
extension Attribute: Hashable {
    // Every case is listed, without `default`, so that a new case cannot hash
    // by key alone unnoticed: the compiler asks for it here.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        switch self {
        case .identifier(let text), .text(let text), .placeholder(let text), .title(let text, _),
             .accessibilityLabel(let text), .accessibilityHint(let text):
            hasher.combine(text)
        case .arrangedSubviews(let views):
            hasher.combine(views)
        case .content(let view), .accessibilityLabeledBy(let view):
            hasher.combine(view)
        case .items(let items):
            hasher.combine(items)
        case .segments(let segments):
            hasher.combine(segments)
        case .secureEntry(let flag), .editable(let flag), .isOn(let flag), .animating(let flag),
             .enabled(let flag), .hidden(let flag), .highlighted(let flag), .selected(let flag),
             .accessibilityHidden(let flag):
            hasher.combine(flag)
        case .numberOfLines(let number), .selectedIndex(let number):
            hasher.combine(number)
        case .range(let min, let max):
            hasher.combineSameValue(min)
            hasher.combineSameValue(max)
        case .step(let number), .value(let number), .progress(let number), .contentOffset(let number),
             .spacing(let number), .width(let number), .height(let number), .opacity(let number):
            hasher.combineSameValue(number)
        case .margins(let insets), .padding(let insets):
            hasher.combineSameValue(insets.top)
            hasher.combineSameValue(insets.leading)
            hasher.combineSameValue(insets.bottom)
            hasher.combineSameValue(insets.trailing)
        case .expands(let axes):
            hasher.combine(axes.rawValue)
        case .axis(let axis):
            hasher.combine(axis)
        case .distribution(let distribution):
            hasher.combine(distribution)
        case .alignment(let alignment):
            hasher.combine(alignment)
        case .case(let textCase):
            hasher.combine(textCase)
        case .textAlignment(let alignment):
            hasher.combine(alignment)
        case .textStyle(let style):
            hasher.combine(style)
        case .textColor(let color), .titleColor(let color, _), .backgroundColor(let color), .tintColor(let color),
             .borderColor(let color):
            hasher.combine(color)
        case .borderStyle(let style):
            hasher.combine(style)
        case .image(let image), .buttonImage(let image, _):
            hasher.combine(image)
        case .font(let font):
            hasher.combine(font.family)
            hasher.combine(font.size == nil)
            hasher.combineSameValue(font.size ?? 0)
            hasher.combine(font.weight)
        case .cornerRadius(let number), .borderWidth(let number):
            hasher.combineSameValue(number)
        case .clipsToBounds(let flag):
            hasher.combine(flag)
        case .contentMode(let mode):
            hasher.combine(mode)
        case .emphasis(let emphasis):
            hasher.combine(emphasis)
        case .delegate(let delegate):
            hasher.combine(delegate)
        case .states(let appearances):
            hasher.combine(appearances)
        case .onPress(let handler), .onChange(let handler), .onSubmit(let handler):
            hasher.combine(handler)
        case .custom(let custom):
            hasher.combine(custom)
        }
    }
}

extension Hasher {
    /// Feeds `number`, every NaN (whatever its sign or payload) as one value:
    /// `Attribute.isSameValue(as:)` may tell NaNs apart, but never calls a NaN
    /// the same as a number, so hashing them alike keeps the two consistent.
    fileprivate mutating func combineSameValue(_ number: Double) {
        combine(number.isNaN ? Double.nan : number)
    }
}
