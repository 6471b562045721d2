public import ComposerModel

extension WidgetComponent {
    /// A child of a ``WidgetComponent``: its key and a component checked against its widget.
    ///
    /// ```swift
    /// .child(\.nameLabel, styles: .text("Ada"), .textColor(.red))   // nameLabel is a Label
    /// ```
    ///
    /// A key path child must be a `nonisolated let` of `W` (see ``ComponentKey``).
    public struct Child: Sendable {
        /// The untyped child the component holds.
        public let untyped: Component.Child

        /// A child addressed by a key path from `W`, from its typed component.
        ///
        /// - Parameters:
        ///   - keyPath: The path from the parent to the child widget.
        ///   - component: How the child should look.
        public static func child<Child: Widget>(
            _ keyPath: any KeyPath<W, Child> & Sendable, _ component: WidgetComponent<Child>
        ) -> Self {
            Self(untyped: .child(keyPath, component.component))
        }

        /// A child addressed by a key path from `W`, from the attributes its widget accepts.
        ///
        /// - Parameters:
        ///   - keyPath: The path from the parent to the child widget.
        ///   - attributes: The child's attributes; a repeated key keeps its first value.
        public static func child<Child: Widget>(
            _ keyPath: any KeyPath<W, Child> & Sendable, styles attributes: WidgetAttribute<Child>...
        ) -> Self {
            Self(untyped: Component.Child(key: ComponentKey(keyPath), component: Component(Style(attributes.map(\.attribute)))))
        }

        /// A descendant addressed by its identifier, from its typed component.
        ///
        /// - Parameters:
        ///   - key: The descendant's identifier (`.identifier("name")`).
        ///   - component: How it should look, checked against the type it is declared with.
        public static func child<Child: Widget>(_ key: ComponentKey, _ component: WidgetComponent<Child>) -> Self {
            Self(untyped: .child(key, component.component))
        }
    }
}
