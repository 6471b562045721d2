internal import CLibUV
public import Synchronization

/// A libuv event loop bound to the thread that creates it, and the thread ``LoopActor``
/// runs on while the loop is open.
///
/// The loop runs timers (``schedule(after:repeating:_:)``), Unix signals
/// (``onUnixSignal(_:_:)``), work sent from other threads (``execute(_:)``) and `@LoopActor`
/// jobs. When it is created on the main thread it also runs `DispatchQueue.main` blocks and
/// `@MainActor` jobs, by watching libdispatch's main-queue wake-up descriptor. With nothing
/// due it blocks in the kernel: no polling timer, no idle handle.
///
/// ```swift
/// let loop = try EventLoop()
/// try LoopActor.assumeIsolated {
///     try loop.schedule(after: .seconds(1)) { print("one second") }
///     try loop.onUnixSignal(.interrupt) { loop.stop() }
/// }
/// try loop.run()      // returns after stop(), or when no timer or subscription is left
/// try loop.close()    // closes every handle; uv_loop_close returned 0
/// ```
///
/// Thread and re-entrancy rules (each enforced with a precondition):
/// - Only one loop is open at a time: ``LoopActor`` is global. A second ``init()`` while
///   one is open throws ``EventLoopError/anotherLoopIsOpen``.
/// - ``run()``, ``runOnce(blocking:)``, ``run(until:timeout:)`` and ``close()`` are called
///   on the loop thread, and never from inside the loop (a callback, a hook, a
///   `@LoopActor` job or a main-queue block the loop is running): `uv_run` is not
///   re-entrant.
/// - Timers, Unix-signal subscriptions and hooks are created on the loop thread
///   (`@LoopActor` code is).
/// - ``stop()``, ``execute(_:)``, ``keepsRunningWhenIdle``, ``current``,
///   ``isLoopThread`` and ``turnCount`` may be used from any thread.
/// - libuv failures surface as ``UVError``; misuse of the loop's state as
///   ``EventLoopError``.
public final class EventLoop: @unchecked Sendable {
    /// Where the loop is in its life. Loop thread only.
    private enum Phase {
        /// Open, not inside `uv_run`.
        case idle
        /// Inside `uv_run` (or between the turns of one `run…` call).
        case running
        /// Inside ``close()``: draining work and closing handles.
        case closing
        /// Closed (or its initializer failed); `uvLoop` is no longer valid.
        case closed
    }

    /// One item of work sent with ``execute(_:)``.
    ///
    /// A struct around the closure, because an array of bare closures stores each one at
    /// its most general representation: appending one wrapped it in a reabstraction thunk,
    /// a heap allocation per ``execute(_:)``.
    private struct WorkItem {
        let run: @Sendable @LoopActor () -> Void
    }

    /// Work sent with ``execute(_:)``, waiting for the wake-up callback.
    ///
    /// The loop takes the queued items by swapping arrays with it (its emptied drain buffer
    /// in, the items out), so both arrays keep their capacity: once warm, ``execute(_:)``
    /// allocates nothing of its own.
    private struct WorkQueue {
        /// Work items, oldest first.
        private var items: [WorkItem] = []
        /// Cleared by ``close()``: later work is dropped.
        private var isAccepting = true

        /// Whether no work is waiting.
        var isEmpty: Bool { items.isEmpty }

        /// Appends `work` unless the loop closed.
        ///
        /// - Parameter work: The work item.
        /// - Returns: Whether it was queued.
        mutating func append(_ work: @escaping @Sendable @LoopActor () -> Void) -> Bool {
            guard isAccepting else { return false }
            items.append(WorkItem(run: work))
            return true
        }

        /// Moves everything queued into `buffer` (which must be empty), oldest first, and
        /// keeps `buffer`'s storage for later work.
        ///
        /// - Parameter buffer: An empty array; holds the taken items on return.
        mutating func takeAll(into buffer: inout [WorkItem]) {
            swap(&buffer, &items)
        }

        /// Drops what is queued and refuses later work.
        mutating func close() {
            isAccepting = false
            items.removeAll()
        }
    }

    /// How many rounds (work, then jobs) one wake-up callback runs before it leaves the rest
    /// for the next turn, so that a job that keeps re-enqueuing itself cannot starve timers
    /// and I/O.
    /// (A computed constant: a `static let` is a lazy global, checked on every read.)
    private static var drainRounds: Int { 64 }
    /// How many rounds ``close()`` tries before giving up on work that keeps coming.
    private static let closeRounds = 1_000

    // MARK: Immutable after init

    /// The libuv loop. Valid until ``close()`` succeeds.
    let uvLoop: UnsafeMutablePointer<uv_loop_t>
    /// The thread that created the loop. `@usableFromInline` for the inlined ``isLoopThread``.
    @usableFromInline let thread: LoopThread

    // MARK: Any thread

    /// `LockedValue` (a pthread lock ThreadSanitizer understands) rather than `Mutex`.
    private let queuedWork = LockedValue(WorkQueue())
    /// Whether `queuedWork` holds items; written under its lock, read without it, so that
    /// a wake-up with no work costs no lock.
    private let workQueued = Atomic(false)
    /// Set by the ``wakeUp()`` that sends the async wake-up, cleared when the wake-up
    /// callback starts: wake-ups in between need no `uv_async_send` of their own, as that
    /// callback has yet to drain what they queued.
    private let wakeUpPending = Atomic(false)
    /// Set by ``wakeUp()``, cleared at the start of each turn's prepare callback: while set,
    /// the loop owes a turn (the async handle is referenced, run() goes on).
    private let turnRequested = Atomic(false)
    private let keepsRunning = Atomic(false)
    /// `@usableFromInline` for the inlined ``turnCount``.
    @usableFromInline let turns = Atomic(0)
    private let wakeUps = Atomic(0)
    private let wakeCallbacks = Atomic(0)
    private let asyncSends = Atomic(0)

    // MARK: Loop thread only

    private var phase = Phase.idle
    /// Whether ``stop()`` ran on the loop thread since the last `uv_run` returned.
    private var stopRequested = false
    /// Every handle that is open or closing, so that ``close()`` can close them all.
    private var handles: [ObjectIdentifier: any LoopHandle] = [:]
    /// Written once in `init`, before the loop is published; read from any thread.
    private var asyncHandle: AsyncHandle?
    /// Whether `asyncHandle` is referenced (it starts unreferenced). Loop thread only.
    private var isAsyncReferenced = false
    private var prepareHandle: PrepareHandle?
    /// The watcher of libdispatch's main queue, when the loop thread is the main thread.
    var mainQueuePoll: PollHandle?
    /// The test loop's virtual time, when ``useVirtualClock()`` chose it; `nil` (the
    /// system clock, libuv's timers) otherwise.
    package internal(set) var virtualClock: VirtualClock?
    /// The items being run by the wake-up callback, kept between turns for its capacity.
    private var drainBuffer: [WorkItem] = []
    /// The jobs being run by the wake-up callback, kept between turns for its capacity (and
    /// so the executor's queue keeps its own: see ``LoopExecutor/runQueuedJobs(using:)``).
    private var jobBuffer: [UnownedJob] = []
    // Unchecked exclusivity (listed in Documentation/UnsafeInventory.md): every access is a
    // read or a write that ends before any hook runs (a run iterates a snapshot), and the
    // before-sleep list is read every turn.
    @exclusivity(unchecked) private var beforeSleepHooks = LoopHooks()
    @exclusivity(unchecked) private var onWakeHooks = LoopHooks()
    private var onCloseHooks = LoopHooks()

    // MARK: - Life cycle

    /// Creates a loop bound to the calling thread (its "loop thread") and makes it the loop
    /// ``LoopActor`` runs on.
    ///
    /// On the main thread the loop also drains `DispatchQueue.main` (and so `@MainActor`
    /// jobs) while it runs. `@LoopActor` jobs queued while no loop was open run in its first
    /// turn.
    ///
    /// ```swift
    /// let loop = try EventLoop()
    /// defer { try? loop.close() }
    /// ```
    /// - Throws: ``EventLoopError/anotherLoopIsOpen`` while another loop is open;
    ///   ``UVError`` if libuv cannot create the loop or its handles.
    public init() throws {
        guard LoopExecutor.shared.currentLoop == nil else {
            throw EventLoopError.anotherLoopIsOpen
        }
        let uvLoop = UnsafeMutablePointer<uv_loop_t>.allocate(capacity: 1)
        uvLoop.initialize(to: uv_loop_t())
        do {
            try uvCheck(uv_loop_init(uvLoop), "uv_loop_init")
        } catch {
            uvLoop.deallocate()
            throw error
        }
        self.uvLoop = uvLoop
        self.thread = .current
        do {
            try openInternalHandles()
            try LoopExecutor.shared.attach(self)
        } catch {
            phase = .closing
            closeHandles()
            phase = .closed
            // Report why creation failed rather than a follow-on failure to clean up.
            try? destroyLoop()
            throw error
        }
        if LoopExecutor.shared.hasQueuedJobs {
            wakeUp()
        }
    }

    /// Opens the loop's own handles, all unreferenced so that they alone never keep
    /// ``run()`` going.
    ///
    /// Their actions hold the loop strongly (an `unowned` capture cost a checked retain and
    /// a release on every turn): the cycle ends when ``close()`` closes the handles, which
    /// drop their actions, and until then ``LoopExecutor`` holds the loop anyway.
    private func openInternalHandles() throws(UVError) {
        let async = try AsyncHandle(loop: self) { [self] in self.didWake() }
        asyncHandle = async
        async.unref()
        let prepare = try PrepareHandle(loop: self) { [self] in self.willPoll() }
        prepareHandle = prepare
        prepare.unref()
        if thread.isMainThread {
            try openMainQueuePoll()
        }
    }

    deinit {
        assert(phase == .closed, "EventLoop released while open")
    }

    /// The loop thread's ``LoopThread/identifier``, for ``LoopExecutor``'s lock-free
    /// isolation check. Any thread.
    var loopThreadIdentifier: UInt {
        thread.identifier
    }

    /// The open loop, or `nil` when none is (after ``close()``). Any thread.
    ///
    /// ```swift
    /// EventLoop.current?.execute { print("on the loop") }
    /// ```
    @inlinable
    public static var current: EventLoop? {
        LoopExecutor.shared.currentLoop
    }

    /// Whether the caller is on this loop's thread (the thread that created it). Any thread.
    ///
    /// ```swift
    /// precondition(loop.isLoopThread)
    /// ```
    @inlinable
    public var isLoopThread: Bool {
        thread.isCurrent
    }

    /// How many loop iterations ran so far (counted in the prepare callback, once per
    /// iteration), for tests and statistics. Any thread.
    ///
    /// ```swift
    /// let before = loop.turnCount
    /// loop.runOnce()
    /// assert(loop.turnCount == before + 1)
    /// ```
    @inlinable
    public var turnCount: Int {
        turns.load(ordering: .relaxed)
    }

    // MARK: - Running (loop thread)

    /// Runs the loop (`uv_run` in `UV_RUN_DEFAULT` mode) until ``stop()`` is called, or until
    /// no referenced handle (timer, signal subscription) and no queued work or `@LoopActor`
    /// job is left.
    ///
    /// A ``stop()`` made on the loop thread before the call makes it return at once, as
    /// `uv_stop` does. With ``keepsRunningWhenIdle`` set, only ``stop()`` ends it.
    ///
    /// After a ``stop()``, the before-sleep hooks of every stage but
    /// ``BeforeSleepStage/foreignLoop`` run once more before `run()` returns, so bindings
    /// dirtied after the last turn's flush (by the work that stopped the loop, or from
    /// another thread before the stop) are flushed and drawn: every change made before
    /// ``stop()`` is shown when `run()` returns. Changes that last flush makes wait for the
    /// next run.
    ///
    /// ```swift
    /// try loop.schedule(after: .milliseconds(100)) { print("done") }
    /// try loop.run()   // returns once the timer fired
    /// ```
    /// - Throws: ``EventLoopError/closed`` after ``close()``.
    /// - Precondition: On the loop thread, not from inside the loop.
    public func run() throws {
        try beginTurning()
        defer { phase = .idle }
        var stopped = false
        repeat {
            updateAsyncReference()
            try turn(UV_RUN_DEFAULT)
            stopped = consumeStop()
        } while !stopped && turnRequested.load(ordering: .acquiring)
        if stopped {
            // stop() may come after this turn's prepare hooks (from a wake-up
            // callback, a timer, another thread): run them once more so that
            // nothing changed before stop() is left unflushed.
            // Foreign loops are left out: their prepare needs the check that only
            // an iteration of uv_run brings.
            LoopActor.assumeIsolated { runBeforeSleepHooks(throughStage: .inspection) }
        }
    }

    /// Runs exactly one loop iteration, even when nothing keeps the loop alive.
    ///
    /// Without `blocking` the iteration polls for I/O without waiting (`UV_RUN_NOWAIT`);
    /// with it, the iteration waits in the kernel until something happens: a timer, a
    /// signal, a wake-up from another thread, a main-queue block (`UV_RUN_ONCE`).
    ///
    /// ```swift
    /// Task { @LoopActor in print("job") }
    /// loop.runOnce()   // prints "job"
    /// ```
    /// - Parameter blocking: Whether to wait for an event if none is ready.
    /// - Returns: Whether work remains: referenced handles, queued work or a requested turn.
    /// - Precondition: On the loop thread, not from inside the loop, loop not closed.
    @discardableResult
    public func runOnce(blocking: Bool = false) -> Bool {
        do {
            try beginTurning()
        } catch {
            preconditionFailure("runOnce() on a closed EventLoop")
        }
        defer { phase = .idle }
        // Exactly one iteration, even with nothing referenced: the prepare handle keeps
        // this uv_run going for it. (The async handle's reference does not matter here:
        // the prepare and wake-up callbacks keep it up to date for run().) Plain C calls on
        // the open handle: this is every turn of a program that turns the loop itself.
        let prepare = prepareHandle?.rawHandle
        if let prepare { uv_ref(prepare) }
        do {
            try turn(blocking ? UV_RUN_ONCE : UV_RUN_NOWAIT)
        } catch {
            preconditionFailure("\(error)")
        }
        if let prepare { uv_unref(prepare) }
        _ = consumeStop()
        return uv_loop_alive(uvLoop) != 0 || turnRequested.load(ordering: .acquiring)
    }

    /// Test support: turns the loop (`UV_RUN_ONCE`) until `condition` holds after a turn, or
    /// until `timeout` passes (measured by a libuv timer, not by sleeping).
    ///
    /// The condition is checked once before the first turn too. ``stop()`` also ends the
    /// call.
    ///
    /// ```swift
    /// Task { @LoopActor in done = true }
    /// XCTAssertTrue(try loop.run(until: { done }, timeout: .seconds(5)))
    /// ```
    /// - Parameters:
    ///   - condition: Checked on the loop thread before the first turn and after each.
    ///   - timeout: How long to turn at most.
    /// - Returns: Whether `condition` held.
    /// - Throws: ``EventLoopError/closed`` after ``close()``; ``UVError`` if the timeout
    ///   timer cannot be created.
    /// - Precondition: On the loop thread, not from inside the loop.
    public func run(until condition: @LoopActor () -> Bool, timeout: Duration) throws -> Bool {
        try beginTurning()
        defer { phase = .idle }
        if LoopActor.assumeIsolated(condition) { return true }
        // A one-shot timer closes itself when it fires: an open deadline has not passed.
        let deadline = try TimerHandle(loop: self)
        defer { deadline.close() }
        try deadline.start(afterMilliseconds: timeout.loopMilliseconds, repeatingMilliseconds: 0) {}
        return try withoutActuallyEscaping(condition) { condition in
            // Checked again in each pass of the before-sleep hooks, after the flush and
            // the renderers: when their outcome meets it, uv_stop keeps this turn from
            // sleeping in the poll phase, which could otherwise last until the deadline.
            let inspection = LoopActor.assumeIsolated {
                addBeforeSleep(stage: .inspection) { [uvLoop] in if condition() { uv_stop(uvLoop) } }
            }
            defer { LoopActor.assumeIsolated { removeBeforeSleep(inspection) } }
            while true {
                updateAsyncReference()
                try turn(UV_RUN_ONCE)
                let stopped = consumeStop()
                if LoopActor.assumeIsolated(condition) { return true }
                if stopped || !deadline.isOpen { return false }
            }
        }
    }

    /// Closes the loop: runs queued work and `@LoopActor` jobs, closes every handle the
    /// loop owns (timers, signal subscriptions, its own async, prepare and main-queue
    /// handles) with `uv_close`, turns the loop until their close callbacks ran, then calls
    /// `uv_loop_close`.
    ///
    /// Afterwards ``current`` is `nil`, work sent with ``execute(_:)`` is dropped, and
    /// `@LoopActor` jobs wait for the next loop.
    ///
    /// ```swift
    /// try loop.close()
    /// assert(EventLoop.current == nil)
    /// ```
    /// - Throws: ``EventLoopError/closed`` if already closed; the ``UVError`` of
    ///   `uv_loop_close` if it does not return 0 (a handle this type does not know of is
    ///   still open; the loop's memory is then kept, as libuv may still use it).
    /// - Precondition: On the loop thread, not from inside the loop.
    public func close() throws {
        precondition(isLoopThread, "EventLoop.close() must be called on the loop thread")
        precondition(phase != .running, "EventLoop.close() called from inside the loop")
        guard phase == .idle else { throw EventLoopError.closed }
        phase = .closing
        // Owners of loop state (the bindings' scheduler) end it first, while
        // queued work can still run.
        LoopActor.assumeIsolated {
            for entry in onCloseHooks.snapshot { entry.run() }
        }
        onCloseHooks.removeAll()
        var rounds = 0
        repeat {
            _ = LoopActor.assumeIsolated { drainQueuedWork() }
            closeHandles()
            rounds += 1
        } while hasQueuedWork && rounds < Self.closeRounds
        queuedWork.withLock { queue in
            queue.close()
            workQueued.store(false, ordering: .releasing)
        }
        drainBuffer = []
        jobBuffer = []
        beforeSleepHooks.removeAll()
        onWakeHooks.removeAll()
        LoopExecutor.shared.detach(self)
        phase = .closed
        try destroyLoop()
    }

    /// Closes every registered handle and turns the loop until their close callbacks ran.
    private func closeHandles() {
        var attempts = 0
        while !handles.isEmpty && attempts < Self.closeRounds {
            for handle in Array(handles.values) {
                handle.close()
            }
            do {
                try turn(UV_RUN_NOWAIT)
            } catch {
                preconditionFailure("\(error)")
            }
            attempts += 1
        }
    }

    /// `uv_loop_close`, then frees the loop's memory.
    private func destroyLoop() throws(UVError) {
        try uvCheck(uv_loop_close(uvLoop), "uv_loop_close")
        uvLoop.deallocate()
    }

    // MARK: - Any thread

    /// Stops the loop: ``run()`` (or ``run(until:timeout:)``) returns after the current
    /// iteration.
    ///
    /// On the loop thread this is `uv_stop`; from another thread it is sent through
    /// ``execute(_:)`` and takes effect when the loop wakes.
    ///
    /// ```swift
    /// Thread.detachNewThread { loop.stop() }
    /// try loop.run()
    /// ```
    public func stop() {
        if isLoopThread {
            stopOnLoopThread()
        } else {
            execute { [self] in stopOnLoopThread() }
        }
    }

    /// `uv_stop`, remembered so that ``run()`` knows why `uv_run` returned.
    private func stopOnLoopThread() {
        guard phase == .idle || phase == .running else { return }
        stopRequested = true
        uv_stop(uvLoop)
    }

    /// Runs `work` on the loop thread, in the loop's wake-up callback, after the work sent
    /// before it (first in, first out). Any thread; thread-safe.
    ///
    /// Work sent after ``close()`` started is dropped.
    ///
    /// ```swift
    /// DispatchQueue.global().async {
    ///     let value = compute()
    ///     loop.execute { label.text = value }   // @LoopActor
    /// }
    /// ```
    /// - Parameter work: The work; it is `@LoopActor`.
    /// - Complexity: O(1), amortized: no allocation beyond `work`'s own closure context
    ///   once the queue is warm, and at most one `uv_async_send` per drained batch.
    public func execute(_ work: @escaping @Sendable @LoopActor () -> Void) {
        let queued = queuedWork.withLock { queue in
            guard queue.append(work) else { return false }
            workQueued.store(true, ordering: .releasing)
            return true
        }
        if queued {
            wakeUp()
        }
    }

    /// Whether ``run()`` keeps waiting for cross-thread work when nothing else keeps it going.
    ///
    /// `false` (the default): the loop's own handles are unreferenced, so ``run()`` returns
    /// when the user's timers and signal subscriptions are gone. `true`: the wake-up handle
    /// is referenced, so ``run()`` waits until ``stop()``. Any thread.
    ///
    /// ```swift
    /// loop.keepsRunningWhenIdle = true
    /// try loop.run()   // a server's main loop: only stop() ends it
    /// ```
    public var keepsRunningWhenIdle: Bool {
        get { keepsRunning.load(ordering: .relaxed) }
        set {
            keepsRunning.store(newValue, ordering: .relaxed)
            if isLoopThread {
                updateAsyncReference()
            } else {
                wakeUp()
            }
        }
    }

    // MARK: - Wake-ups and hooks

    /// Wakes the loop from any thread (a coalesced `uv_async_send`) and asks it for one more
    /// turn: its prepare (before-sleep) hooks run again before ``run()`` can return for lack
    /// of work.
    ///
    /// ```swift
    /// binding.markDirty()
    /// if !loop.isLoopThread { loop.wakeUp() }
    /// ```
    package func wakeUp() {
        wakeUps.add(1, ordering: .relaxed)
        turnRequested.store(true, ordering: .releasing)
        // Already pending: the callback, which clears the flag before it drains, has yet
        // to run and will see what the caller queued before calling this.
        if wakeUpPending.exchange(true, ordering: .acquiringAndReleasing) { return }
        asyncSends.add(1, ordering: .relaxed)
        asyncHandle?.send()
    }

    /// Adds a hook run every iteration just before the loop would sleep (libuv's prepare
    /// phase), in `stage`: after every hook of the earlier stages, and after the hooks of
    /// its own stage added before it.
    ///
    /// The stages run in a fixed order, whoever registered first: the bindings' flush
    /// (``BeforeSleepStage/flush``), the backends' drawing (``BeforeSleepStage/render``),
    /// conditions that look at the outcome (``BeforeSleepStage/inspection``), then the
    /// preparation of a foreign main loop such as GLib's (``BeforeSleepStage/foreignLoop``).
    /// A backend written outside this package joins the same way:
    ///
    /// ```swift
    /// let frame = loop.addBeforeSleep(stage: .render) { [weak screen] in screen?.drawIfNeeded() }
    /// // when the screen stops:
    /// loop.removeBeforeSleep(frame)
    /// ```
    ///
    /// Rules:
    /// - Loop thread only (`@LoopActor`); the hook runs on the loop thread, inside `uv_run`
    ///   (or in ``run()``'s extra pass after a ``stop()``, below).
    /// - A hook added while the hooks run (by one of them) runs from the next pass on, even
    ///   when its stage is still to come in this one; a hook removed while they run does
    ///   not run again, even later in the same pass.
    /// - A hook must not run the loop (``run()``, ``runOnce(blocking:)``): `uv_run` is not
    ///   re-entrant. A hook that leaves work for the next turn asks for that turn (with
    ///   ``execute(_:)``, e.g. `loop.execute {}`), so the loop does not sleep or return
    ///   first.
    /// - When ``run()`` returns after a ``stop()``, the hooks of every stage but
    ///   ``BeforeSleepStage/foreignLoop`` run once more, so that every change made before
    ///   the stop is flushed and drawn; foreign-loop hooks run only inside `uv_run`, so the
    ///   loop's check phase always follows them.
    /// - ``close()`` drops every hook (and what it captured).
    ///
    /// - Parameters:
    ///   - stage: Where the hook runs among the others.
    ///   - hook: The hook.
    /// - Returns: Its id, for ``removeBeforeSleep(_:)``.
    /// - Complexity: O(*n*) in the number of hooks (a handful). Running them costs no
    ///   allocation and no lookup per turn while no hook is added or removed.
    @LoopActor
    @discardableResult
    public func addBeforeSleep(
        stage: BeforeSleepStage,
        _ hook: @escaping @LoopActor () -> Void
    ) -> BeforeSleepHookID {
        BeforeSleepHookID(rawValue: beforeSleepHooks.add(stage: stage.rank, hook))
    }

    /// Removes a hook added with ``addBeforeSleep(stage:_:)``; it does not run again, even
    /// later in the current pass. Removing it twice does nothing. Loop thread only.
    ///
    /// ```swift
    /// loop.removeBeforeSleep(frame)
    /// ```
    /// - Parameter id: What ``addBeforeSleep(stage:_:)`` returned.
    @LoopActor
    public func removeBeforeSleep(_ id: BeforeSleepHookID) {
        beforeSleepHooks.remove(id.rawValue)
    }

    /// Adds a hook run in the wake-up (async) callback, before work sent with
    /// ``execute(_:)`` and `@LoopActor` jobs: the place to drain a cross-thread queue.
    ///
    /// ```swift
    /// let id = loop.addOnWake { applyPendingSets() }
    /// ```
    /// - Parameter hook: The hook.
    /// - Returns: Its id, for ``removeOnWake(_:)``.
    @LoopActor
    func addOnWake(_ hook: @escaping @LoopActor () -> Void) -> Int {
        onWakeHooks.add(hook)
    }

    /// Removes a hook added with ``addOnWake(_:)``.
    ///
    /// - Parameter id: What ``addOnWake(_:)`` returned.
    @LoopActor
    func removeOnWake(_ id: Int) {
        onWakeHooks.remove(id)
    }

    /// Adds a hook run once at the start of ``close()``, on the loop thread, in
    /// registration order: the place to end state that lives with the loop.
    ///
    /// ```swift
    /// _ = loop.addOnClose { scheduler.endAll() }
    /// ```
    /// - Parameter hook: The hook.
    /// - Returns: Its id.
    @LoopActor
    package func addOnClose(_ hook: @escaping @LoopActor () -> Void) -> Int {
        onCloseHooks.add(hook)
    }

    // MARK: - Internal: handles and statistics

    /// Adds an opened handle to the registry that ``close()`` empties. Loop thread only.
    func register(_ handle: any LoopHandle) {
        precondition(isLoopThread, "handles are opened on the loop thread")
        precondition(phase != .closed, "opening a handle on a closed EventLoop")
        handles[ObjectIdentifier(handle)] = handle
    }

    /// Removes a handle whose close callback ran. Loop thread only.
    func unregister(_ handle: any LoopHandle) {
        handles[ObjectIdentifier(handle)] = nil
    }

    /// Throws unless handles may be created now: on the loop thread, loop open, not closing.
    func checkAcceptsHandles() throws(EventLoopError) {
        precondition(isLoopThread, "timers and signals are created on the loop thread")
        guard phase == .idle || phase == .running else { throw .closed }
    }

    /// How many handles are open or closing, the loop's own included. Loop thread only.
    var openHandleCount: Int { handles.count }

    /// How many times ``wakeUp()`` was called (every ``execute(_:)`` and job enqueue).
    var wakeUpCount: Int { wakeUps.load(ordering: .relaxed) }

    /// How many times ``wakeUp()`` called `uv_async_send`: once per batch of wake-ups that
    /// the wake-up callback drains.
    var asyncSendCount: Int { asyncSends.load(ordering: .relaxed) }

    /// How many times the wake-up callback ran; fewer than ``wakeUpCount`` when coalesced.
    var asyncCallbackCount: Int { wakeCallbacks.load(ordering: .relaxed) }

    // MARK: - Private

    /// Marks the loop as running, after checking the thread and re-entrancy rules.
    private func beginTurning() throws(EventLoopError) {
        precondition(isLoopThread, "an EventLoop is run on the thread that created it")
        precondition(phase != .running, "EventLoop run re-entered from inside the loop")
        guard phase == .idle else { throw .closed }
        phase = .running
    }

    /// One `uv_run` call.
    private func turn(_ mode: uv_run_mode) throws(UVError) {
        try uvCheck(uv_run(uvLoop, mode), "uv_run")
    }

    /// Whether a stop was requested since the last call; clears the request.
    private func consumeStop() -> Bool {
        defer { stopRequested = false }
        return stopRequested
    }

    /// Whether work or jobs are queued.
    private var hasQueuedWork: Bool {
        workQueued.load(ordering: .acquiring) || LoopExecutor.shared.hasQueuedJobs
    }

    /// References the async handle while a turn is owed or ``keepsRunningWhenIdle`` is set,
    /// and unreferences it otherwise. Loop thread only.
    private func updateAsyncReference() {
        let referenced = keepsRunning.load(ordering: .relaxed) || turnRequested.load(ordering: .acquiring)
        // Called several times a turn: touch the handle only when the answer changes.
        guard referenced != isAsyncReferenced, let asyncHandle else { return }
        isAsyncReferenced = referenced
        if referenced {
            asyncHandle.ref()
        } else {
            asyncHandle.unref()
        }
    }

    /// The prepare callback: counts the turn, runs the before-sleep hooks, every stage.
    @LoopActor
    private func willPoll() {
        // Only this thread writes the count: a load and a store, not a locked read-modify-write.
        turns.store(turns.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
        turnRequested.store(false, ordering: .relaxed)
        if !beforeSleepHooks.isEmpty {
            runBeforeSleepHooks()
        }
        updateAsyncReference()
    }

    /// Runs the before-sleep hooks stage by stage, skipping any removed by an earlier one.
    ///
    /// - Parameter lastStage: The last stage run; every stage inside `uv_run`'s prepare phase.
    /// - Complexity: O(*n*) calls; no allocation (the snapshot shares the list's storage)
    ///   and no lookup while the list is unchanged since the pass began.
    @LoopActor
    private func runBeforeSleepHooks(throughStage lastStage: BeforeSleepStage = .foreignLoop) {
        let revision = beforeSleepHooks.revision
        let lastRank = lastStage.rank
        let snapshot = beforeSleepHooks.snapshot
        for index in snapshot.indices
        where snapshot[index].stage <= lastRank && beforeSleepHooks.isRegistered(snapshot[index].id, since: revision) {
            // Unretained: the snapshot keeps every hook alive until the run is over, whatever
            // the hooks add or remove. Retaining the hook's context for the call, and
            // releasing it, cost two refcount operations every turn (UnsafeInventory.md).
            LoopHooks.Body.runUnretained(Unmanaged.passUnretained(snapshot[index].body))
        }
    }

    /// The async callback: on-wake hooks, then queued work and jobs.
    @LoopActor
    private func didWake() {
        wakeCallbacks.store(wakeCallbacks.load(ordering: .relaxed) &+ 1, ordering: .relaxed)   // one writer, as `turns`
        // Before draining: a wake-up from now on sends again, as this drain may miss it.
        wakeUpPending.store(false, ordering: .sequentiallyConsistent)
        if !onWakeHooks.isEmpty {
            let revision = onWakeHooks.revision
            for entry in onWakeHooks.snapshot where onWakeHooks.isRegistered(entry.id, since: revision) {
                entry.run()
            }
        }
        if drainQueuedWork() {
            wakeUp()  // budget spent: come back after timers and I/O had their turn
        }
        updateAsyncReference()
    }

    /// Runs queued work, then queued jobs, again until both queues are empty or
    /// ``drainRounds`` rounds ran.
    ///
    /// - Returns: Whether the budget ran out with work possibly left.
    @LoopActor
    private func drainQueuedWork() -> Bool {
        let executor = LoopExecutor.shared
        for _ in 0..<Self.drainRounds {
            let ranWork = runQueuedWorkItems()
            // Asked first: lending `jobBuffer` is an access to a class's stored property that
            // the runtime checks for exclusivity, which cost more than the drain's other work
            // when no job waits (every wake-up by `execute` alone; measured: PerformanceHistory.md).
            let ranJobs = executor.hasQueuedJobs && executor.runQueuedJobs(using: &jobBuffer)
            if !ranWork && !ranJobs { return false }
        }
        return true
    }

    /// Runs the work items queued right now, oldest first.
    ///
    /// - Returns: Whether any ran.
    /// - Complexity: One atomic load when nothing is queued; otherwise one lock and no
    ///   allocation (the queue and ``drainBuffer`` trade their storage).
    @LoopActor
    private func runQueuedWorkItems() -> Bool {
        // Work queued after this load sends a wake-up of its own: nothing is lost.
        guard workQueued.load(ordering: .acquiring) else { return false }
        var batch: [WorkItem] = []
        swap(&batch, &drainBuffer)
        queuedWork.withLock { queue in
            queue.takeAll(into: &batch)
            workQueued.store(false, ordering: .releasing)
        }
        let ran = !batch.isEmpty
        // Oldest first, each item moved out of the batch as it runs: iterating the batch
        // copied each item out (a retain and a release of its closure's context) before
        // popping it let go of it. Emptied this way, element by element, as the flush empties
        // its lists: removeAll(keepingCapacity:) goes through the generic range replacement
        // and `swift_arrayDestroy`.
        batch.reverse()
        while let item = batch.popLast() {
            item.run()
        }
        swap(&batch, &drainBuffer)
        return ran
    }
}
