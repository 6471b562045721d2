/// A component is a view model of itself, so it configures a view as one does.
///
/// ```swift
/// Component(.borderStyle(.single)).configure(personView)
/// ```
extension Component: ComponentConvertible {
    /// This component.
    public var component: Component { self }
}
