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
    /// The ranks are written once, in ``AttributeKey/applyRank``: each case here names its
    /// key without a payload to copy, and the inlined key switch folds to the constant.
    ///
    /// Inlined where this module calls it (the positional walk); other modules call it.
    ///
    /// - Complexity: O(1), one jump through the enum's tag.
    @inlinable @inline(__always)
    package var applyRank: Int {
        switch self {
        case .identifier: return AttributeKey.identifier.applyRank
        case .arrangedSubviews: return AttributeKey.arrangedSubviews.applyRank
        case .items: return AttributeKey.items.applyRank
        case .segments: return AttributeKey.segments.applyRank
        case .content: return AttributeKey.content.applyRank
        case .emphasis: return AttributeKey.emphasis.applyRank
        case .buttonImage(_, let state): return AttributeKey.buttonImage(state).applyRank
        case .text: return AttributeKey.text.applyRank
        case .placeholder: return AttributeKey.placeholder.applyRank
        case .title(_, let state): return AttributeKey.title(state).applyRank
        case .secureEntry: return AttributeKey.secureEntry.applyRank
        case .editable: return AttributeKey.editable.applyRank
        case .numberOfLines: return AttributeKey.numberOfLines.applyRank
        case .image: return AttributeKey.image.applyRank
        case .range: return AttributeKey.range.applyRank
        case .step: return AttributeKey.step.applyRank
        case .value: return AttributeKey.value.applyRank
        case .isOn: return AttributeKey.isOn.applyRank
        case .progress: return AttributeKey.progress.applyRank
        case .selectedIndex: return AttributeKey.selectedIndex.applyRank
        case .animating: return AttributeKey.animating.applyRank
        case .contentOffset: return AttributeKey.contentOffset.applyRank
        case .enabled: return AttributeKey.enabled.applyRank
        case .hidden: return AttributeKey.hidden.applyRank
        case .highlighted: return AttributeKey.highlighted.applyRank
        case .selected: return AttributeKey.selected.applyRank
        case .states: return AttributeKey.statesRank
        case .expands: return AttributeKey.expands.applyRank
        case .axis: return AttributeKey.axis.applyRank
        case .distribution: return AttributeKey.distribution.applyRank
        case .alignment: return AttributeKey.alignment.applyRank
        case .spacing: return AttributeKey.spacing.applyRank
        case .margins: return AttributeKey.margins.applyRank
        case .padding: return AttributeKey.padding.applyRank
        case .width: return AttributeKey.width.applyRank
        case .height: return AttributeKey.height.applyRank
        case .case: return AttributeKey.case.applyRank
        case .textAlignment: return AttributeKey.textAlignment.applyRank
        case .textStyle: return AttributeKey.textStyle.applyRank
        case .textColor: return AttributeKey.textColor.applyRank
        case .titleColor(_, let state): return AttributeKey.titleColor(state).applyRank
        case .backgroundColor: return AttributeKey.backgroundColor.applyRank
        case .tintColor: return AttributeKey.tintColor.applyRank
        case .borderStyle: return AttributeKey.borderStyle.applyRank
        case .borderColor: return AttributeKey.borderColor.applyRank
        case .opacity: return AttributeKey.opacity.applyRank
        case .font: return AttributeKey.font.applyRank
        case .cornerRadius: return AttributeKey.cornerRadius.applyRank
        case .borderWidth: return AttributeKey.borderWidth.applyRank
        case .clipsToBounds: return AttributeKey.clipsToBounds.applyRank
        case .contentMode: return AttributeKey.contentMode.applyRank
        case .delegate: return AttributeKey.delegate.applyRank
        case .onPress: return AttributeKey.onPress.applyRank
        case .onChange: return AttributeKey.onChange.applyRank
        case .onSubmit: return AttributeKey.onSubmit.applyRank
        case .accessibilityLabel: return AttributeKey.accessibilityLabel.applyRank
        case .accessibilityHint: return AttributeKey.accessibilityHint.applyRank
        case .accessibilityLabeledBy: return AttributeKey.accessibilityLabeledBy.applyRank
        case .accessibilityHidden: return AttributeKey.accessibilityHidden.applyRank
        case .custom: return AttributeKey.customRank
        }
    }
}
