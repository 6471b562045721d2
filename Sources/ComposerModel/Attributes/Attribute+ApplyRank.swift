extension Attribute {
    /// The ``AttributeKey/applyRank`` of this attribute's key, without building the key.
    ///
    /// ```swift
    /// Attribute.text("a").applyRank == AttributeKey.text.applyRank   // true, for every attribute
    /// ```
    ///
    /// The flush compares and counts attributes by rank: building an ``AttributeKey``
    /// copies the attribute out of its enum and, for custom attributes, retains the key's
    /// strings, which is most of what a two-attribute diff costs. Custom attributes share
    /// one rank, so a caller that finds equal ranks compares their keys when the rank is
    /// ``AttributeKey/customRank``.
    ///
    /// - Complexity: O(1), one jump through the enum's tag.
    package var applyRank: Int {
        switch self {
        case .identifier: return 0
        case .arrangedSubviews: return 1
        case .items: return 2
        case .segments: return 3
        case .content: return 4
        case .text: return 10
        case .placeholder: return 11
        case .title(_, let state): return state == .selected ? 18 : 12 + state.rank
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
        case .states: return AttributeKey.statesRank
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
        case .titleColor(_, let state): return state == .selected ? 49 : 54 + state.rank
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
        case .custom: return AttributeKey.customRank
        }
    }
}
