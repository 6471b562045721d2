/// Custom attributes hash by key, and by value when their family is `Hashable`.
///
/// ```swift
/// enum FooAttribute: CustomAttribute, Hashable { case foo(String) }
/// Set([AnyCustomAttribute(FooAttribute.foo("a")), AnyCustomAttribute(FooAttribute.foo("a"))]).count // 1
/// ```
///
/// ``CustomAttribute`` requires only `Equatable`, so a family that is not
/// `Hashable` hashes by its key alone: still consistent with `==` (equal values
/// have equal keys), but values of one key then collide in sets.
extension AnyCustomAttribute: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        // Equal values are of one type, so a Hashable family hashes them alike.
        if let hashable = base as? any Hashable {
            hasher.combine(AnyHashable(hashable))
        }
    }
}
