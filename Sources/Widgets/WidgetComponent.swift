import Bindings
public import ComposerModel

/// A ``Component`` checked at compile time against the widget it describes
/// (ViewComponents' `Component<UIButton>`), as a widget literal is.
///
/// ```swift
/// let buttonComponent = WidgetComponent<Button>(
///     .title("Test", for: .normal),
///     .titleColor(.red, for: .normal)
/// )
/// buttonComponent.configure(myButton)
/// // WidgetComponent<Label>(.title("Test", for: .normal))   // does not compile: a Label has no title
///
/// let profile = WidgetComponent<ProfileView>(.borderStyle(.rounded)).withChildren(
///     .child(\.nameLabel, styles: .text("Ada"), .textStyle(.bold)),    // checked against Label
///     .child(\.ageLabel, WidgetComponent<Label>(.text("36 years")))
/// )
/// ```
///
/// Its attributes are `WidgetAttribute<W>`, and a child's are checked against the type
/// its key path leads to. It wraps the untyped ``Component`` (``component``) that
/// installs, diffs and binds; equality, diffing and installing are the untyped ones.
/// It is ``ComponentConvertible`` itself; ``configure(_:)`` takes a `W` (given another
/// widget, `ComponentConvertible`'s untyped `configure(_:)` installs it, checked at run time).
///
/// Threading: a value, usable anywhere; ``configure(_:)`` runs on the loop.
public struct WidgetComponent<W: Widget>: Equatable, Sendable, ComponentConvertible {
    /// The untyped component: what installs, diffs and binds.
    public private(set) var component: Component

    /// A component of `W` from the attributes `W` accepts (`WidgetComponent<Label>()` is empty).
    ///
    /// - Parameter attributes: The root widget's attributes; a repeated key keeps its first value.
    public init(_ attributes: WidgetAttribute<W>...) {
        component = Component(Style(attributes.map(\.attribute)))
    }

    /// A component of `W` from an untyped component, checked only when installed.
    ///
    /// - Parameter component: The untyped component, a predefined style's for instance.
    public init(_ component: Component) {
        self.component = component
    }

    /// This component with `children` added; a key already present keeps its first child.
    ///
    /// - Parameter children: Children built with ``Child/child(_:styles:)`` and its variants.
    /// - Returns: The component with the children.
    public func withChildren(_ children: Child...) -> WidgetComponent {
        withChildren(children)
    }

    /// This component with `children` added; a key already present keeps its first child.
    public func withChildren(_ children: [Child]) -> WidgetComponent {
        WidgetComponent(component.withChildren(children.map(\.untyped)))
    }

    /// The delta that turns a `W` showing `old` into one showing this component.
    ///
    /// - Complexity: That of ``Component/difference(from:)``.
    public func difference(from old: WidgetComponent) -> ComponentDelta {
        component.difference(from: old.component)
    }

    /// Installs this component on a fresh `view`: every attribute and child.
    ///
    /// - Parameter view: The widget to configure, a `W` or a subclass.
    /// - Returns: Counts and diagnostics.
    @LoopActor
    @discardableResult
    public func configure(_ view: W) -> InstallReport {
        view.install(component)
    }
}
