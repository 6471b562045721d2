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
/// - a binding: the walked array, which the flush owns and changes only after the walk
///   (bindings marked meanwhile go to the scheduler's other queue), even if the binding
///   ends on the way;
/// - its `TargetBindings`: the binding holds it strongly until it ends, the scheduler's
///   list of targets until its last binding ends, and a `TargetBindings` forgotten while a
///   flush runs stays in the scheduler's `forgottenWhileFlushing` until the flush is over.
///   So an install or a style function (even a diagnostic handler or a target's own
///   install) that ends every binding of the target being installed leaves it alive for
///   the rest of that install.
///
/// Retaining each binding (bindings are also referenced weakly, so each retain takes the
/// runtime's slow path) and its `TargetBindings`, then releasing both, cost four refcount
/// calls per changed binding in the scale scenario (see `FastPath` for the figures).
///
/// Threading: loop thread only, inside the flush.
@LoopActor
enum FlushWalk {
    /// Calls `body` with each of `bindings` in order, unretained.
    ///
    /// `nonisolated`: a closure formed on the loop actor and handed to the standard library
    /// (`withUnsafeBufferPointer`) checks its executor at run time on every call, 377
    /// instructions per flush (per-turn, callgrind); this one is formed in no isolation.
    ///
    /// - Parameters:
    ///   - bindings: The flush's dirty list; the caller owns it and leaves it alone meanwhile.
    ///   - body: Called once per binding.
    @inline(__always)
    nonisolated static func forEach(_ bindings: [Binding], _ body: (Binding) -> Void) {
        bindings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let elements = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                elements.load(fromByteOffset: index * MemoryLayout<Binding>.stride, as: Unmanaged<Binding>.self)
                    ._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Calls `body` with the bookkeeping of `binding`'s target, unretained, if it has a target.
    ///
    /// - Parameters:
    ///   - binding: A binding of the running flush's walk.
    ///   - body: Called once if `binding` has a target.
    /// - Returns: Whether `binding` has a target (it may have ended, or be an `onChange`).
    @inline(__always)
    static func withTargetBindings(of binding: Binding, _ body: (TargetBindings) -> Void) -> Bool {
        guard let targetBindings = binding.targetBindingsUnretained else { return false }
        targetBindings._withUnsafeGuaranteedRef(body)
        return true
    }
}

extension Binding {
    /// ``targetBindings``, not retained: see ``FlushWalk`` for what keeps it alive.
    @inline(__always)
    fileprivate var targetBindingsUnretained: Unmanaged<TargetBindings>? {
        guard let targetBindings else { return nil }
        return Unmanaged.passUnretained(targetBindings)
    }
}
