/// Stands for a loop-only property in the bindings that read it; the property
/// clears it in its `deinit`.
///
/// Unsafe (`unowned(unsafe)`): the property clears ``source`` in its `deinit`, before it
/// is freed, and the token is read only in the property's domain, so a set token never
/// points at a freed property. A weak reference would give every property a side table,
/// and each retain of the property (one per set) would take the runtime's slow path.
///
/// Threading: the property's domain, which is the loop's whenever a binding
/// holds the token (bindings evaluate and end on the loop).
final class SourceToken {
    /// The property, until it is deallocated.
    unowned(unsafe) var source: (any DependencySource)?

    init() {}
}
