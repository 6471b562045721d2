/// An ordered list of `@LoopActor` callbacks that can be added and removed by id, and
/// run all at once by the ``EventLoop`` that owns it, even while one of them adds or
/// removes others.
///
/// The loop keeps three: hooks run just before it would sleep (in ``BeforeSleepStage``s:
/// the flush, the renderers, inspections, a foreign main loop's prepare), hooks run when it
/// is woken from another thread, and hooks run once when it closes.
///
/// ```swift
/// var hooks = LoopHooks()
/// let id = hooks.add { print("turn") }
/// for entry in hooks.snapshot where hooks.contains(entry.id) { entry.run() }   // "turn"
/// let revision = hooks.revision   // the same, without a lookup per hook while nothing changes:
/// for entry in hooks.snapshot where hooks.isRegistered(entry.id, since: revision) { entry.run() }
/// hooks.remove(id)
/// ```
///
/// Each hook has a stage (an integer, lowest first; a ``BeforeSleepStage``'s rank for the
/// before-sleep list); within a stage hooks keep their registration order. The list is kept
/// sorted when a hook is added, so that running it is one pass over ``snapshot``: no
/// sorting, allocation or lookup per turn while it is unchanged.
///
/// Re-entrancy rule: the list does not run its hooks; its owner iterates ``snapshot`` (the
/// hooks registered when the run started, in stage and registration order) and checks
/// ``contains(_:)`` (or ``isRegistered(_:since:)``) before each call, so a hook removed by
/// an earlier one does not run and a hook added by one runs from the next run on (even when
/// its stage is still to come). Loop thread only (it is a value owned by ``EventLoop``,
/// used from `@LoopActor` code).
struct LoopHooks {
    /// One hook and where it runs.
    ///
    /// A struct, not a tuple: an array of tuples stores each closure at its most general
    /// representation, and every call then went through a reabstraction thunk (the flush's
    /// hook runs every turn).
    struct Entry {
        /// What ``add(stage:_:)`` returned.
        let id: Int
        /// Its stage; lower runs first.
        let stage: Int
        /// The callback, in an object of its own, which a run can reach unretained (see
        /// ``Body/runUnretained(_:)``).
        let body: Body

        /// Calls the hook.
        ///
        /// - Precondition: On the open loop's thread (checked).
        func run() {
            body.run()
        }
    }

    /// A hook's callback, held by a final class's constant: called on a reference the caller
    /// borrows, it retains nothing, where calling the closure copied out of an array retained
    /// and released its context (a before-sleep hook runs every turn).
    final class Body {
        /// The callback, kept as libuv's callbacks keep theirs: callable from
        /// ``runUnretained(_:)``, which is not isolated to the loop actor, and checking the
        /// thread on every call.
        private let callback: LoopCallback

        init(_ hook: @escaping @LoopActor () -> Void) {
            callback = LoopCallback(hook)
        }

        /// Calls the hook.
        ///
        /// - Precondition: On the open loop's thread (checked).
        func run() {
            callback()
        }

        /// Calls the hook `body` names, without retaining it.
        ///
        /// Not isolated: the closure handed to `_withUnsafeGuaranteedRef` would otherwise be
        /// a loop-isolated closure given to the standard library, which checks its executor
        /// at run time on every call (about 400 instructions); ``LoopCallback`` checks the
        /// thread instead.
        ///
        /// - Parameter body: A hook's body, kept alive by the caller for the call (the loop's
        ///   snapshot of its hooks).
        /// - Precondition: On the open loop's thread (checked).
        static func runUnretained(_ body: Unmanaged<Body>) {
            body._withUnsafeGuaranteedRef { $0.run() }
        }
    }

    /// The hooks, by stage, then oldest first.
    private var entries: [Entry] = []
    /// The id the next hook gets.
    private var nextID = 1
    /// Changes with every ``add(stage:_:)``, ``remove(_:)`` and ``removeAll()``.
    private(set) var revision = 0

    /// Whether there are no hooks.
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `hook` after every hook of its stage or an earlier one.
    ///
    /// - Parameters:
    ///   - stage: Hooks of a lower stage run first; `0` unless the list is staged.
    ///   - hook: The callback.
    /// - Returns: Its id, for ``remove(_:)``; ids are never reused.
    /// - Complexity: O(*n*) in the number of hooks (a handful).
    mutating func add(stage: Int = 0, _ hook: @escaping @LoopActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        let position = entries.firstIndex { $0.stage > stage } ?? entries.endIndex
        entries.insert(Entry(id: id, stage: stage, body: Body(hook)), at: position)
        revision &+= 1
        return id
    }

    /// Removes the hook with `id`; unknown ids are ignored.
    ///
    /// - Parameter id: What ``add(stage:_:)`` returned.
    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
        revision &+= 1
    }

    /// Forgets every hook (and whatever they captured).
    mutating func removeAll() {
        entries.removeAll()
        revision &+= 1
    }

    /// Whether the hook with `id` is registered.
    ///
    /// - Parameter id: What ``add(stage:_:)`` returned.
    /// - Returns: `true` until ``remove(_:)`` or ``removeAll()``.
    func contains(_ id: Int) -> Bool {
        entries.contains { $0.id == id }
    }

    /// Whether the hook with `id`, taken from a ``snapshot`` made at `revision`, is still
    /// registered: answered without a lookup while the list has not changed since.
    ///
    /// ```swift
    /// let revision = hooks.revision
    /// for entry in hooks.snapshot where hooks.isRegistered(entry.id, since: revision) { entry.run() }
    /// ```
    /// - Parameters:
    ///   - id: An id from the snapshot.
    ///   - revision: ``revision`` when the snapshot was taken.
    /// - Returns: What ``contains(_:)`` returns.
    /// - Complexity: O(1) while unchanged; O(*n*) otherwise. The loop runs its hooks every
    ///   turn, and they rarely change.
    func isRegistered(_ id: Int, since revision: Int) -> Bool {
        revision == self.revision || contains(id)
    }

    /// The hooks to run now, by stage, then oldest first: a snapshot the caller iterates
    /// while checking ``contains(_:)`` before each call.
    var snapshot: [Entry] { entries }
}
