/// An object told when a ``Lifetime`` ends, registered with ``Lifetime/addObserver(_:)``
/// and held strongly by the lifetime until then.
///
/// ```swift
/// final class Bookkeeping: LifetimeObserver {
///     func lifetimeDidEnd() { print("the owner is gone") }
/// }
/// label.lifetime.addObserver(bookkeeping)
/// label.lifetime.removeObserver(bookkeeping)   // or let the label go
/// ```
///
/// It is what ``Lifetime/observeEnded(_:)`` costs without the closure: a bound target's
/// bookkeeping observes the target's lifetime itself, so a binding needs no closure
/// context, no observer record and no weak reference to the lifetime (three heap blocks,
/// 144 bytes per bound target in the memory scenario).
///
/// Threading: `lifetimeDidEnd()` runs on whichever thread ends the lifetime, possibly
/// during its owner's `deinit`; an observer that lives on another thread hops there.
package protocol LifetimeObserver: AnyObject {
    /// The lifetime ended: its owner is gone, or `end()` was called.
    func lifetimeDidEnd()
}
