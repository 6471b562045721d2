extension Style {
    /// Merges `other` into this style, keeping this style's value where both set a key.
    ///
    /// ```swift
    /// let foo: Style = [.text("foo")]
    /// let bar: Style = [.text("bar"), .color(.red)]
    /// foo.merging(slave: bar)   // [.text("foo"), .backgroundColor(.red)]
    /// ```
    ///
    /// The result lists this style's attributes first, then those only `other`
    /// sets, in `other`'s order. Diagnostics of both are kept.
    ///
    /// - Parameter other: The style whose values lose conflicts.
    /// - Returns: The merged style.
    /// - Complexity: O(*n* × *m*) for styles of *n* and *m* attributes.
    func merging(slave other: Style) -> Style {
        var result = self
        for attribute in other.attributes where !result.contains(attribute.key) {
            result.storage.append(attribute)
        }
        result.appendDiagnostics(other.diagnostics)
        return result
    }

    /// Merges `other` into this style, taking `other`'s value where both set a key.
    ///
    /// ```swift
    /// let foo: Style = [.text("foo")]
    /// let bar: Style = [.text("bar"), .color(.red)]
    /// foo.merging(master: bar)   // [.text("bar"), .backgroundColor(.red)]
    /// ```
    ///
    /// A replaced attribute keeps its position; attributes only `other` sets
    /// follow in `other`'s order. Diagnostics of both are kept.
    ///
    /// - Parameter other: The style whose values win conflicts.
    /// - Returns: The merged style.
    /// - Complexity: O(*n* × *m*) for styles of *n* and *m* attributes.
    func merging(master other: Style) -> Style {
        var result = self
        for attribute in other.attributes {
            result.set(attribute)
        }
        result.appendDiagnostics(other.diagnostics)
        return result
    }
}

extension StyleConvertible {
    /// The left side wins: ViewComposer's `merge(slave:)` merges `other` in, keeping this
    /// value where both set a key.
    ///
    /// ```swift
    /// let foo: [Attribute] = [.text("foo")]
    /// let bar: Style = [.text("bar"), .color(.red)]
    /// foo.merge(slave: bar)    // [.text("foo"), .color(.red)]
    /// ```
    ///
    /// Works between styles, single attributes, attribute arrays and optional
    /// styles in any combination; the result is always a ``Style``.
    ///
    /// - Parameter other: The value whose attributes lose conflicts.
    /// - Returns: The merged style.
    /// - Complexity: O(*n* × *m*) for *n* and *m* attributes.
    public func merge(slave other: Style?) -> Style { asStyle.merging(slave: other.asStyle) }

    /// The left side wins: ViewComposer's `merge(slave:)` with a single attribute.
    ///
    /// - Complexity: O(*n*) for *n* attributes.
    public func merge(slave other: Attribute) -> Style { asStyle.merging(slave: other.asStyle) }

    /// The left side wins: ViewComposer's `merge(slave:)` with an attribute array (a repeated key keeps its first value).
    ///
    /// - Complexity: O(*n* × *m* + *m*²) for *n* and *m* attributes.
    public func merge(slave other: [Attribute]) -> Style { asStyle.merging(slave: other.asStyle) }

    /// The right side wins: ViewComposer's `merge(master:)` merges `other` in, taking its
    /// value where both set a key.
    ///
    /// ```swift
    /// let style: Style = [.text("bar"), .color(.red)]
    /// style.merge(master: .text("foo"))   // [.text("foo"), .color(.red)]
    /// ```
    ///
    /// - Parameter other: The value whose attributes win conflicts.
    /// - Returns: The merged style.
    /// - Complexity: O(*n* × *m*) for *n* and *m* attributes.
    public func merge(master other: Style?) -> Style { asStyle.merging(master: other.asStyle) }

    /// The right side wins: ViewComposer's `merge(master:)` with a single attribute.
    ///
    /// - Complexity: O(*n*) for *n* attributes.
    public func merge(master other: Attribute) -> Style { asStyle.merging(master: other.asStyle) }

    /// The right side wins: ViewComposer's `merge(master:)` with an attribute array (a repeated key keeps its first value).
    ///
    /// - Complexity: O(*n* × *m* + *m*²) for *n* and *m* attributes.
    public func merge(master other: [Attribute]) -> Style { asStyle.merging(master: other.asStyle) }
}
