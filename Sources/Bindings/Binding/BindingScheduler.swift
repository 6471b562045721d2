package import ComposerModel
import Synchronization

/// Collects the bindings dirtied during a loop turn and flushes them once,
/// just before the loop would sleep.
///
/// ```swift
/// let scheduler = BindingScheduler.current
/// scheduler.diagnosticHandler = { print($0) }   // default: DiagnosticLog.logger
/// let stats = await scheduler.nextFlush()
/// print(stats.attributesSet, scheduler.totals.installs)
/// ```
///
/// The flush (the loop's `BeforeSleepStage.flush` hook, in libuv's prepare phase, before
/// the renderers of the same turn):
/// 1. takes the bindings marked dirty since the last flush (from any thread);
/// 2. runs each one's style function once, recording what it reads;
/// 3. for each target touched, merges its bindings' styles in binding order,
///    diffs the result against what the target last received, and installs
///    only the difference (one install per target per flush);
/// 4. runs the `onChange` actions whose value changed (see `LifetimeOwner+OnChange.swift`);
/// 5. records ``FlushStatistics`` and resumes whoever awaits ``nextFlush()``.
///
/// A change made during the flush (by a style function, an install or a
/// handler) marks bindings for the next turn, never the running flush, and the
/// loop does not sleep before that turn. A binding re-dirtied by its own flush
/// for ``feedbackCycleLimit`` consecutive flushes is reported and not re-run
/// for its own changes until a change comes from outside a flush.
///
/// Threading: one scheduler per open `EventLoop`, on the loop. `enqueue(_:)`
/// and `countChange()` are the only members used from other threads. Closing
/// the loop ends every binding and resumes every waiter.
@LoopActor
public final class BindingScheduler {
    /// Consecutive self-dirtying flushes after which a binding is reported as a feedback cycle.
    public nonisolated static let feedbackCycleLimit = 1_000

    private static var shared: BindingScheduler?

    /// The scheduler of the open loop, made on first use.
    ///
    /// - Precondition: an `EventLoop` is open.
    public static var current: BindingScheduler {
        guard let loop = EventLoop.current else {
            preconditionFailure("BindingScheduler needs an open EventLoop: create one before binding")
        }
        if let shared, shared.loop === loop { return shared }
        let scheduler = BindingScheduler(loop: loop)
        shared = scheduler
        return scheduler
    }

    /// The loop this scheduler flushes on.
    public nonisolated let loop: EventLoop
    private nonisolated static let changes = Atomic<Int>(0)
    private nonisolated let crossThreadDirty = LockedValue<[Binding]>([])
    /// Whether `crossThreadDirty` holds bindings; written under its lock, read without it,
    /// so that a flush with nothing from other threads takes no lock.
    private nonisolated let hasCrossThreadDirty = Atomic(false)
    // The state every flush reads is `@exclusivity(unchecked)`: loop thread only, never
    // accessed across a call that could touch it again (the flush works on local copies),
    // and its run-time checks cost more than the rest of an empty flush (listed, with the
    // figure, in Documentation/UnsafeInventory.md).

    /// The bindings taken from `crossThreadDirty`, kept for its capacity: the queue and this
    /// buffer trade storage, so that a drain allocates nothing.
    @exclusivity(unchecked) private var crossThreadArrivals: [Binding] = []
    /// The flush's list of dirty bindings and of touched targets, kept between flushes for
    /// their capacity: a flush allocates no array of its own. Optional, `nil` while a flush
    /// has them: taking one with `swap` left an empty array behind, whose release when the
    /// list was given back cost twice what releasing `nil` does.
    @exclusivity(unchecked) private var flushingBuffer: [Unmanaged<Binding>]? = []
    @exclusivity(unchecked) private var touchedBuffer: [TargetBindings]? = []
    /// The targets' bookkeeping forgotten during the running flush, which may still be
    /// installing into them unretained (see `FlushWalk`); released when the flush ends.
    @exclusivity(unchecked) private var forgottenWhileFlushing: [TargetBindings] = []

    /// The bindings queued for the next flush, unretained: a binding that is not ended is
    /// kept by its `TargetBindings` (or `standalone`), and one that ends while queued or while
    /// a flush runs is kept in `endedWhileQueued` (see ``keepUntilWalked(_:)``). Retaining
    /// each binding here, and releasing it when the flush empties the list, cost one
    /// `swift_retain` and one `swift_release` per changed binding (see UnsafeInventory.md).
    @exclusivity(unchecked) private var pending: [Unmanaged<Binding>] = []
    /// Bindings that ended while queued, or while a flush ran (which may be walking them
    /// unretained): kept until no queue and no walk reaches them, that is until a flush's
    /// end finds them walked (``Binding/isQueued`` cleared). Rare: only ends go here. Read
    /// by every flush: unchecked like the rest of its state (the dynamic check is paid every
    /// turn); released out of the field, so what a
    /// release ends is appended to it with no access to it open.
    @exclusivity(unchecked) private var endedWhileQueued: [Binding] = []
    /// The storage the next style builder writes into: the style the last builder's binding
    /// showed before its new one (see `ModelStyleBuilderBinding`). One for the loop, not one
    /// per binding: it is the storage the flush read a moment ago (the previous binding's
    /// diff), so writing into it touches no cold memory, and a binding keeps one style, not
    /// two. Loop thread only; taken with `take()` and given back whole, never lent across a
    /// call; `nil` while taken, and when nothing was given back (read as the empty style).
    /// Optional so that taking it leaves nothing to release: taking it with `swap` left an
    /// empty style behind, two releases to drop when it was given back. Checked as any
    /// field: unchecked, the scale flush cost the same (measured: PerformanceHistory.md,
    /// issue 27).
    var reusableStyle: Style?
    /// The most slots an emptied queue keeps between flushes.
    static let keptQueueCapacity = 4_096
    /// The targets with live bindings, each at its `TargetBindings.index`: a target's
    /// bookkeeping is found through its `Lifetime`, which it observes, so this list only
    /// keeps them for the loop's close and counts them. An array and not a dictionary keyed
    /// by target: 8 bytes per bound target instead of about 26 in the memory scenario.
    private var targets: [TargetBindings] = []
    /// The bindings that keep their target's bookkeeping themselves (see
    /// `Binding+OwnBookkeeping.swift`), each at its ``Binding/placeIndex``.
    private var bindingsWithOwnBookkeeping: [Binding] = []
    /// Bindings with no target (`onChange`), to end when the loop closes.
    private var standalone: [ObjectIdentifier: Binding] = [:]
    @exclusivity(unchecked) private var flushNumber = 0
    /// Whoever takes a waiter out (a flush, a cancellation, the loop closing) resumes it,
    /// so each is resumed exactly once. In registration order (ids only grow): an array, not
    /// a dictionary keyed by id, whose generic code cost every flush something just to
    /// find it empty.
    @exclusivity(unchecked) private var waiters: [(id: Int, condition: @LoopActor () -> Bool, continuation: CheckedContinuation<FlushStatistics, Never>)] = []
    private var nextWaiterID = 0
    @exclusivity(unchecked) private var flushObservers: [(id: Int, observer: @LoopActor (FlushStatistics) -> Void)] = []
    private var nextObserverID = 0

    /// Whether every flush reads the clock for ``FlushStatistics/duration``, even with no
    /// observer and no waiter. Off by default.
    ///
    /// ```swift
    /// BindingScheduler.current.measuresFlushDuration = true
    /// // … later
    /// print(BindingScheduler.current.totals.duration)
    /// ```
    ///
    /// A flush that starts with a flush observer (``observeFlushes(_:)``) or a waiter
    /// (``nextFlush()``) measures its duration anyway: they receive its statistics. Others
    /// report `.zero` unless this is set: reading the clock twice per flush cost more than
    /// the scheduler's other bookkeeping together.
    @exclusivity(unchecked) public var measuresFlushDuration = false

    /// Whether a flush is running now.
    @exclusivity(unchecked) public private(set) var isFlushing = false
    /// The most recent flush that had work. Its ``FlushStatistics/duration`` is measured
    /// only if ``measuresFlushDuration`` was set, or an observer or a waiter was waiting,
    /// when that flush started; `.zero` otherwise.
    @exclusivity(unchecked) public private(set) var lastFlush = FlushStatistics()
    /// All flushes with work so far; `turn` counts them. Its ``FlushStatistics/duration``
    /// adds up the flushes whose duration was measured (see ``lastFlush``).
    @exclusivity(unchecked) public private(set) var totals = FlushStatistics()
    /// Receives every diagnostic. Defaults to logging it through ``DiagnosticLog/logger``
    /// (swift-log, label `"LoopComposer"`); replace it to handle diagnostics yourself.
    public var diagnosticHandler: @LoopActor (BindingDiagnostic) -> Void = { DiagnosticLog.log($0) }

    private init(loop: EventLoop) {
        self.loop = loop
        // The flush takes what other threads marked first: no wake-up hook is needed.
        // The hook holds the scheduler strongly (an unowned capture cost a checked retain
        // and a release every turn); the loop drops its hooks when it closes.
        // The flush stage: before the renderers, whichever registered first.
        // The hook is a nonisolated closure over the flush with its isolation cast away:
        // a `@LoopActor` closure handed to the loop's module checks its executor at run time
        // on every call. The loop runs its hooks on the loop thread only.
        typealias Nonisolated = @Sendable (BindingScheduler) -> Void
        let isolatedFlush: @LoopActor (BindingScheduler) -> Void = { $0.flush() }
        let flush = unsafeBitCast(isolatedFlush, to: Nonisolated.self)
        let hook: @Sendable () -> Void = { [self] in flush(self) }
        loop.addBeforeSleep(stage: .flush, hook)
        _ = loop.addOnClose { [unowned self] in endEverything() }
    }

    /// Ends every binding and resumes every waiter: the loop is closing.
    private func endEverything() {
        for targetBindings in targets {
            targetBindings.endAll()
        }
        targets.removeAll()
        for binding in bindingsWithOwnBookkeeping {
            binding.end()
        }
        bindingsWithOwnBookkeeping.removeAll()
        for binding in Array(standalone.values) {
            binding.end()
        }
        standalone.removeAll()
        // Every queued binding ended above, and those are kept in `endedWhileQueued`: each
        // one the queue names is alive here.
        for binding in pending {
            binding._withUnsafeGuaranteedRef { $0.isQueued = false }
        }
        pending.removeAll()
        // A flush that runs (the loop closed from inside it) may still be walking some of
        // them: its end lets them go.
        if !isFlushing { releaseWalkedEndedBindings() }
        flushObservers.removeAll()
        crossThreadDirty.withLock { queue in
            queue.removeAll()
            hasCrossThreadDirty.store(false, ordering: .releasing)
        }
        LoopWideCounters.loopChanges = 0   // the next loop's first flush counts its own changes
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting {
            waiter.continuation.resume(returning: lastFlush)
        }
        if Self.shared === self { Self.shared = nil }
    }

    /// Targets with live bindings.
    public var boundTargetCount: Int { targets.count + bindingsWithOwnBookkeeping.count }

    /// The slots the queue of dirty bindings and the flush's buffer it trades storage with
    /// keep, the larger of the two, for tests.
    var queueCapacity: Int { max(pending.capacity, flushingBuffer?.capacity ?? 0) }

    /// The ended bindings kept until a flush walks them (see ``keepUntilWalked(_:)``), for tests.
    var endedBindingsKept: Int { endedWhileQueued.count }

    /// Tells the bindings of `target`, if it has any, that plain code (`label.text = "Bar"`)
    /// changed what it shows for `key`, so that their next delta is still right (see
    /// `TargetBindings.notePlainSet(_:showing:)`). Does nothing without an open loop.
    ///
    /// - Parameters:
    ///   - key: The key plain code set or reset.
    ///   - attribute: What the target shows for `key` now, or `nil` when the set was
    ///     adjusted or reset to the default (a value the bindings cannot name).
    ///   - target: The widget plain code changed.
    package static func notePlainSet(_ key: AttributeKey, showing attribute: Attribute?, on target: AnyObject) {
        guard let shared, EventLoop.current === shared.loop, let owner = target as? any LifetimeOwner else { return }
        // A value plain code set is remembered by a `TargetBindings`, which takes over from
        // a binding that kept the bookkeeping itself; a reset or user input (no value) is
        // nothing to remember for it.
        if attribute != nil, let binding = shared.bindingWithOwnBookkeeping(of: owner.lifetime) {
            shared.shareBookkeeping(of: binding)
        }
        shared.bookkeeping(of: owner.lifetime)?.notePlainSet(key, showing: attribute)
    }

    // MARK: Marking (any thread)

    /// Counts one property change that reached at least one binding. Any thread.
    nonisolated static func countChange() {
        changes.add(1, ordering: .relaxed)
    }

    /// Counts one change made on the loop thread, without an atomic operation:
    /// for loop-only properties (``ObservedProperty``), whose sets may come a
    /// million to a turn.
    @inlinable
    nonisolated static func countLoopChange() {
        LoopWideCounters.loopChanges &+= 1
    }

    /// Queues a binding that just became dirty for the next flush.
    nonisolated func enqueue(_ binding: Binding) {
        // Lock-free: the first mark of a turn comes this way.
        guard LoopExecutor.cachedShared.isOpen(loop) else { return }   // the loop closed: nothing left to flush
        if loop.isLoopThread {
            // The isolation is cast away at the concrete types, as in
            // `Binding.markFromLoopOnlySource()` (no reabstraction thunk between).
            typealias Nonisolated = (BindingScheduler, Binding) -> Void
            let enqueue: @LoopActor (BindingScheduler, Binding) -> Void = { $0.enqueueOnLoop($1) }
            unsafeBitCast(enqueue, to: Nonisolated.self)(self, binding)
        } else {
            crossThreadDirty.withLock { queue in
                queue.append(binding)
                hasCrossThreadDirty.store(true, ordering: .releasing)
            }
            loop.wakeUp()
        }
    }

    /// Runs `work` on the loop: now if called there, at the loop's next wake-up otherwise.
    nonisolated func onLoop(_ work: @escaping @Sendable @LoopActor () -> Void) {
        guard LoopExecutor.cachedShared.isOpen(loop) else { return }   // the loop closed: nothing left to flush
        if loop.isLoopThread {
            LoopActor.assumeIsolatedInBindings { work() }
        } else {
            loop.execute(work)
        }
    }

    /// Queues `binding` for the next flush, once: a mark on the loop thread, from a
    /// loop-only property (`Binding.markOnLoop()`) or through ``enqueue(_:)``.
    ///
    /// - Parameter binding: A binding of this scheduler's, not ended.
    @inline(__always)
    func enqueueOnLoop(_ binding: Binding) {
        // Queued already: by a loop-only property's mark, which leaves the atomic flag
        // alone, when this one came through `markDirty()`.
        guard !binding.isQueued else { return }
        if isFlushing {
            guard admitsFeedback(binding) else { return }
        } else {
            binding.endFeedbackRun()
        }
        binding.isQueued = true
        pending.append(Unmanaged.passUnretained(binding))
    }

    /// Keeps `binding`, which is ending, alive until the flush that walks it is over: it is
    /// queued (unretained), or a flush runs that may be walking it.
    ///
    /// - Parameter binding: A binding ending now, queued or ending during a flush.
    func keepUntilWalked(_ binding: Binding) {
        endedWhileQueued.append(binding)
    }

    /// Lets go of the ended bindings that no queue names any more (walked by a flush, or
    /// dropped with the queue when the loop closed).
    ///
    /// Repeated: freeing one (and with it a model whose `deinit` ends other bindings) may
    /// keep more.
    private func releaseWalkedEndedBindings() {
        while endedWhileQueued.contains(where: { !$0.isQueued }) {
            var released: [Binding] = []
            swap(&released, &endedWhileQueued)
            endedWhileQueued = released.filter(\.isQueued)
            released.removeAll()   // out of the field: what this frees may end and keep more
        }
    }

    /// Counts a mark made during the flush (see ``feedbackCycleLimit``), and reports the
    /// binding the first time its run reaches the limit.
    ///
    /// Not inlined: a mark outside a flush (every per-turn set) then saves the stack frame
    /// of the diagnostic.
    ///
    /// - Parameter binding: The binding marked, not queued yet.
    /// - Returns: Whether to queue it; if not, its mark is cleared.
    @inline(never)
    private func admitsFeedback(_ binding: Binding) -> Bool {
        let streak = binding.countFeedback(inFlush: flushNumber)
        guard streak >= Self.feedbackCycleLimit else { return true }
        if binding.noteFeedbackCycleReported() {
            report(BindingDiagnostic(kind: .feedbackCycle(turns: streak), binding: binding.identity))
        }
        binding.clearDirty()
        return false
    }

    /// Moves the bindings marked on other threads into `pending`, if any arrived.
    ///
    /// - Complexity: One atomic load when none arrived; otherwise one lock and no
    ///   allocation (the queue and `crossThreadArrivals` trade storage).
    @inline(__always)
    private func drainCrossThreadQueue() {
        // A mark queued after this load wakes the loop again: nothing is lost.
        if hasCrossThreadDirty.load(ordering: .acquiring) {
            drainArrivals()
        }
    }

    /// Takes what `crossThreadDirty` holds; out of line, so that a flush with nothing from
    /// other threads only loads the flag.
    @inline(never)
    private func drainArrivals() {
        var arrived: [Binding] = []
        swap(&arrived, &crossThreadArrivals)
        crossThreadDirty.withLock { queue in
            swap(&arrived, &queue)
            hasCrossThreadDirty.store(false, ordering: .releasing)
        }
        // A binding a loop-only property marked as well is queued already. One that ended
        // since is not queued: nothing would keep it alive once `arrived` lets go of it.
        for binding in arrived where !binding.isQueued && !binding.hasEnded {
            binding.endFeedbackRun()
            binding.isQueued = true
            pending.append(Unmanaged.passUnretained(binding))
        }
        while arrived.popLast() != nil {}   // not removeAll(keepingCapacity:): see the flush
        swap(&arrived, &crossThreadArrivals)
    }

    // MARK: Registration

    /// The bookkeeping of the target that owns `lifetime`, if this scheduler has bindings on it.
    ///
    /// - Complexity: O(*n*) for the *n* observers of `lifetime`, most often one.
    private func bookkeeping(of lifetime: Lifetime) -> TargetBindings? {
        lifetime.firstObserver(of: TargetBindings.self) { $0.scheduler === self }
    }

    /// The binding on the target with `lifetime` that keeps the target's bookkeeping itself.
    private func bindingWithOwnBookkeeping(of lifetime: Lifetime) -> Binding? {
        lifetime.firstObserver(of: Binding.self) { $0.scheduler === self && $0.flags.placement == .ownBookkeeping }
    }

    /// The bookkeeping at `index` in the list of targets: a binding's that shares it.
    ///
    /// - Parameter index: The binding's ``Binding/placeIndex``.
    func targetBindings(at index: Int32) -> TargetBindings {
        targets[Int(index)]
    }

    /// ``targetBindings(at:)``, not retained, for the flush's walk (see `FlushWalk`).
    ///
    /// Not inlined: read in the flush, the list's run-time exclusivity check was hoisted out
    /// of the walk and paid by every flush, shared targets or not (about 80 instructions).
    ///
    /// - Parameter index: The binding's ``Binding/placeIndex``.
    @inline(never)
    func unretainedTargetBindings(at index: Int32) -> Unmanaged<TargetBindings> {
        Unmanaged.passUnretained(targets[Int(index)])
    }

    /// Hands the bookkeeping `binding` keeps for its target to a new ``TargetBindings``, for
    /// good: another binding joins, or the target needs what only that object remembers.
    /// A target that is gone ends the binding instead.
    ///
    /// - Parameters:
    ///   - binding: A binding that keeps its target's bookkeeping itself; any other is left alone.
    ///   - shown: What the target was last given, when not the binding's output (its
    ///     evaluation has just replaced that).
    func shareBookkeeping(of binding: Binding, showing shown: [Attribute]? = nil) {
        guard binding.flags.placement == .ownBookkeeping else { return }
        guard let styleable = binding.styleTarget else { return binding.end() }
        let lifetime = (styleable as? any LifetimeOwner)?.lifetime
        var attributes: [Attribute] = []
        if let shown {
            attributes = shown
        } else if case .style(let style) = binding.output {
            attributes = style.attributes
        }
        // Out of the list first, while `placeIndex` is still its place there; the lifetime
        // holds the binding until the new object does.
        forgetOwnBookkeeping(of: binding)
        let targetBindings = TargetBindings(target: .style(styleable), shown: attributes,
                                            isLendingOutput: binding.flags.isLendingOutput)
        targetBindings.index = Int32(targets.count)
        targets.append(targetBindings)
        targetBindings.add(binding)
        lifetime?.addObserver(targetBindings)
        lifetime?.removeObserver(binding)
    }

    /// Takes `binding` out of the list of bindings that keep their own bookkeeping: it ended,
    /// or a ``TargetBindings`` took over.
    func forgetOwnBookkeeping(of binding: Binding) {
        bindingsWithOwnBookkeeping.removeBySwappingLast(binding, at: Int(binding.placeIndex)) { moved, index in
            moved.placeIndex = Int32(index)
        }
    }

    /// Registers `binding` on the target whose lifetime is `lifetime`: with the target's
    /// other bindings, alone with its own bookkeeping (a style target's only `bind(to:)`
    /// binding), or not at all (a style binding and a component binding on one target), and
    /// marks it for the next flush.
    ///
    /// - Parameters:
    ///   - binding: A new binding.
    ///   - kind: Its target, and whether it installs styles or a component.
    ///   - lifetime: The target's lifetime.
    func register(_ binding: Binding, kind: TargetBindings.Target, lifetime: Lifetime) {
        if let alone = bindingWithOwnBookkeeping(of: lifetime) {
            // Its kind first: a binding the target refuses leaves the only binding's
            // bookkeeping where it is. That binding is a style binding, which only another
            // style binding joins (as `TargetBindings.acceptsKind(of:)` says).
            guard case .style = kind else {
                return reject(binding, onTarget: alone.styleTarget?.diagnosticName)
            }
            shareBookkeeping(of: alone)
        }
        let targetBindings: TargetBindings
        if let existing = bookkeeping(of: lifetime) {
            guard existing.acceptsKind(of: kind) else {
                return reject(binding, onTarget: existing.targetName)
            }
            targetBindings = existing
        } else if case .style = kind, binding.styleTarget != nil {
            binding.flags.placement = .ownBookkeeping
            binding.placeIndex = Int32(bindingsWithOwnBookkeeping.count)
            bindingsWithOwnBookkeeping.append(binding)
            // After placing the binding: a lifetime ended already ends it at once.
            lifetime.addObserver(binding)
            binding.markDirty()
            return
        } else {
            targetBindings = TargetBindings(target: kind)
            targetBindings.index = Int32(targets.count)
            targets.append(targetBindings)
            targetBindings.add(binding)
            // After adding the binding: a lifetime ended already ends it at once.
            lifetime.addObserver(targetBindings)
            binding.markDirty()
            return
        }
        targetBindings.add(binding)
        binding.markDirty()
    }

    /// Ends `binding`, which its target refuses, and says why.
    ///
    /// - Parameters:
    ///   - binding: A style binding on a target with a component binding, or the reverse.
    ///   - name: The target's name for the diagnostic, `nil` once it is gone.
    private func reject(_ binding: Binding, onTarget name: String?) {
        report(BindingDiagnostic(
            kind: .rejected("a target takes style bindings or one component binding, not both"),
            binding: binding.identity(onTarget: name ?? "a target that is gone")))
        binding.end()
    }

    /// Forgets `targetBindings`: its last binding ended.
    ///
    /// During a flush it is kept until the flush is over: the flush reaches it unretained
    /// (see `FlushWalk`).
    func forget(_ targetBindings: TargetBindings) {
        let removed = targets.removeBySwappingLast(targetBindings, at: Int(targetBindings.index)) { moved, index in
            moved.move(to: Int32(index))
        }
        if removed && isFlushing { forgottenWhileFlushing.append(targetBindings) }
    }

    /// Registers a binding that installs on no target (`onChange`): it runs at the
    /// flush like any binding, and ends when it is disposed or the loop closes.
    func register(standalone binding: Binding) {
        let key = ObjectIdentifier(binding)
        standalone[key] = binding
        binding.whenEnded { [weak self] in self?.standalone[key] = nil }
        binding.markDirty()
    }

    func report(_ diagnostic: BindingDiagnostic) {
        diagnosticHandler(diagnostic)
    }

    // MARK: Flush

    /// Flushes the dirty bindings now. The loop calls this before it sleeps.
    func flush() {
        drainCrossThreadQueue()
        guard !pending.isEmpty else { return }
        var statistics = FlushStatistics()
        // Only what someone receives is timed (see `measuresFlushDuration`).
        if measuresFlushDuration || !flushObservers.isEmpty || !waiters.isEmpty {
            evaluateAndInstallTimed(into: &statistics)
        } else {
            evaluateAndInstall(into: &statistics)
            totals.accumulateCounts(statistics)
        }
        lastFlush = statistics
        if !pending.isEmpty {
            // Changes made during the flush: take the next turn without sleeping.
            loop.wakeUp()
        }
        // Checked here: the call alone costs every flush something with none waiting.
        if !waiters.isEmpty {
            resumeWaiters(with: statistics)
        }
        if !flushObservers.isEmpty {
            for (_, observer) in flushObservers {
                observer(statistics)
            }
        }
    }

    /// ``evaluateAndInstall(into:)`` with its duration measured and added to ``totals``.
    ///
    /// Out of line: the clock's instant is a resilient type, and having one in the flush
    /// made every flush look up its metadata and size its stack at run time, timed or not.
    ///
    /// - Parameter statistics: Receives the flush's counts and duration.
    @inline(never)
    private func evaluateAndInstallTimed(into statistics: inout FlushStatistics) {
        let start = ContinuousClock.now
        evaluateAndInstall(into: &statistics)
        statistics.duration = start.duration(to: .now)
        totals.accumulate(statistics)
    }

    /// The flush's work: takes the dirty bindings, evaluates them, installs into each
    /// touched target, then runs the `onChange` actions.
    ///
    /// - Parameter statistics: Receives the flush's counts (its duration is the caller's).
    private func evaluateAndInstall(into statistics: inout FlushStatistics) {
        isFlushing = true
        LoopWideCounters.flushRunning = true
        flushNumber += 1
        // The dirty list and the pending queue trade storage: no copy, no allocation (taking
        // the queue and leaving a fresh one allocated a buffer per flush, and glibc rounds a
        // buffer past its mmap threshold up to whole pages, which Array counts as capacity:
        // the queue grew by a page per flush). Bindings queued while the flush runs (by a
        // style function, an install or an action) go to the new queue, for the next turn.
        var dirty = flushingBuffer.take() ?? []
        swap(&dirty, &pending)
        statistics.turn = loop.turnCount
        // Exchanged only when other threads counted changes: a locked exchange every flush
        // for the common zero would be the flush's only atomic write. A change counted right
        // after the load is counted by the next flush.
        let crossThreadChanges = Self.changes.load(ordering: .relaxed) == 0 ? 0 : Self.changes.exchange(0, ordering: .relaxed)
        statistics.changesObserved = crossThreadChanges + LoopWideCounters.loopChanges
        LoopWideCounters.loopChanges = 0

        var touched = touchedBuffer.take() ?? []
        // Made by the first action: most flushes have none, and releasing an empty array at
        // the flush's end cost twice what releasing `nil` does.
        var effects: [@LoopActor () -> Void]?
        // Unretained (see `FlushWalk`): retaining each binding and its target's bookkeeping
        // cost four refcount calls per changed binding.
        FlushWalk.forEach(dirty) { binding in
            guard !binding.hasEnded else {
                binding.isQueued = false   // walked: `endedWhileQueued` may let it go
                return
            }
            binding.clearDirty()
            guard binding.evaluate() else { return }
            statistics.bindingsFlushed += 1
            switch binding.flags.placement {
            case .ownBookkeeping:
                // A target with one binding has nothing to merge: it installs now, while its
                // binding, its model and the style just built are in cache, and the style it
                // drops is freed before the next evaluation allocates (malloc then reuses it
                // from its per-thread cache; evaluating a whole turn first missed that cache
                // past 7 styles).
                binding.installOwnStyle(into: &statistics)
            case .shared:
                FlushWalk.withTargetBindings(of: binding) { targetBindings in
                    if targetBindings.hasOneBinding {
                        targetBindings.install(evaluated: binding, into: &statistics)
                    } else if !targetBindings.isTouched {
                        targetBindings.isTouched = true   // once per target, without hashing; cleared by its install
                        touched.append(targetBindings)
                    }
                }
            case .none:
                if let effect = binding.takeEffect() {
                    if effects != nil { effects!.append(effect) } else { effects = [effect] }
                }
            }
        }
        for targetBindings in touched {
            targetBindings.install(into: &statistics)
        }
        // Emptied element by element: removeAll(keepingCapacity:) goes through a generic
        // range replacement, twice per flush.
        while touched.popLast() != nil {}
        touchedBuffer = consume touched
        // A burst's queue (the first flush after binding 10,000 labels, say) is not kept:
        // an emptied queue keeps at most `keptQueueCapacity` slots (13 B per binding in the
        // memory scenario otherwise), enough for every steady turn not to allocate.
        // Its elements are unretained: a long list is emptied at once (removeAll's fixed cost
        // against a small one per element popped), a short one (a woken turn's) element by
        // element.
        if dirty.capacity > Self.keptQueueCapacity {
            dirty = []
        } else if dirty.count > 8 {
            dirty.removeAll(keepingCapacity: true)
        } else {
            while dirty.popLast() != nil {}
        }
        flushingBuffer = consume dirty
        // `onChange` actions run after every evaluation, outside dependency tracking, and
        // after the installs, so they see the widgets as this flush left them. What they
        // change is flushed in the next turn, like any change made during a flush.
        if let effects {
            for effect in effects {
                effect()
            }
        }
        // Released only now (an action may end bindings too), and out of the field: the walk
        // reached them unretained.
        if !forgottenWhileFlushing.isEmpty {
            var forgotten: [TargetBindings] = []
            swap(&forgotten, &forgottenWhileFlushing)
        }
        if !endedWhileQueued.isEmpty {
            releaseWalkedEndedBindings()
        }
        isFlushing = false
        LoopWideCounters.flushRunning = false
    }

    /// Calls `observer` right after every flush that had work, on the loop thread,
    /// before the loop sleeps: for status lines, logs and renderers.
    ///
    /// ```swift
    /// let observation = BindingScheduler.current.observeFlushes { stats in
    ///     print("turn \(stats.turn): \(stats.attributesSet) attributes set")
    /// }
    /// observation.dispose()   // from any thread
    /// ```
    ///
    /// Changes the observer makes are flushed in the next turn, like any change made
    /// during a flush; an observer that changes what it observes every time never lets
    /// the loop idle.
    ///
    /// - Parameter observer: Receives each flush's statistics.
    /// - Returns: Dispose it to stop observing.
    public func observeFlushes(_ observer: @escaping @LoopActor (FlushStatistics) -> Void) -> AnyDisposable {
        nextObserverID += 1
        let id = nextObserverID
        flushObservers.append((id, observer))
        return AnyDisposable { [weak self] in
            self?.onLoop { [weak self] in self?.flushObservers.removeAll { $0.id == id } }
        }
    }

    private func resumeWaiters(with statistics: FlushStatistics) {
        for id in waiters.map(\.id) {
            // A condition may cancel another waiter's task, which takes that one out.
            guard let waiter = waiters.first(where: { $0.id == id }), waiter.condition() else { continue }
            waiters.removeAll { $0.id == id }
            waiter.continuation.resume(returning: statistics)
        }
    }

    /// Suspends until a flush after which `condition` holds, or until the task is cancelled
    /// (then returns ``lastFlush``).
    private func waitForFlush(where condition: @escaping @LoopActor () -> Bool) async -> FlushStatistics {
        nextWaiterID += 1
        let id = nextWaiterID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: lastFlush)
                } else {
                    waiters.append((id, condition, continuation))
                }
            }
        } onCancel: { [weak self] in
            self?.onLoop { [weak self] in self?.cancelWaiter(id) }
        }
    }

    /// Resumes the waiter `id` with ``lastFlush``, if it is still waiting.
    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.continuation.resume(returning: lastFlush)
    }

    // MARK: Test support

    /// Suspends until the next flush that has work, and returns its statistics.
    ///
    /// ```swift
    /// model.count = 3
    /// let stats = await BindingScheduler.current.nextFlush()
    /// XCTAssertEqual(label.shown[.text], .text("Count: 3"))
    /// ```
    ///
    /// There is no timeout: the loop must be running (for instance `EventLoop.run()` on
    /// the loop thread while this task waits on the loop actor), or the call waits until
    /// its task is cancelled (it then returns ``lastFlush``) or the loop closes. In tests,
    /// `withTestLoop` of LoopComposerTesting runs the loop, and its
    /// `TestLoop.nextFlush(timeout:)` and `waitUntil(_:timeout:_:)` fail the test after a
    /// timeout instead of hanging.
    @discardableResult
    public func nextFlush() async -> FlushStatistics {
        await waitForFlush { true }
    }

    /// Suspends until `condition` holds after a flush, and returns that flush's statistics.
    ///
    /// ```swift
    /// await BindingScheduler.current.nextFlush { label.shown[.text] == .text("Count: 5") }
    /// ```
    ///
    /// Like ``nextFlush()``, it has no timeout, needs a running loop and ends early when
    /// its task is cancelled; tests use LoopComposerTesting's `TestLoop.waitUntil(_:timeout:_:)`.
    ///
    /// - Parameter condition: Checked now (returning ``lastFlush`` at once if it
    ///   holds) and after each flush that has work.
    /// - Returns: The statistics of the flush after which `condition` held.
    @discardableResult
    public func nextFlush(where condition: @escaping @LoopActor () -> Bool) async -> FlushStatistics {
        if condition() { return lastFlush }
        return await waitForFlush(where: condition)
    }
}
