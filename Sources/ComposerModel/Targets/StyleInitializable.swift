/// A widget that can be made from a style, so that a merge can produce it directly.
///
/// ```swift
/// let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
/// let fooLabel: Label = labelStyle <<- .text("Foo")            // a Label, styled
/// let barLabel: Label = .text("Bar") <- labelStyle             // a chain starting with an attribute
/// let bazLabel: Label = labelStyle.merge(master: [.text("Baz")])
/// ```
///
/// Every merge operator (`<-`, `<<-`, for each operand pair of a style or optional
/// style, an attribute and an attribute array) and the `merge(master:)`/`merge(slave:)`
/// methods have an overload whose result is any `StyleInitializable`, chosen when the
/// context asks for one; without such a context the merge is a ``Style``. `Style` itself
/// does not adopt it, so that inside a chain the style-returning overloads are the only
/// candidates and type-checking stays fast.
///
/// Widgets isolated to a global actor adopt it with an isolated conformance;
/// the merge operators that produce a widget then work in that isolation.
public protocol StyleInitializable {
    /// A new widget with `style` installed.
    init(style: Style)
}
