import ComposerModel
import Widgets

extension WebDocument {
    /// Writes the page properties of an attribute every widget has.
    ///
    /// - Parameters:
    ///   - key: The key set or reset.
    ///   - widget: The widget (holding the new value, or the default after a reset).
    ///   - properties: Where to write.
    func showCommon(_ key: AttributeKey, of widget: Widget, into properties: inout WebProperties) {
        switch key {
        case .identifier:
            properties["attr.data-identifier"] = widget.identifier.map { .string($0) }
        case .hidden:
            properties["hidden"] = widget.isHidden ? .bool(true) : nil
        case .enabled:
            properties["disabled"] = widget.isEnabled ? nil : .bool(true)
        case .opacity:
            properties["css.opacity"] = widget.opacity == 1 ? nil : .number(widget.opacity)
        case .width:
            properties["css.width"] = widget.width.map { .string(units.css(across: $0)) }
            properties["attr.data-expands"] = Self.expansion(of: widget)
        case .height:
            properties["css.height"] = widget.height.map { .string(units.css(down: $0)) }
            properties["attr.data-expands"] = Self.expansion(of: widget)
        case .expands:
            properties["attr.data-expands"] = Self.expansion(of: widget)
        case .margins:
            properties["css.margin"] = insets(widget.margins)
        case .padding:
            properties["css.padding"] = insets(widget.padding)
        case .backgroundColor:
            properties["css.background-color"] = widget.backgroundColor.webCSS
        case .tintColor:
            // The accent a control draws itself (a range's thumb), and --lc-tint for what
            // the stylesheet draws (a switch's track, a progress bar's fill: accent-color
            // does not reach those), inherited by the children as UIKit's tint is.
            properties["css.accent-color"] = widget.tintColor.webCSS
            properties["css.--lc-tint"] = widget.tintColor.webCSS
        case .borderStyle, .borderWidth, .cornerRadius:
            showBorder(of: widget, into: &properties)
        case .borderColor:
            properties["css.border-color"] = widget.borderColor.webCSS
        case .font:
            properties["css.font-family"] = widget.font?.family.map { .string(Self.quotedFamily($0)) }
            properties["css.font-size"] = widget.font?.size.map { .string(Self.number($0) + "pt") }
            properties["css.font-weight"] = widget.font.flatMap { $0.weight == .regular ? nil : .number(Double($0.weight.numericValue)) }
        case .clipsToBounds:
            properties["css.overflow"] = widget.clipsToBounds ? .string("hidden") : nil
        case .accessibilityLabel:
            properties["attr.aria-label"] = widget.accessibilityName.map { .string($0) }
        case .accessibilityHint:
            // Only a hint: a browser describes a field by its placeholder already.
            properties["attr.aria-description"] = widget.accessibilityHint.flatMap { $0.isEmpty ? nil : .string($0) }
        case .accessibilityLabeledBy:
            properties["attr.aria-labelledby"] = labelledByID(of: widget).map { .string($0) }
        case .accessibilityHidden:
            properties["attr.aria-hidden"] = widget.isAccessibilityHidden ? .string("true") : nil
        default:
            // Keys no page shows (events, the delegate, a custom key the widget did not
            // show): nothing to write.
            break
        }
    }

    /// The page element id of the widget labelling `widget` (`lc-n<node id>`, the id the page
    /// gives every element), or `nil` for none; a label without a node yet is awaited, and
    /// the relation is written when its node is made.
    private func labelledByID(of widget: Widget) -> String? {
        guard let label = widget.accessibilityLabeledBy else { return nil }
        if let id = nodeID(of: label) { return "lc-n\(id)" }
        if let labelled = nodeID(of: widget) { awaitingLabels[ObjectIdentifier(label), default: []].append(labelled) }
        return nil
    }

    /// The axes `widget` expands along (``Widget/expands(along:)``) as the page's
    /// `data-expands` attribute (`"horizontal vertical"`), or `nil` for none: the
    /// stylesheet grows such a child along its stack's axis (`flex-grow`) and stretches
    /// it across a row.
    ///
    /// - Parameter widget: The widget.
    /// - Returns: The attribute's value, or `nil`.
    static func expansion(of widget: Widget) -> WebValue? {
        let axes = [Axis.horizontal, .vertical].filter(widget.expands(along:)).map(\.rawValue)
        return axes.isEmpty ? nil : .string(axes.joined(separator: " "))
    }

    /// `value` pixels as CSS: `1px`, `2.5px`.
    static func pixels(_ value: Double) -> String { number(value) + "px" }

    /// A number as CSS writes it: no `.0` on whole numbers.
    static func number(_ value: Double) -> String {
        var text = ""
        WebJSON.appendNumber(value, to: &text)
        return text
    }

    private func insets(_ insets: EdgeInsets) -> WebValue? {
        guard insets != .zero else { return nil }
        return .string([
            units.css(down: insets.top), units.css(across: insets.trailing),
            units.css(down: insets.bottom), units.css(across: insets.leading),
        ].joined(separator: " "))
    }

    private func showBorder(of widget: Widget, into properties: inout WebProperties) {
        let style: String?
        var width = widget.borderWidth
        switch widget.borderStyle {
        case .noBorder: style = widget.borderWidth == nil ? nil : "solid"
        case .single: style = "solid"
        case .double: style = "double"; width = width ?? 3
        case .rounded: style = "solid"
        case .heavy: style = "solid"; width = width ?? 2
        case .ascii: style = "dashed"
        }
        properties["css.border-style"] = style.map { .string($0) }
        properties["css.border-width"] = style == nil ? nil : .string(Self.pixels(width ?? 1))
        let radius = widget.cornerRadius > 0 ? widget.cornerRadius : (widget.borderStyle == .rounded ? 6 : 0)
        properties["css.border-radius"] = radius > 0 ? .string(Self.pixels(radius)) : nil
    }

    /// A family name as a CSS string: quoted, with quotes and backslashes escaped, so that
    /// a name never ends the declaration.
    private static func quotedFamily(_ family: String) -> String {
        let escaped = family.unicodeScalars.filter { $0.value >= 0x20 && $0 != "\u{7F}" }
            .map { $0 == "\"" || $0 == "\\" ? "\\" + String($0) : String($0) }.joined()
        return "\"\(escaped)\""
    }
}
