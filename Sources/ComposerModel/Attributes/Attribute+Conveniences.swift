/// ViewComposer's spellings and other shorthands that build ordinary attributes.
extension Attribute {
    /// A button's image in one control state, under UIKit's name (`setImage(_:for:)`):
    /// the ``buttonImage(_:for:)`` attribute, whose key is ``AttributeKey/buttonImage(_:)``.
    ///
    /// ```swift
    /// let play: Style = [.title("Play", for: .normal), .image(.file("play.png", altText: "▶"), for: .normal)]
    /// play[.buttonImage(.normal)]   // .buttonImage(.file("play.png", altText: "▶"), for: .normal)
    /// ```
    ///
    /// - Parameters:
    ///   - image: The picture, shown leading the title.
    ///   - state: The control state it is shown in.
    /// - Returns: `.buttonImage(image, for: state)`.
    public static func image(_ image: Image, for state: ControlState) -> Attribute { .buttonImage(image, for: state) }

    /// The background color, under ViewComposer's name.
    ///
    /// ```swift
    /// let label: Style = [.text("Foo"), .color(.red)]   // same as .backgroundColor(.red)
    /// ```
    public static func color(_ color: Color) -> Attribute { .backgroundColor(color) }

    /// Opacity, under UIKit's name.
    public static func alpha(_ alpha: Double) -> Attribute { .opacity(alpha) }

    /// The same margin on all four edges (ViewComposer's `.layoutMargins(all:)`).
    public static func layoutMargins(all inset: Double) -> Attribute { .margins(EdgeInsets(all: inset)) }

    /// The same padding on all four edges.
    public static func padding(all inset: Double) -> Attribute { .padding(EdgeInsets(all: inset)) }

    /// A switch's state, under ViewComposer's name.
    public static func on(_ isOn: Bool) -> Attribute { .isOn(isOn) }

    /// A slider's bounds from a closed range.
    ///
    /// ```swift
    /// let slider: Style = [.range(0...10), .value(5), .step(1)]
    /// ```
    public static func range(_ bounds: ClosedRange<Double>) -> Attribute {
        .range(min: bounds.lowerBound, max: bounds.upperBound)
    }

    /// The subviews a stack view arranges (ViewComposer's `.views`).
    ///
    /// - Parameter views: Widgets, referenced by identity.
    public static func views(_ views: [any AnyObject & Sendable]) -> Attribute {
        .arrangedSubviews(views.map(ViewReference.init))
    }

    /// The widget's delegate, held weakly: `.delegate(self)`.
    ///
    /// - Parameter delegate: An object adopting the widget's delegate protocol.
    public static func delegate(_ delegate: any AnyObject & Sendable) -> Attribute {
        .delegate(DelegateReference(delegate))
    }

    /// The widget whose text names this one for assistive technology, by reference.
    ///
    /// ```swift
    /// let autoLabel = Label(style: [.text("Auto-count")])
    /// let toggle = Switch(style: [.accessibilityLabeledBy(autoLabel)])
    /// ```
    ///
    /// - Parameter label: The naming widget, usually a label; referenced by identity.
    /// - Returns: `.accessibilityLabeledBy(ViewReference(label))`.
    public static func accessibilityLabeledBy(_ label: any AnyObject & Sendable) -> Attribute {
        .accessibilityLabeledBy(ViewReference(label))
    }

    /// An attribute of a user-declared family.
    ///
    /// ```swift
    /// let style: Style = [.custom(FooAttribute.foo("Foobar")), .textColor(.red)]
    /// ```
    public static func custom(_ attribute: some CustomAttribute) -> Attribute {
        .custom(AnyCustomAttribute(attribute))
    }
}
