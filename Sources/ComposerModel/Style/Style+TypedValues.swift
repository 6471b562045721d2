/// Typed reads of a style's common values, without pattern matching.
///
/// ```swift
/// let style: Style = [.text("Hello"), .textColor(.red), .title("OK", for: .normal), .hidden(false)]
/// style.text                        // "Hello"
/// style.textColor                   // .red
/// style.title(for: .normal)         // "OK"
/// style.hidden                      // false
/// style.width                       // nil: not set
/// ```
///
/// Each read returns the payload of the attribute the style holds for that key,
/// or `nil` when the style does not set it (not the widget's default: a style
/// knows nothing of widgets). The keyed subscript, `style[.text]`, still returns
/// the whole ``Attribute``.
///
/// - Complexity: Each read is O(*n*) in the number of attributes, as `style[key]`.
extension Style {
    /// The text a label, button, field or text view shows, or `nil` if the style does not set ``AttributeKey/text``.
    public var text: String? {
        guard case .text(let text)? = attribute(for: .text) else { return nil }
        return text
    }

    /// The text an empty input field shows, or `nil` if the style does not set ``AttributeKey/placeholder``.
    public var placeholder: String? {
        guard case .placeholder(let placeholder)? = attribute(for: .placeholder) else { return nil }
        return placeholder
    }

    /// A slider's value, or `nil` if the style does not set ``AttributeKey/value``.
    public var value: Double? {
        guard case .value(let value)? = attribute(for: .value) else { return nil }
        return value
    }

    /// Whether a switch is on, or `nil` if the style does not set ``AttributeKey/isOn``.
    public var isOn: Bool? {
        guard case .isOn(let isOn)? = attribute(for: .isOn) else { return nil }
        return isOn
    }

    /// A progress bar's completion, or `nil` if the style does not set ``AttributeKey/progress``.
    public var progress: Double? {
        guard case .progress(let progress)? = attribute(for: .progress) else { return nil }
        return progress
    }

    /// The selected segment or list row, or `nil` if the style does not set ``AttributeKey/selectedIndex``.
    public var selectedIndex: Int? {
        guard case .selectedIndex(let selectedIndex)? = attribute(for: .selectedIndex) else { return nil }
        return selectedIndex
    }

    /// Whether the widget takes input, or `nil` if the style does not set ``AttributeKey/enabled``.
    public var enabled: Bool? {
        guard case .enabled(let enabled)? = attribute(for: .enabled) else { return nil }
        return enabled
    }

    /// Whether the widget is hidden, or `nil` if the style does not set ``AttributeKey/hidden``.
    public var hidden: Bool? {
        guard case .hidden(let hidden)? = attribute(for: .hidden) else { return nil }
        return hidden
    }

    /// The fixed width, in cells, or `nil` if the style does not set ``AttributeKey/width``.
    public var width: Double? {
        guard case .width(let width)? = attribute(for: .width) else { return nil }
        return width
    }

    /// The fixed height, in cells, or `nil` if the style does not set ``AttributeKey/height``.
    public var height: Double? {
        guard case .height(let height)? = attribute(for: .height) else { return nil }
        return height
    }

    /// The color of text, or `nil` if the style does not set ``AttributeKey/textColor``.
    public var textColor: Color? {
        guard case .textColor(let textColor)? = attribute(for: .textColor) else { return nil }
        return textColor
    }

    /// The color behind the widget, or `nil` if the style does not set ``AttributeKey/backgroundColor``.
    public var backgroundColor: Color? {
        guard case .backgroundColor(let backgroundColor)? = attribute(for: .backgroundColor) else { return nil }
        return backgroundColor
    }

    /// The accent color, or `nil` if the style does not set ``AttributeKey/tintColor``.
    public var tintColor: Color? {
        guard case .tintColor(let tintColor)? = attribute(for: .tintColor) else { return nil }
        return tintColor
    }

    /// The border's color, or `nil` if the style does not set ``AttributeKey/borderColor``.
    public var borderColor: Color? {
        guard case .borderColor(let borderColor)? = attribute(for: .borderColor) else { return nil }
        return borderColor
    }

    /// The opacity, from 0 to 1, or `nil` if the style does not set ``AttributeKey/opacity``.
    public var opacity: Double? {
        guard case .opacity(let opacity)? = attribute(for: .opacity) else { return nil }
        return opacity
    }

    /// A button's title in `state`, or `nil` if the style does not set one for that state.
    ///
    /// - Parameter state: The control state the title belongs to.
    /// - Returns: The title set for exactly `state`; titles of other states are not a fallback.
    public func title(for state: ControlState) -> String? {
        guard case .title(let title, _)? = attribute(for: .title(state)) else { return nil }
        return title
    }

    /// A button's image in `state`, or `nil` if the style does not set one for that state.
    ///
    /// ```swift
    /// let style: Style = [.image(.file("play.png"), for: .normal)]
    /// style.image(for: .normal)     // .file("play.png")
    /// style.image(for: .disabled)   // nil: no fallback in a style
    /// ```
    ///
    /// - Parameter state: The control state the image belongs to.
    /// - Returns: The image set for exactly `state`; images of other states are not a fallback.
    public func image(for state: ControlState) -> Image? {
        guard case .buttonImage(let image, _)? = attribute(for: .buttonImage(state)) else { return nil }
        return image
    }

    /// A button's title color in `state`, or `nil` if the style does not set one for that state.
    ///
    /// - Parameter state: The control state the color belongs to.
    /// - Returns: The color set for exactly `state`; colors of other states are not a fallback.
    public func titleColor(for state: ControlState) -> Color? {
        guard case .titleColor(let color, _)? = attribute(for: .titleColor(state)) else { return nil }
        return color
    }
}
