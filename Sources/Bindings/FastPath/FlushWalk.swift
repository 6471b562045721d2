/// The flush's walk over its dirty bindings: each binding, and its target's bookkeeping,
/// reached without retaining it.
///
/// ```swift
/// FlushWalk.forEach(dirty) { binding in
///     binding.evaluate()
///     FlushWalk.withTargetBindings(of: binding) { $0.install(evaluated: binding, into: &statistics) }
/// }
/// ```
///
/// Unsafe (`_withUnsafeGuaranteedRef`). What keeps each reference alive:
/// - a binding: not the walked list, which names its bindings unretained (see
///   `BindingScheduler.pending`), but what holds a binding that is not ended (its
///   `TargetBindings`, or the scheduler's `standalone`); a binding that ends while queued,
///   or while a flush runs, is kept in the scheduler's `endedWhileQueued` until a flush's
///   end finds it walked. The flush changes the list only after the walk (bindings marked
///   meanwhile go to the scheduler's other queue);
/// - its `TargetBindings`: the binding holds it strongly until it ends, the scheduler's
///   list of targets until its last binding ends, and a `TargetBindings` forgotten while a
///   flush runs stays in the scheduler's `forgottenWhileFlushing` until the flush is over.
///   So an install or a style function (even a diagnostic handler or a target's own
///   install) that ends every binding of the target being installed leaves it alive for
///   the rest of that install.
///
/// Retaining each binding (bindings are also referenced weakly, so each retain takes the
/// runtime's slow path) and its `TargetBindings`, then releasing both, cost four refcount
/// calls per changed binding in the scale scenario (figures in Documentation/UnsafeInventory.md).
///
/// Threading: loop thread only, inside the flush.
@LoopActor
enum FlushWalk {
    /// Calls `body` with each of `bindings` in order, unretained.
    ///
    /// `nonisolated`: a closure formed on the loop actor and handed to the standard library
    /// (`withUnsafeBufferPointer`) checks its executor at run time on every call; this one
    /// is formed in no isolation.
    ///
    /// - Parameters:
    ///   - bindings: The flush's dirty list; the caller owns it and leaves it alone meanwhile,
    ///     and each binding in it is kept alive as the type's documentation says.
    ///   - body: Called once per binding.
    @inline(__always)
    nonisolated static func forEach(_ bindings: [Unmanaged<Binding>], _ body: (Binding) -> Void) {
        bindings.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count {
                buffer[index]._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Calls `body` with the bookkeeping of `binding`'s target, unretained: a binding's that
    /// shares it (its ``Binding/placeIndex`` is that object's place in the scheduler's list).
    ///
    /// - Parameters:
    ///   - binding: A binding of the running flush's walk, whose placement is `.shared`.
    ///   - body: Called once.
    @inline(__always)
    static func withTargetBindings(of binding: Binding, _ body: (TargetBindings) -> Void) {
        binding.scheduler.unretainedTargetBindings(at: binding.placeIndex)._withUnsafeGuaranteedRef(body)
    }
}
