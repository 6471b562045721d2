/// Typed reads of the image and appearance attributes, as ``Style``'s other typed reads.
///
/// ```swift
/// let style: Style = [.font(.system(size: 14, weight: .bold)), .cornerRadius(6)]
/// style.font?.weight     // .bold
/// style.cornerRadius     // 6
/// style.borderWidth      // nil: not set
/// ```
///
/// - Complexity: Each read is O(*n*) in the number of attributes, as `style[key]`.
extension Style {
    /// The picture of an image view, or `nil` if the style does not set ``AttributeKey/image``.
    public var image: Image? {
        guard case .image(let image)? = attribute(for: .image) else { return nil }
        return image
    }

    /// The typeface, or `nil` if the style does not set ``AttributeKey/font``.
    public var font: Font? {
        guard case .font(let font)? = attribute(for: .font) else { return nil }
        return font
    }

    /// The corner radius, or `nil` if the style does not set ``AttributeKey/cornerRadius``.
    public var cornerRadius: Double? {
        guard case .cornerRadius(let radius)? = attribute(for: .cornerRadius) else { return nil }
        return radius
    }

    /// The border width, or `nil` if the style does not set ``AttributeKey/borderWidth``.
    public var borderWidth: Double? {
        guard case .borderWidth(let width)? = attribute(for: .borderWidth) else { return nil }
        return width
    }

    /// How an image view fits its picture, or `nil` if the style does not set ``AttributeKey/contentMode``.
    public var contentMode: ContentMode? {
        guard case .contentMode(let mode)? = attribute(for: .contentMode) else { return nil }
        return mode
    }

    /// Whether children are clipped, or `nil` if the style does not set ``AttributeKey/clipsToBounds``.
    public var clipsToBounds: Bool? {
        guard case .clipsToBounds(let clips)? = attribute(for: .clipsToBounds) else { return nil }
        return clips
    }
}
