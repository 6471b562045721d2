public import Bindings
import ComposerModel

/// A widget class of your own that is built from typed literals, as the built-in widgets
/// are, without writing `init(arrayLiteral:)` (ViewComposer's `Composable`).
///
/// ```swift
/// final class ProfileView: Widget, @LoopActor Composable {
///     nonisolated let nameLabel: Label
///     nonisolated let ageLabel: Label
///
///     override init() {
///         (nameLabel, ageLabel) = (Label(), Label())   // before super.init()
///         super.init()
///         addChild(nameLabel)
///         addChild(ageLabel)
///     }
/// }
///
/// let profile: ProfileView = [.borderStyle(.rounded), .padding(all: 1)]
/// let merged: ProfileView = .borderStyle(.rounded) <- [.width(30)]   // merges build it too
/// // let wrong: ProfileView = [.text("Ada")]   // does not compile: a Widget takes no text
/// ```
///
/// The literal's elements are `WidgetAttribute<Self>`: every attribute your class's
/// superclasses accept (the common ones for a `Widget` subclass), plus those you
/// declare in an `extension WidgetAttribute where W: YourWidget`. The literal goes
/// through `init(style:)`, so your ``Widget/defaultStyle`` applies under it.
///
/// Adopt it in the class declaration or in an extension, isolated to the loop
/// (`@LoopActor Composable`), on a `final` class: Swift lets a protocol extension
/// provide the initializer only there. A subclass of a widget that already takes
/// literals (`Label`, `StackView`, …) needs nothing: it inherits its superclass's
/// literal, typed by the superclass.
///
/// Outlets that components address by key path are `nonisolated let`s (a key path to an
/// isolated property is not `Sendable`), and a `nonisolated let` cannot have a default
/// value that makes a widget, which needs the loop: assign them in `init()` before
/// `super.init()`, which applies ``Widget/defaultStyle`` and may reach them. An outlet
/// found by identifier instead can be a plain `let nameLabel = Label()`.
///
/// Threading: loop only, as every widget.
public protocol Composable: ExpressibleByArrayLiteral where ArrayLiteralElement == WidgetAttribute<Self> {}

extension Composable where Self: Widget {
    /// A widget from a literal of the attributes it accepts (see ``WidgetAttribute``).
    ///
    /// - Parameter elements: The attributes to install; a repeated key keeps its first value.
    @LoopActor
    public init(arrayLiteral elements: WidgetAttribute<Self>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }
}
