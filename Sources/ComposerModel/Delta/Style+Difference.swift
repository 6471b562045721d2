extension Style {
    /// The delta that turns a widget showing `old` into one showing this style.
    ///
    /// ```swift
    /// let old: Style = [.text("a"), .hidden(true)]
    /// let new: Style = [.text("b")]
    /// new.difference(from: old)   // [set text("b"), reset hidden]
    /// new.difference(from: new)   // []: nothing to install
    /// ```
    ///
    /// An attribute equal in both styles is left out, unless a key it depends
    /// on changed (see ``AttributeKey/dependents``): a widget that clamped
    /// `.value(8)` to a range of `0...5` must show 8 once the range grows, as a
    /// fresh widget would.
    ///
    /// - Parameter old: The style the widget shows now.
    /// - Returns: Sets for attributes added or changed, resets for keys dropped,
    ///   in apply order.
    /// - Complexity: O(*n* × *m* + *k* log *k*) for styles of *n* and *m*
    ///   attributes and *k* changes.
    public func difference(from old: Style) -> StyleDelta {
        var changes: [StyleChange] = []
        for attribute in attributes where !(old[attribute.key]?.isSameValue(as: attribute) ?? false) {
            changes.append(.set(attribute))
        }
        for attribute in old.attributes where !contains(attribute.key) {
            changes.append(.reset(attribute.key))
        }
        for change in changes {
            for dependent in change.key.dependents {
                if let attribute = self[dependent], old[dependent]?.isSameValue(as: attribute) ?? false {
                    changes.append(.set(attribute))
                }
            }
        }
        return StyleDelta(changes)
    }

    /// This style with `delta` installed: the value-level twin of installing on a widget.
    ///
    /// ```swift
    /// old.applying(new.difference(from: old)) == new   // always true
    /// ```
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: The style a widget shows after the delta.
    /// - Complexity: O(*n* × *k*) for *n* attributes and *k* changes.
    public func applying(_ delta: StyleDelta) -> Style {
        var result = self
        for change in delta.changes {
            switch change {
            case .set(let attribute): result.set(attribute)
            case .reset(let key): result.removeAttribute(for: key)
            }
        }
        return result
    }
}
