/// A binding's reference to a loop-only property it read (``ObservedProperty``): the
/// property withdraws it from every dependent binding in its `deinit`.
///
/// ```swift
/// sources.note(property)                          // records LoopOnlySource(source: property)
/// binding.forgetSource(ObjectIdentifier(property)) // the property's deinit, before it is freed
/// ```
///
/// Unsafe (`unowned(unsafe)`): the property removes the reference from each binding that
/// holds it (its dependents) before it is freed, and both are touched only in the
/// property's domain, so a held reference never points at a freed property. A weak
/// reference would give every property a side table, and each retain of the property (one
/// per set) would take the runtime's slow path; the token object the property used to
/// hand out instead cost 64 bytes per property in the memory scenario (a 48-byte block,
/// and a property block of 80 bytes instead of 64).
///
/// Threading: the property's domain, which is the loop's whenever a binding holds the
/// reference (bindings evaluate and end on the loop).
struct LoopOnlySource {
    /// The property; valid while the binding holds this reference.
    unowned(unsafe) let source: any DependencySource
}
