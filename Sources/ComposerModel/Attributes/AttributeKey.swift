/// Which property an attribute sets, ignoring its value.
///
/// Keys decide identity in a ``Style`` (one attribute per key), which value
/// wins a merge, and the order attributes are installed in. `AttributeKey` is
/// `Comparable` by that apply order:
///
/// 1. structure: `identifier`, `arrangedSubviews`, `items`, `segments`, `content`
/// 2. content: `emphasis`, `buttonImage(_:)` (normal, highlighted, disabled, selected), `text`,
///    `placeholder`, `title(_:)` (normal, highlighted, disabled), `secureEntry`, `editable`, `numberOfLines`, `title(.selected)`, `image`
/// 3. value: `range`, `step`, `value`, `isOn`, `progress`, `selectedIndex`, `animating`,
///    `contentOffset`
/// 4. state: `enabled`, `hidden`, `highlighted`, `selected` (and `states`, which a style
///    never holds: it is expanded into titles, title colors and images at construction)
/// 5. layout: `expands`, `axis`, `distribution`, `alignment`, `spacing`, `margins`, `padding`,
///    `width`, `height`
/// 6. appearance: `titleColor(.selected)`, `case`, `textAlignment`, `textStyle`, `textColor`, `titleColor(_:)`,
///    `backgroundColor`, `tintColor`, `borderStyle`, `borderColor`, `opacity`, `font`,
///    `cornerRadius`, `borderWidth`, `clipsToBounds`, `contentMode`
/// 7. events: `delegate`, `onPress`, `onChange`, `onSubmit`
/// 8. accessibility: `accessibilityLabel`, `accessibilityHint`, `accessibilityLabeledBy`,
///    `accessibilityHidden`
/// 9. custom attributes, by family name and then key name.
///
/// The order is part of the contract: a range is installed before the value it
/// bounds, items before the index that selects one of them, content before
/// layout before appearance. It never depends on hashing or literal order.
///
/// ```swift
/// Attribute.textColor(.red).key < Attribute.text("a").key   // false: content first
/// ```
public enum AttributeKey: Hashable, Sendable {
    // One case per case of `Attribute`, named alike; titles, title colors and button
    // images have one key per control state, custom attributes one per family and name.
    case identifier, arrangedSubviews, items, segments, content
    case emphasis
    case buttonImage(ControlState)
    case text, placeholder, title(ControlState), secureEntry, editable, numberOfLines
    case image
    case range, step, value, isOn, progress, selectedIndex, animating, contentOffset
    case enabled, hidden, highlighted, selected, states
    case expands
    case axis, distribution, alignment, spacing, margins, padding, width, height
    case `case`, textAlignment, textStyle, textColor, titleColor(ControlState)
    case backgroundColor, tintColor, borderStyle, borderColor, opacity
    case font, cornerRadius, borderWidth, clipsToBounds, contentMode
    case delegate, onPress, onChange, onSubmit
    case accessibilityLabel, accessibilityHint, accessibilityLabeledBy, accessibilityHidden
    case custom(CustomAttributeKey)
}

extension AttributeKey: Comparable {
    /// Orders keys by the documented apply order.
    public static func < (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
        let (lhsRank, rhsRank) = (lhs.applyRank, rhs.applyRank)
        if lhsRank != rhsRank { return lhsRank < rhsRank }
        if case .custom(let lhsCustom) = lhs, case .custom(let rhsCustom) = rhs {
            return lhsCustom < rhsCustom
        }
        return false
    }

    /// The position of this key in the apply order; custom keys share the last rank.
    // Inlined so that `Attribute.applyRank`, which names a key per case, folds to constants.
    @inlinable @inline(__always)
    package var applyRank: Int {
        switch self {
        case .identifier: return 0
        case .arrangedSubviews: return 1
        case .items: return 2
        case .segments: return 3
        case .content: return 4
        // Ranks 5–9 are the content group's start: `emphasis` at 5, then a button's images.
        case .emphasis: return 5
        case .buttonImage(let state): return 6 + state.rank
        case .text: return 10
        case .placeholder: return 11
        // `.selected` came after the other states: its slots (18, 49) keep every other rank as it was.
        case .title(let state): return state == .selected ? 18 : 12 + state.rank
        case .secureEntry: return 15
        case .editable: return 16
        case .numberOfLines: return 17
        case .image: return 19
        case .range: return 20
        case .step: return 21
        case .value: return 22
        case .isOn: return 23
        case .progress: return 24
        case .selectedIndex: return 25
        case .animating: return 26
        case .contentOffset: return 27
        case .enabled: return 30
        case .hidden: return 31
        case .highlighted: return 32
        case .selected: return 33
        case .states: return Self.statesRank
        // 35–39: layout attributes that come before `axis`.
        case .expands: return 35
        case .axis: return 40
        case .distribution: return 41
        case .alignment: return 42
        case .spacing: return 43
        case .margins: return 44
        case .padding: return 45
        case .width: return 46
        case .height: return 47
        case .case: return 50
        case .textAlignment: return 51
        case .textStyle: return 52
        case .textColor: return 53
        case .titleColor(let state): return state == .selected ? 49 : 54 + state.rank
        case .backgroundColor: return 57
        case .tintColor: return 58
        case .borderStyle: return 59
        case .borderColor: return 60
        case .opacity: return 61
        case .font: return 62
        case .cornerRadius: return 63
        case .borderWidth: return 64
        case .clipsToBounds: return 65
        case .contentMode: return 66
        case .delegate: return 70
        case .onPress: return 71
        case .onChange: return 72
        case .onSubmit: return 73
        case .accessibilityLabel: return 80
        case .accessibilityHint: return 81
        case .accessibilityLabeledBy: return 82
        case .accessibilityHidden: return 83
        case .custom: return Self.customRank
        }
    }

    /// The rank every custom key shares: keys of that rank differ by family and name.
    ///
    /// Inlinable: a widget's install tests each changed attribute's rank against it, and
    /// the call into this module cost more than the test.
    @inlinable package static var customRank: Int { 100 }

    /// The rank of `.states`, the bundle a style expands.
    @inlinable package static var statesRank: Int { 34 }

    /// Whether the key of `applyRank` has ``dependents``: the ranks of `.items`,
    /// `.segments`, `.content` and `.range`.
    package static func hasDependents(applyRank: Int) -> Bool {
        switch applyRank {
        case 2, 3, 4, 20: return true
        default: return false
        }
    }
}

extension AttributeKey {
    /// Keys whose shown value depends on this key's value, and so are
    /// re-installed whenever this key changes even if their own value did not:
    /// a value is clamped by its range, a selection by its items or segments,
    /// a scroll offset by its content.
    ///
    /// ```swift
    /// AttributeKey.range.dependents   // [.value]
    /// ```
    /// Whether ``dependents`` is not empty, without building it.
    var hasDependents: Bool {
        switch self {
        case .range, .items, .segments, .content: return true
        default: return false
        }
    }

    public var dependents: [AttributeKey] {
        switch self {
        case .range: return [.value]
        case .items, .segments: return [.selectedIndex]
        case .content: return [.contentOffset]
        default: return []
        }
    }
}

extension ControlState {
    @inlinable
    var rank: Int {
        switch self {
        case .normal: return 0
        case .highlighted: return 1
        case .disabled: return 2
        case .selected: return 3
        }
    }
}
