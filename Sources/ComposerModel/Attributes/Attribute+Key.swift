extension Attribute {
    /// The property this attribute sets, ignoring its value.
    ///
    /// ```swift
    /// Attribute.text("a").key == Attribute.text("b").key         // true
    /// Attribute.title("OK", for: .normal).key == .title(.normal)  // true
    /// ```
    public var key: AttributeKey {
        switch self {
        case .identifier: return .identifier
        case .arrangedSubviews: return .arrangedSubviews
        case .items: return .items
        case .content: return .content
        case .emphasis: return .emphasis
        case .segments: return .segments
        case .text: return .text
        case .placeholder: return .placeholder
        case .title(_, let state): return .title(state)
        case .secureEntry: return .secureEntry
        case .editable: return .editable
        case .numberOfLines: return .numberOfLines
        case .image: return .image
        case .buttonImage(_, let state): return .buttonImage(state)
        case .range: return .range
        case .step: return .step
        case .value: return .value
        case .isOn: return .isOn
        case .progress: return .progress
        case .selectedIndex: return .selectedIndex
        case .animating: return .animating
        case .contentOffset: return .contentOffset
        case .enabled: return .enabled
        case .hidden: return .hidden
        case .highlighted: return .highlighted
        case .selected: return .selected
        case .states: return .states
        case .expands: return .expands
        case .axis: return .axis
        case .distribution: return .distribution
        case .alignment: return .alignment
        case .spacing: return .spacing
        case .margins: return .margins
        case .padding: return .padding
        case .width: return .width
        case .height: return .height
        case .case: return .case
        case .textAlignment: return .textAlignment
        case .textStyle: return .textStyle
        case .textColor: return .textColor
        case .titleColor(_, let state): return .titleColor(state)
        case .backgroundColor: return .backgroundColor
        case .tintColor: return .tintColor
        case .borderStyle: return .borderStyle
        case .borderColor: return .borderColor
        case .opacity: return .opacity
        case .font: return .font
        case .cornerRadius: return .cornerRadius
        case .borderWidth: return .borderWidth
        case .clipsToBounds: return .clipsToBounds
        case .contentMode: return .contentMode
        case .delegate: return .delegate
        case .onPress: return .onPress
        case .onChange: return .onChange
        case .onSubmit: return .onSubmit
        case .accessibilityLabel: return .accessibilityLabel
        case .accessibilityHint: return .accessibilityHint
        case .accessibilityLabeledBy: return .accessibilityLabeledBy
        case .accessibilityHidden: return .accessibilityHidden
        case .custom(let custom): return .custom(custom.key)
        }
    }
}
