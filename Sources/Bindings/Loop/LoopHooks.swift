/// An ordered list of `@LoopActor` callbacks that can be added and removed by id, and
/// run all at once, even while one of them adds or removes others.
///
/// The loop keeps two: hooks run just before it would sleep (the flush) and hooks run
/// when it is woken from another thread.
///
/// ```swift
/// var hooks = LoopHooks()
/// let id = hooks.add { print("turn") }
/// hooks.run()        // "turn"
/// hooks.remove(id)
/// ```
///
/// Re-entrancy rule: ``run()`` runs the hooks registered when it started, in
/// registration order; a hook removed by an earlier one does not run, a hook added by
/// one runs from the next ``run()`` on. Loop thread only (it is a value owned by
/// ``EventLoop``, used from `@LoopActor` code).
struct LoopHooks {
    /// The hooks, oldest first.
    private var entries: [(id: Int, hook: @LoopActor () -> Void)] = []
    /// The id the next hook gets.
    private var nextID = 1

    /// Whether there are no hooks.
    var isEmpty: Bool { entries.isEmpty }

    /// Appends `hook`.
    ///
    /// - Parameter hook: The callback.
    /// - Returns: Its id, for ``remove(_:)``; ids are never reused.
    mutating func add(_ hook: @escaping @LoopActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        entries.append((id, hook))
        return id
    }

    /// Removes the hook with `id`; unknown ids are ignored.
    ///
    /// - Parameter id: What ``add(_:)`` returned.
    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Forgets every hook (and whatever they captured).
    mutating func removeAll() {
        entries.removeAll()
    }

    /// Whether the hook with `id` is registered.
    ///
    /// - Parameter id: What ``add(_:)`` returned.
    /// - Returns: `true` until ``remove(_:)`` or ``removeAll()``.
    func contains(_ id: Int) -> Bool {
        entries.contains { $0.id == id }
    }

    /// The hooks to run now, oldest first: a snapshot the caller iterates while checking
    /// ``contains(_:)`` before each call.
    var snapshot: [(id: Int, hook: @LoopActor () -> Void)] { entries }
}
