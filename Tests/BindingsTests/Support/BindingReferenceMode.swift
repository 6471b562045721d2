/// Whether this build holds bound models and targets through weak references (the package
/// trait `WeakBindingReferences`) instead of the Swift runtime's unowned references: the
/// tests that a binding gives its objects no side table skip then, since a weak reference
/// makes one.
#if WeakBindingReferences
let bindingReferencesAreWeak = true
#else
let bindingReferencesAreWeak = false
#endif
