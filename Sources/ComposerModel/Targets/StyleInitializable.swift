/// A widget that can be made from a style, so that a merge can produce it directly.
///
/// ```swift
/// let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
/// let fooLabel: Label = labelStyle <<- .text("Foo")    // a Label, styled
/// ```
///
/// Widgets isolated to a global actor adopt it with an isolated conformance;
/// the merge operators that produce a widget then work in that isolation.
public protocol StyleInitializable {
    /// A new widget with `style` installed.
    init(style: Style)
}
