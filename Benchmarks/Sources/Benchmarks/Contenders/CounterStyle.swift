import Bindings
import ComposerModel
import Widgets

/// What every contender shows for a counter value: the same attributes on the
/// same widget class, whichever way the value reaches the label.
enum CounterStyle: Sendable {
    /// `text` only: "Count: n".
    case text
    /// `text` and a `textColor` that alternates with the value (the two-attribute Label style).
    case textAndColor

    /// The style an array-form style function returns for `value`.
    func style(_ value: Int) -> Style {
        switch self {
        case .text: [.text("Count: \(value)")]
        case .textAndColor: [.text("Count: \(value)"), .textColor(Self.color(value))]
        }
    }

    /// The style a style builder writes for `value`, into the empty style it is given: the
    /// form the docs recommend for a target that changes often (it allocates nothing once warm).
    func build(_ value: Int, into style: inout Style) {
        style.set(.text("Count: \(value)"))
        if self == .textAndColor { style.set(.textColor(Self.color(value))) }
    }

    /// The direct setter: what code without a framework does for `value`, each
    /// attribute applied to the label in turn.
    @LoopActor
    func apply(_ value: Int, to label: Label) {
        _ = label.apply(.text("Count: \(value)"))
        if self == .textAndColor {
            _ = label.apply(.textColor(Self.color(value)))
        }
    }

    private static func color(_ value: Int) -> Color {
        value.isMultiple(of: 2) ? .green : .red
    }
}
