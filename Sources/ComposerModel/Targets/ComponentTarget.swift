/// A styleable widget with children or rows, on which a ``Component`` can be installed.
///
/// ```swift
/// final class PersonView: ComponentTarget {
///     let nameLabel = Label()
///     func child(for key: ComponentKey) -> (any Styleable)? {
///         key.resolve(in: self) as? any Styleable     // key-path keys
///     }
///     ...
/// }
/// personView.install(viewModel.component)
/// ```
///
/// Children are fixed parts of the widget, found by ``child(for:)``. Rows are a
/// list the widget owns: ``applyRowChanges(_:)`` reorders them (use
/// ``RowChanges/apply(to:key:makeRow:)`` for the semantics) and ``row(for:)``
/// finds one afterwards. Widgets without rows keep the defaults, and every row
/// change sent to them is reported.
public protocol ComponentTarget: Styleable {
    /// The child widget `key` addresses, or `nil`.
    ///
    /// The default follows key-path keys from this widget and finds nothing by name.
    func child(for key: ComponentKey) -> (any Styleable)?

    /// The row widget for `key`, or `nil`. The default has no rows.
    func row(for key: ComponentKey) -> (any Styleable)?

    /// Removes, inserts (as fresh widgets) and moves rows as `changes` says.
    ///
    /// - Returns: Whether this widget keeps rows. The default keeps none and
    ///   returns `false`, and the install reports the changes as ignored.
    func applyRowChanges(_ changes: RowChanges) -> Bool
}

extension ComponentTarget {
    public func child(for key: ComponentKey) -> (any Styleable)? {
        key.resolve(in: self) as? any Styleable
    }

    public func row(for key: ComponentKey) -> (any Styleable)? { nil }

    public func applyRowChanges(_ changes: RowChanges) -> Bool { false }
}
