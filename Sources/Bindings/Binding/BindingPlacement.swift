/// Where a binding's target bookkeeping is: what its place index
/// (``Binding/placeIndex``) counts in.
///
/// ```swift
/// switch binding.placement {
/// case .ownBookkeeping: binding.installOwnStyle(into: &statistics)
/// case .shared: scheduler.targetBindings(at: binding.placeIndex).install(into: &statistics)
/// case .none: break   // an `onChange` action, or ended
/// }
/// ```
enum BindingPlacement: UInt8 {
    /// No target: an `onChange` binding, or one that ended.
    case none
    /// The only binding on a style target, keeping that target's bookkeeping itself: the
    /// index is its place in the scheduler's list of such bindings.
    case ownBookkeeping
    /// One of a target's bindings kept by a ``TargetBindings``: the index is that object's
    /// place in the scheduler's list of targets.
    case shared
}
