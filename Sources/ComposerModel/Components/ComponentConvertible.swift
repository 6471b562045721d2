/// A view model that describes its view as a ``Component`` (ViewComponents' MVVM protocol).
///
/// ```swift
/// struct PersonViewModel: ComponentConvertible {
///     let person: Person
///     var component: Component {
///         Component(.borderStyle(.single)).withChildren(
///             .child("nameLabel", styles: .text("\(person.firstName) \(person.lastName)"))
///         )
///     }
/// }
///
/// PersonViewModel(person: john).configure(personView)
/// XCTAssertEqual(PersonViewModel(person: john).component, expected)
/// ```
public protocol ComponentConvertible {
    /// How the view should look for this view model's current state.
    var component: Component { get }
}

extension ComponentConvertible {
    /// Installs ``component`` on a fresh `view`.
    ///
    /// - Parameter view: The widget tree to configure.
    /// - Returns: Counts and diagnostics.
    @discardableResult
    public func configure(_ view: some ComponentTarget) -> InstallReport {
        view.install(component)
    }
}
