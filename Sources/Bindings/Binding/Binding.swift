package import ComposerModel
import Observation
import Synchronization

/// A live connection from view-model state to one target's style, or to an
/// `onChange` action (see `LifetimeOwner+OnChange.swift`).
///
/// Made by `bind` on a target (see `Styleable+Bind.swift`):
///
/// ```swift
/// let binding = label.bind(to: model) { model in
///     [.text("Count: \(model.count)"), .textColor(model.count > 9 ? .red : .green)]
/// }
/// binding.dispose()   // or let the label or the model go away
/// ```
///
/// A change to anything the style function read only marks the binding
/// dirty. Once per loop turn, just before the loop would sleep, the flush runs
/// the style function of each dirty binding once, merges the styles of all
/// bindings on the target, and installs the difference from what the target
/// last received (see ``BindingScheduler``).
///
/// A binding ends when it is disposed, when its target's `Lifetime` ends,
/// or when its model is found deallocated. Ending leaves the target showing
/// what it shows.
///
/// Threading: created and evaluated on the loop (`@LoopActor`). `markDirty()`
/// and ``dispose()`` may be called from any thread. Re-entrancy: a style
/// function may read and set properties; a change it makes dirties bindings
/// for the next turn, never the running flush.
///
/// Memory: a style target's only binding keeps the target's bookkeeping itself
/// (`Binding+OwnBookkeeping.swift`), so that a bound label costs the binding's 128-byte heap
/// block and no `TargetBindings` (80 bytes more). What a binding runs is stored in a subclass made in this module
/// (`ModelStyleBinding`, `ClosureBinding`): the model and style function of
/// `bind(to:)` sit in the object itself, not in a closure context of their own
/// (a 48-byte heap block per binding in the memory scenario). The class is not `open`.
@LoopActor
public class Binding: Disposable {
    /// What a style function produced.
    enum Output {
        case style(Style)
        /// Boxed: inline, a `Component` would make every binding's output 24 bytes larger.
        indirect case component(Component)
        /// An `onChange` action to run after the flush's installs. Boxed, as a component is:
        /// inline, the closure's two words left no spare bit for the case's tag, and the
        /// output took 17 bytes where 16 fit the binding in a 128-byte heap block.
        indirect case effect(@LoopActor () -> Void)
        /// No output: an `onChange` whose value did not change, an action handed out, or a
        /// style lent to an install (see ``lendStyle()``).
        case nothing
    }

    /// Runs the style function; `nil` means the source is gone and the binding ends.
    typealias Evaluation = @LoopActor () throws -> Output?

    /// Bindings made and not yet ended, in this process: a leak check for tests.
    ///
    /// ```swift
    /// override func tearDown() { XCTAssertEqual(Binding.liveCount, 0) }
    /// ```
    public nonisolated static var liveCount: Int { live.load(ordering: .relaxed) }
    private nonisolated static let live = Atomic<Int>(0)
    private nonisolated static let serialNumbers = Atomic<Int>(0)

    /// The binding's number, target and source location, for diagnostics.
    ///
    /// Built when asked for (a diagnostic, a log line), not kept: most bindings never
    /// report anything, and a kept string is a heap block per binding.
    ///
    /// The target's name is asked of the target (neither the binding nor its `TargetBindings`
    /// keeps a copy: a 16-byte `String` each), so it is the name the target has now: on the
    /// loop thread while the binding lives; "its target" on other threads, "a target that is
    /// gone" once the target is, and "no target (ended)" once the binding ended. A diagnostic
    /// is worded while the binding is live, so it names the target.
    public nonisolated var identity: String {
        guard scheduler.loop.isLoopThread else { return identity(onTarget: "its target") }
        return LoopActor.assumeIsolatedInBindings { identity(onTarget: targetName) }
    }

    /// ``identity`` with the target named `target`.
    nonisolated func identity(onTarget target: String) -> String {
        let (file, line) = CallSiteTable.callSite(at: callSite)
        return "binding #\(number) on \(target) (\(file):\(line))"
    }

    /// The target's name, for diagnostics, as the target gives it now.
    var targetName: String {
        switch flags.placement {
        case .none: "no target (ended)"
        case .ownBookkeeping: styleTarget?.diagnosticName ?? "a target that is gone"
        case .shared: targetBindings?.targetName ?? "a target that is gone"
        }
    }

    nonisolated let scheduler: BindingScheduler

    // The stored properties are laid out in declaration order: the one-byte ones come
    // last, after `output`'s tag, so that they take no padding.
    /// Properties this binding read, to leave when it ends, and in the same out-of-line
    /// object what few bindings need: actions to run when it ends, and the run of flushes
    /// that re-dirtied it (feedback-cycle detection; see `BindingSources.Overflow`; inline,
    /// these took 24 bytes, and in an object of their own one word). Loop thread only:
    /// written while the binding evaluates and read when it ends, both on the loop.
    /// `nonisolated(unsafe)` because `SharedProperty`'s nonisolated getter records
    /// into it during an evaluation (listed in Documentation/UnsafeInventory.md).
    private nonisolated(unsafe) var sources = BindingSources()
    /// The style function's latest output.
    private(set) var output: Output
    private nonisolated let dirty = Atomic<Bool>(false)
    private nonisolated let ended = Atomic<Bool>(false)
    /// Whether the binding waits in its scheduler's queue for the next flush: set where
    /// it is queued (on the loop), cleared by ``clearDirty()`` (or, once it ended, when the
    /// flush walks past it). The queue holds it unretained: ending it while this is set
    /// hands it to the scheduler to keep (see ``end()``). The loop's own dirty mark,
    /// which a mark on the loop thread reads and writes with no atomic operation (see
    /// ``markFromLoopOnlySource()``); the atomic `dirty` is for marks from any thread.
    /// Loop thread only. One byte of its own, which the mark reads and writes whole.
    ///
    /// `nonisolated(unsafe)` and usable from inline: a loop-only property's inlined set reads
    /// it (on the loop thread, as ``markFromLoopOnlySource()`` runs) to skip marking a binding
    /// that is queued already, as every set of a burst after the first finds it. Without a
    /// run-time exclusivity check: read and written whole, by the loop thread only (both
    /// listed in Documentation/UnsafeInventory.md).
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var isQueued = false
    /// The one-bit states and the placement, in one byte (see ``BindingFlags``).
    var flags: BindingFlags
    /// The serial number, counted modulo 2^32, and the call site (file and line) as its
    /// index in ``CallSiteTable``, in 32 bits each: they fill the space after the one-byte
    /// fields. A `bind(to:)` binding is a 128-byte heap block; it was 176 with the file's
    /// name (16 bytes), the line (4), and the target's name (16, asked of the target now).
    private nonisolated let number: UInt32
    private nonisolated let callSite: UInt32
    /// The binding's place in the scheduler's list its ``BindingPlacement`` names: its own
    /// when it keeps its target's bookkeeping, its ``TargetBindings``' otherwise. An index,
    /// not a reference: with the flags, it takes the 8 bytes the reference to a
    /// `TargetBindings` took, and the target's reference is the subclass's.
    var placeIndex: Int32 = 0

    /// Whether evaluations run inside `withObservationTracking`, to follow the
    /// properties of `@Observable` models they read (about 15% of an evaluation's cost
    /// in the benchmarks; skipped for `bind(to:)` on a model that is not `Observable`).
    var tracksObservable: Bool { flags.tracksObservable }

    /// Whether the subclass's function is running now: a subclass that lends its function to
    /// the call (`ModelStyleBinding`) then leaves releasing it to the end of the call.
    final var isRunningFunction: Bool {
        get { flags.isRunningFunction }
        set { flags.isRunningFunction = newValue }
    }

    /// The target's bookkeeping, while the binding shares it with other bindings of its
    /// target (see ``placement``): found in the scheduler's list by ``placeIndex``.
    var targetBindings: TargetBindings? {
        guard flags.placement == .shared else { return nil }
        return scheduler.targetBindings(at: placeIndex)
    }

    /// The style target, for a binding that can keep its target's bookkeeping itself while
    /// it is the target's only binding (the subclasses `bind(to:)` makes, which know the
    /// target's type); `nil` for any other binding, and once the target is gone. Retained
    /// for the caller.
    ///
    /// The one fact a subclass states: a binding whose target this gives when it is
    /// registered keeps that target's bookkeeping itself (`BindingScheduler.register`).
    var styleTarget: (any Styleable)? { nil }

    init(scheduler: BindingScheduler, file: String, line: Int, initialOutput: Output,
         tracksObservable: Bool = true) {
        number = UInt32(truncatingIfNeeded: Self.serialNumbers.add(1, ordering: .relaxed).newValue)
        flags = BindingFlags(tracksObservable: tracksObservable)
        callSite = CallSiteTable.index(file: file, line: line)
        self.scheduler = scheduler
        self.output = initialOutput
        Self.live.add(1, ordering: .relaxed)
    }

    /// Whether the binding has ended.
    public nonisolated var isDisposed: Bool { hasEnded }

    nonisolated var hasEnded: Bool { ended.load(ordering: .acquiring) }

    /// Whether the binding is marked for the next flush through ``markDirty()`` (or has
    /// ended, and so needs no mark). Any thread.
    ///
    /// A mark made by a loop-only property (``markFromLoopOnlySource()``) is kept in the
    /// loop's own flag, which other threads cannot read: until the flush, such a binding
    /// looks unmarked here, and a ``SharedProperty`` set marks it once more, which then
    /// finds it queued.
    nonisolated var isMarkedDirty: Bool { dirty.load(ordering: .acquiring) || hasEnded }

    /// Marks the binding for re-evaluation at the next flush. Any thread.
    ///
    /// The first mark in a turn queues the binding (and wakes the loop if
    /// called from another thread); later marks cost one atomic load.
    nonisolated func markDirty() {
        guard !hasEnded else { return }
        // Load before exchanging: while the binding is already dirty (most sets
        // in a burst) no thread writes the flag, so no core takes it exclusively.
        guard !dirty.load(ordering: .relaxed), !dirty.exchange(true, ordering: .acquiringAndReleasing) else { return }
        scheduler.enqueue(self)
    }

    /// Marks the binding for re-evaluation at the next flush from a loop-only property's
    /// set (``ObservedProperty``), which runs on the loop thread: no atomic operation, no
    /// check of the loop or the thread (listed in Documentation/UnsafeInventory.md).
    ///
    /// A property that bindings read is set on the loop (it lives in its model's domain,
    /// which is the loop's for any model a binding reads), and a binding that is not ended
    /// belongs to the open loop (closing the loop ends every binding): what
    /// ``markDirty()`` checks before queueing is known here. Per set with one dependent,
    /// the atomic exchange on the binding's (cold) memory, the loop's open and thread checks
    /// and two calls are gone (measured: PerformanceHistory.md).
    ///
    /// - Precondition: The caller is on the open loop's thread (checked in debug builds
    ///   of this module).
    @inlinable @inline(__always)
    nonisolated func markFromLoopOnlySource() {
        // The isolation is cast away, as in `LoopActor.callOnLoopThread`, but at this
        // concrete type: through that generic function a reabstraction thunk stayed
        // between the property's set and the mark (one call more).
        typealias Nonisolated = (Binding) -> Void
        let mark: @LoopActor (Binding) -> Void = { $0.markOnLoop() }
        unsafeBitCast(mark, to: Nonisolated.self)(self)
    }

    /// Queues the binding for the next flush unless it is queued or ended: a mark made on
    /// the loop thread.
    @usableFromInline
    final func markOnLoop() {
        assert(scheduler.loop.isLoopThread, "a loop-only property was set off its EventLoop's thread")
        guard !hasEnded else { return }
        scheduler.enqueueOnLoop(self)   // which returns at once if the binding is queued
    }

    /// Clears the dirty mark before evaluation, so that changes made from
    /// here on mark the binding again for the next turn.
    func clearDirty() {
        isQueued = false
        dirty.store(false, ordering: .releasing)
        LoopWideCounters.clearedMarks &+= 1
    }

    /// Ends the binding: from any thread, at once on the loop thread and at the
    /// loop's next turn elsewhere. Disposing twice does nothing.
    public nonisolated func dispose() {
        scheduler.onLoop { [self] in end() }
    }

    /// Ends the binding now.
    func end() {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Self.live.subtract(1, ordering: .relaxed)
        // The queue and the flush's walk hold the binding unretained, and what holds it
        // (its `TargetBindings`, `standalone`, a disposable) may let go of it from here on.
        if isQueued || scheduler.isFlushing {
            scheduler.keepUntilWalked(self)
        }
        releaseEvaluation()
        let actions = sources.overflowIfMade?.onEnd ?? []
        leaveSources()
        for action in actions { action() }
        switch flags.placement {
        case .none:
            break
        case .ownBookkeeping:
            flags.placement = .none
            leaveOwnTarget()
        case .shared:
            let target = targetBindings
            flags.placement = .none
            target?.remove(self)
        }
    }

    /// Stops depending on every source the binding read, and forgets them.
    private func leaveSources() {
        for source in sources.liveSources {
            source.removeDependent(self)
        }
        sources.removeAll()
    }

    /// Remembers that the binding depends on `source`, to leave it when the binding ends.
    ///
    /// - Returns: Whether `source` is new to the binding.
    @discardableResult
    nonisolated func noteSource(_ source: any DependencySource) -> Bool {
        assert(scheduler.loop.isLoopThread, "a binding evaluates on the loop thread")
        return sources.note(source)
    }

    /// Forgets the source `id`: a loop-only property that is being deallocated (see
    /// `LoopOnlySource`). The property's domain, which is the loop.
    ///
    /// - Parameter id: The property's identity.
    nonisolated func forgetSource(_ id: ObjectIdentifier) {
        sources.forget(id)
    }

    /// The `onChange` action the last evaluation produced, handed out once.
    func takeEffect() -> (@LoopActor () -> Void)? {
        guard case .effect(let effect) = output else { return nil }
        output = .nothing
        return effect
    }

    /// The target shows `attribute` now because the user changed it (typed, toggled,
    /// moved), not because of an install; the binding's next flush re-reads the model.
    ///
    /// ```swift
    /// field.onTextChanged { text in binding.targetShows(.text(text)); model.filter = text }
    /// ```
    ///
    /// The flush then diffs the model's value against what the target really shows: an
    /// edit the model accepted as is installs nothing (the edit is not overwritten), and
    /// one the model normalised or rejected in its `didSet` installs the model's value.
    /// The re-read also covers models whose property no binding can follow.
    ///
    /// - Parameter attribute: What the user's change made the target show.
    package func targetShows(_ attribute: Attribute) {
        guard !hasEnded else { return }
        if flags.placement == .ownBookkeeping { scheduler.shareBookkeeping(of: self) }
        targetBindings?.noteShown(attribute)
        markDirty()
    }

    /// Runs `action` when the binding ends.
    func whenEnded(_ action: @escaping () -> Void) {
        if hasEnded { action() } else { rare.onEnd.append(action) }
    }

    private var rare: BindingSources.Overflow { sources.overflow }

    /// Counts a mark made while flush number `flush` runs: one more in a run of
    /// consecutive flushes that each re-dirtied this binding, or the first of a new run.
    ///
    /// - Parameter flush: The running flush's number.
    /// - Returns: The run's length, this flush included.
    func countFeedback(inFlush flush: Int) -> Int {
        let rare = self.rare
        flags.countsFeedbackRun = true
        rare.feedbackStreak = rare.lastFlushMark == flush - 1 ? rare.feedbackStreak + 1 : 1
        rare.lastFlushMark = flush
        return rare.feedbackStreak
    }

    /// Records that the binding's feedback cycle was reported.
    ///
    /// - Returns: Whether it had not been reported yet in this run.
    func noteFeedbackCycleReported() -> Bool {
        let rare = self.rare
        flags.countsFeedbackRun = true
        defer { rare.reportedFeedbackCycle = true }
        return !rare.reportedFeedbackCycle
    }

    /// A mark from outside a flush: any run of self-dirtying flushes is over.
    func endFeedbackRun() {
        guard flags.countsFeedbackRun, let rare = sources.overflowIfMade else { return }
        flags.countsFeedbackRun = false
        rare.feedbackStreak = 0
        rare.reportedFeedbackCycle = false
    }

    /// What one run of the style function did.
    enum Outcome {
        /// It produced an output, now in ``output``.
        case produced
        /// Its source is gone: the binding ends.
        case sourceGone
        /// It threw; ``output`` keeps the last good output.
        case failed(any Error)
    }

    /// Runs the style function with dependency tracking and stores its output.
    ///
    /// No `Result` and no optional output on the way: the subclass stores what the function
    /// returned straight into ``output``, and only a thrown error takes the slow path. The
    /// `Result<Output?, any Error>` this used to build, copy and consume cost more than
    /// the rest of the bookkeeping of an evaluation (measured: PerformanceHistory.md).
    ///
    /// - Returns: Whether the binding is still live; an error keeps the last good output.
    func evaluate() -> Bool {
        guard !hasEnded else { return false }
        let outcome: Outcome
        if tracksObservable {
            outcome = Self.observing {
                DependencyTracker.tracking(self) { self.runOnce() }
            } onChange: { [weak self] in
                BindingScheduler.countChange()
                self?.markDirty()
            }
        } else {
            outcome = DependencyTracker.tracking(self) { runOnce() }
        }
        // A style function that ended its own binding: `end()` ran under it, so the function
        // is let go only now (`ModelStyleBinding` waits for the call), and the sources read
        // after the end noted the binding as their dependent again.
        if hasEnded {
            releaseEvaluation()
            leaveSources()
        }
        switch outcome {
        case .produced:
            return true
        case .sourceGone:
            end()
            return false
        case .failed(let error):
            reportFailure(error)
            return true
        }
    }

    /// Reports that the style function threw `error`; the output the target shows stays.
    @inline(never)
    private func reportFailure(_ error: any Error) {
        // The install that follows finds nothing changed (see `Binding+OwnBookkeeping.swift`).
        if flags.placement == .ownBookkeeping, case .style(let shown) = output { scheduler.reusableStyle = shown }
        scheduler.report(BindingDiagnostic(kind: .styleFunctionFailed(String(describing: error)), binding: identity))
    }

    /// Runs ``evaluateOutput()`` once and says how it went, catching what it throws.
    ///
    /// No `Result { }` here: a closure handed to the standard library's initializer gets a
    /// dynamic isolation check on every evaluation.
    private func runOnce() -> Outcome {
        do {
            return try evaluateOutput() ? .produced : .sourceGone
        } catch {
            return .failed(error)
        }
    }

    /// Runs what the binding follows once and stores its output with ``keep(_:)``.
    /// Each subclass stores its own function and overrides this.
    ///
    /// - Returns: `false` when the source is gone and the binding ends.
    func evaluateOutput() throws -> Bool {
        preconditionFailure("a binding is made as a ModelStyleBinding or a ClosureBinding")
    }

    /// Stores what the style function produced: called by ``evaluateOutput()`` once it has
    /// an output (so that an error keeps the last good one).
    ///
    /// - Parameter newOutput: The function's output.
    final func keep(_ newOutput: consuming Output) {
        output = newOutput
    }

    /// Stores `newOutput` as ``keep(_:)`` does and hands back the output it replaces, moved
    /// out rather than copied (a style builder keeps it as the storage to write next).
    ///
    /// - Parameter newOutput: The function's output.
    /// - Returns: The output before it.
    final func exchangeOutput(_ newOutput: consuming Output) -> Output {
        var exchanged = newOutput
        swap(&exchanged, &output)
        return exchanged
    }

    /// The output's style, moved out for an install that gives it back with ``keep(_:)``
    /// (see `TargetBindings.install(evaluated:into:)`); the output reads as no style meanwhile.
    ///
    /// - Returns: The style, or `nil` (the output unchanged) when the output is not a style.
    final func lendStyle() -> Style? {
        let taken = output
        output = .nothing
        guard case .style(let style) = taken else {
            output = taken
            return nil
        }
        return style
    }

    /// Lets go of the function and what it captured: the binding ended.
    func releaseEvaluation() {}

    /// `withObservationTracking`, called from outside the actor: an isolated
    /// closure handed straight to it (a module without strict concurrency)
    /// gets a dynamic isolation check on every call, two per evaluation, which
    /// cost a twentieth of a flush.
    private nonisolated static func observing<Result>(
        _ apply: () -> Result, onChange: @escaping @Sendable () -> Void
    ) -> Result {
        withObservationTracking(apply, onChange: onChange)
    }

    deinit {
        // The queue holds its bindings unretained (see `end()`): a queued binding is never freed.
        let wasQueued = isQueued
        assert(!wasQueued, "a binding was freed while its scheduler's queue named it")
        if !hasEnded { Self.live.subtract(1, ordering: .relaxed) }
    }
}
