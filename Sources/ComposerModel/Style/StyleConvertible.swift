/// Anything that can stand for a style in a merge: a ``Style``, a single
/// ``Attribute``, an array of attributes, or an optional style (`nil` is empty).
///
/// ```swift
/// let fromArray = [Attribute.text("a"), .textColor(.red)].asStyle
/// let fromNil = Style?.none.asStyle   // the empty style
/// ```
public protocol StyleConvertible {
    /// This value as a style; an array with repeated keys keeps each key's first value.
    var asStyle: Style { get }
}

extension Style: StyleConvertible {
    public var asStyle: Style { self }
}

extension Attribute: StyleConvertible {
    public var asStyle: Style { Style(CollectionOfOne(self)) }
}

extension Array: StyleConvertible where Element == Attribute {
    public var asStyle: Style { Style(self) }
}

extension Optional: StyleConvertible where Wrapped == Style {
    public var asStyle: Style { self ?? Style() }
}
