// ViewComposer's `let fooLabel: Label = labelStyle.merge(master: .text("Foo"))`:
// the merge methods build a widget when the context asks for one, as the merge
// operators do (MergeOperators+Construction.swift). Without a widget context the
// style-returning methods of Style+Merge.swift are chosen.

extension StyleConvertible {
    /// ViewComposer's `merge(slave:)`, made into a widget: this value wins conflicts.
    ///
    /// ```swift
    /// let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
    /// let label: Label = [Attribute.text("Foo")].merge(slave: labelStyle)
    /// ```
    ///
    /// - Parameter other: The value whose attributes lose conflicts.
    /// - Returns: A new widget with the merged style installed.
    /// - Complexity: O(*n* × *m*) for *n* and *m* attributes, plus the install.
    public func merge<Widget: StyleInitializable>(slave other: Style?) -> Widget { Widget(style: merge(slave: other)) }

    /// ViewComposer's `merge(slave:)` with a single attribute, made into a widget.
    public func merge<Widget: StyleInitializable>(slave other: Attribute) -> Widget { Widget(style: merge(slave: other)) }

    /// ViewComposer's `merge(slave:)` with an attribute array, made into a widget.
    public func merge<Widget: StyleInitializable>(slave other: [Attribute]) -> Widget { Widget(style: merge(slave: other)) }

    /// ViewComposer's `merge(master:)`, made into a widget: `other` wins conflicts.
    ///
    /// ```swift
    /// let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
    /// let fooLabel: Label = labelStyle.merge(master: .text("Foo"))
    /// ```
    ///
    /// - Parameter other: The value whose attributes win conflicts.
    /// - Returns: A new widget with the merged style installed.
    /// - Complexity: O(*n* × *m*) for *n* and *m* attributes, plus the install.
    public func merge<Widget: StyleInitializable>(master other: Style?) -> Widget { Widget(style: merge(master: other)) }

    /// ViewComposer's `merge(master:)` with a single attribute, made into a widget.
    public func merge<Widget: StyleInitializable>(master other: Attribute) -> Widget { Widget(style: merge(master: other)) }

    /// ViewComposer's `merge(master:)` with an attribute array, made into a widget.
    public func merge<Widget: StyleInitializable>(master other: [Attribute]) -> Widget { Widget(style: merge(master: other)) }
}
