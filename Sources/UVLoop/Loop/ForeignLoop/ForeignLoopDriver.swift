/// Drives a ``ForeignMainLoop`` (GLib's main context) from the libuv loop, so that one
/// thread runs both and the libuv loop stays the one that sleeps.
///
/// Each iteration: a before-sleep hook of stage ``BeforeSleepStage/foreignLoop`` (the
/// last stage, after the flush, the renderers and the inspections) asks the foreign loop
/// to prepare, watches each of its descriptors with an unreferenced poll handle and its
/// timeout with an unreferenced timer (a zero timeout when a source is ready, so the loop
/// does not sleep); a check handle then hands the received events back for check and
/// dispatch. Nothing of the foreign loop keeps ``EventLoop/run()`` going unless
/// ``keepsLoopRunning`` says so.
///
/// A poll handle watches a duplicate of the foreign loop's descriptor
/// (``DuplicatedDescriptor``) and stays started from one iteration to the next while the
/// foreign loop asks for the same events on a descriptor that still names the same open file
/// (checked at each prepare, with one `epoll_ctl` on the duplicate's probe): starting and
/// stopping it around every poll cost two `epoll_ctl` calls per descriptor per iteration,
/// and the `kcmp(2)` that did the check before cost four times that one. The foreign loop
/// may close a descriptor while it dispatches and open another file under its number; the
/// duplicate keeps the old file's registration apart, and the check at the next prepare
/// replaces the watcher. The cost: a file the foreign loop closed stays open, through the
/// duplicate, until that prepare (which comes before the loop next sleeps), and each watcher
/// keeps two descriptors open (the duplicate and its probe). Where the kernel cannot tell
/// (out of memory or of epoll watches), or a descriptor cannot be duplicated, the watcher
/// polls the foreign loop's descriptor itself and is stopped at every check, as before.
///
/// ```swift
/// let driver = try ForeignLoopDriver(loop: loop, driving: glibPump)
/// driver.keepsLoopRunning = true    // a window is open
/// try loop.run()
/// driver.stop()
/// ```
///
/// Thread rule: loop thread only (`@LoopActor`). Re-entrancy: the foreign loop's
/// callbacks run inside the check phase; they may use the loop (timers, bindings) but
/// must not run it. Lifetime: the loop keeps the driver (and the foreign loop) until
/// ``stop()``, which ``EventLoop/close()`` calls if the owner did not.
@LoopActor
package final class ForeignLoopDriver {
    /// One watched descriptor.
    private final class Watcher {
        let poll: PollHandle
        /// What the poll handle watches in place of the foreign loop's descriptor, so that
        /// it may stay started across iterations; `nil`: it watches the descriptor itself and
        /// is stopped at every check.
        let duplicate: DuplicatedDescriptor?
        /// The events the poll handle is started for, `nil` while it is stopped.
        var startedEvents: PollEvents?
        /// What the descriptor became ready for since the last prepare.
        var received: PollEvents = []

        init(poll: PollHandle, duplicate: DuplicatedDescriptor?) {
            self.poll = poll
            self.duplicate = duplicate
        }

        /// Closes the poll handle, then the duplicate it watched.
        func close() {
            poll.close()
            duplicate?.close()
        }
    }

    private unowned let loop: EventLoop
    private let foreignLoop: any ForeignMainLoop
    private let timeout: TimerHandle
    private let check: CheckHandle
    private var hookID: BeforeSleepHookID?
    private var watchers: [Int32: Watcher] = [:]
    /// The descriptors of the last prepare, waiting for their check.
    private var prepared: [ForeignLoopPreparation.Descriptor] = []
    /// Whether the watchers are what ``prepared`` asked for, each one of a duplicate and
    /// started: set by ``watch(_:)``, so that a prepare asking for the same again only checks
    /// that each number still names its file (see ``watchersStillWatchTheirFiles()``).
    private var watchersMatchPrepared = false
    /// What each prepared descriptor received, handed to the foreign loop's check: kept
    /// across iterations, so that a check allocates nothing.
    private var receivedBuffer: [PollEvents] = []
    /// Whether a prepare ran whose check has not yet run.
    private var isAwaitingCheck = false
    /// Descriptors already reported as unwatchable, so each is reported once.
    private var reportedDescriptors: Set<Int32> = []
    /// Whether new watchers watch duplicates and stay started across iterations: until the
    /// kernel cannot compare two descriptors (see ``DuplicatedDescriptor``).
    private var keepsWatchersStarted: Bool

    /// How many times a watcher's poll handle was started, for tests: once per descriptor
    /// and events asked for while its watcher stays started.
    package private(set) var watcherStartCount = 0

    /// Whether the driver keeps ``EventLoop/run()`` going (a referenced check handle): set
    /// while a window is open. `false` initially.
    package var keepsLoopRunning = false {
        didSet { keepsLoopRunning ? check.ref() : check.unref() }
    }

    /// How many iterations of the foreign loop were prepared (and checked), for tests.
    package private(set) var iterationCount = 0

    /// Starts driving `foreignLoop` from `loop`, from the next iteration on.
    ///
    /// ```swift
    /// let driver = try ForeignLoopDriver(loop: loop, driving: pump)
    /// ```
    /// - Parameters:
    ///   - loop: The loop; call on its thread.
    ///   - foreignLoop: The loop to drive; kept until ``stop()``.
    ///   - keepsWatchersStarted: Whether watchers may stay started across iterations
    ///     (`false`: stopped at every check, for tests of that path).
    /// - Throws: ``UVError`` if the timer or check handle cannot be opened.
    package init(loop: EventLoop, driving foreignLoop: any ForeignMainLoop, keepsWatchersStarted: Bool = true) throws(UVError) {
        self.loop = loop
        self.foreignLoop = foreignLoop
        self.keepsWatchersStarted = keepsWatchersStarted
        timeout = try TimerHandle(loop: loop, isReusable: true)
        timeout.unref()
        var checkAction: (@LoopActor () -> Void)?
        do {
            check = try CheckHandle(loop: loop) { checkAction?() }
        } catch {
            timeout.close()
            throw error
        }
        check.unref()
        // The loop keeps the driver (through its hook and check handle) until stop().
        checkAction = { [self] in checkAfterPoll() }
        hookID = loop.addBeforeSleep(stage: .foreignLoop) { [self] in prepareForPoll() }
        _ = loop.addOnClose { [weak self] in self?.stop() }
    }

    /// Stops driving: removes the hook, closes every handle (releasing the loop's hold on
    /// the driver) and, if a prepare is waiting for its check, completes the pair with no
    /// events received. Idempotent; ``EventLoop/close()`` calls it.
    ///
    /// ```swift
    /// driver.stop()
    /// ```
    package func stop() {
        guard let hookID else { return }
        self.hookID = nil
        loop.removeBeforeSleep(hookID)
        if isAwaitingCheck {
            isAwaitingCheck = false
            foreignLoop.checkAndDispatch(received: Array(repeating: [], count: prepared.count))
        }
        for watcher in watchers.values {
            watcher.close()
        }
        watchers.removeAll()
        watchersMatchPrepared = false
        prepared.removeAll()
        timeout.close()
        check.close()
    }

    /// The before-sleep hook: prepare the foreign loop, watch its descriptors, arm its timeout.
    private func prepareForPoll() {
        guard !isAwaitingCheck else { return }
        let preparation = foreignLoop.prepareForPoll()
        isAwaitingCheck = true
        iterationCount += 1
        // The foreign loop's steady state (a GTK program's: its wake-up descriptor and the
        // display's) asks for the same descriptors every iteration: building what is wanted
        // and walking the watchers against it cost more than the rest of the iteration.
        if !(watchersMatchPrepared && preparation.descriptors == prepared && watchersStillWatchTheirFiles()) {
            watch(preparation.descriptors)
        }
        prepared = preparation.descriptors
        do {
            switch preparation.wait {
            case .none:
                try timeout.start(afterMilliseconds: 0, repeatingMilliseconds: 0) {}
            case .milliseconds(let milliseconds):
                try timeout.start(afterMilliseconds: milliseconds, repeatingMilliseconds: 0) {}
            case .indefinitely:
                timeout.stop()
            }
        } catch {
            // libuv documents no failure for starting an open timer.
            preconditionFailure("\(error)")
        }
    }

    /// Starts a watcher per distinct descriptor (opening new ones, closing those no longer
    /// asked for or whose number now names another file); a watcher still started for the
    /// events asked for is left as it is.
    ///
    /// - Parameter descriptors: The foreign loop's descriptors for this iteration.
    private func watch(_ descriptors: [ForeignLoopPreparation.Descriptor]) {
        watchersMatchPrepared = false
        var everyWatcherStaysStarted = true
        var wanted: [Int32: PollEvents] = [:]
        for descriptor in descriptors {
            wanted[descriptor.fileDescriptor, default: []].formUnion(descriptor.events)
        }
        for (fileDescriptor, watcher) in watchers {
            if wanted[fileDescriptor] != nil {
                switch watchedFile(fileDescriptor, watcher) {
                case .same:
                    continue
                case .another:
                    break
                case .unknown:
                    // The kernel cannot compare descriptors: duplicates are given up for good,
                    // and every watcher of one is replaced by one stopped at every check.
                    keepsWatchersStarted = false
                }
            }
            watcher.close()
            watchers[fileDescriptor] = nil
        }
        for (fileDescriptor, events) in wanted {
            do throws(UVError) {
                let watcher: Watcher
                if let existing = watchers[fileDescriptor] {
                    watcher = existing
                } else {
                    watcher = try openWatcher(fileDescriptor)
                }
                watcher.received = []
                if watcher.duplicate == nil { everyWatcherStaysStarted = false }
                guard watcher.startedEvents != events else { continue }
                watcherStartCount += 1
                try watcher.poll.start(events: events) { [unowned watcher] received in
                    watcher.received.formUnion(received)
                }
                watcher.startedEvents = events
            } catch {
                everyWatcherStaysStarted = false
                report(error, fileDescriptor: fileDescriptor)
            }
        }
        watchersMatchPrepared = everyWatcherStaysStarted && keepsWatchersStarted
    }

    /// Whether every watcher's number still names the file its duplicate does, forgetting
    /// what each received if so: all a prepare needs to do when it asks for what the last
    /// one did and ``watchersMatchPrepared``.
    ///
    /// - Returns: `false` at the first watcher whose number names another file, a closed
    ///   number, or one the kernel cannot tell: ``watch(_:)`` then sorts them out.
    /// - Complexity: One system call per watcher; no allocation.
    private func watchersStillWatchTheirFiles() -> Bool {
        for (fileDescriptor, watcher) in watchers where watchedFile(fileDescriptor, watcher) != .same {
            return false
        }
        for watcher in watchers.values {
            watcher.received = []
        }
        return true
    }

    /// What a watcher opened for a descriptor number watches, compared with the file that
    /// number names now.
    private enum WatchedFile {
        /// The same file: a watcher of the descriptor itself (stopped at every check), or of
        /// a duplicate naming the same open file.
        case same
        /// Another file, or a closed number: the watcher is replaced.
        case another
        /// The kernel cannot tell (out of memory or of epoll watches), or duplicates were
        /// given up already.
        case unknown
    }

    /// Compares what `watcher`, opened for `fileDescriptor`, watches with the file that
    /// number names now.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The foreign loop's descriptor number.
    ///   - watcher: Its watcher.
    /// - Returns: ``WatchedFile/same`` for a watcher of the descriptor itself; otherwise what
    ///   its duplicate's ``DuplicatedDescriptor/namesSameOpenFile(as:)`` says.
    /// - Complexity: One system call for a watcher of a duplicate.
    private func watchedFile(_ fileDescriptor: Int32, _ watcher: Watcher) -> WatchedFile {
        guard let duplicate = watcher.duplicate else { return .same }
        guard keepsWatchersStarted else { return .unknown }
        switch duplicate.namesSameOpenFile(as: fileDescriptor) {
        case true?: return .same
        case false?: return .another
        case nil: return .unknown
        }
    }

    /// Opens an unreferenced poll handle for `fileDescriptor`.
    ///
    /// - Parameter fileDescriptor: A descriptor of the foreign loop.
    /// - Returns: Its watcher, registered.
    /// - Throws: ``UVError`` from `uv_poll_init` (e.g. `EEXIST` when the loop already
    ///   watches it, `EPERM` for a regular file).
    private func openWatcher(_ fileDescriptor: Int32) throws(UVError) -> Watcher {
        // A descriptor that cannot be duplicated (too many open files) is watched itself.
        let duplicate = keepsWatchersStarted ? try? DuplicatedDescriptor(duplicating: fileDescriptor) : nil
        let poll: PollHandle
        do {
            poll = try PollHandle(loop: loop, fileDescriptor: duplicate?.fileDescriptor ?? fileDescriptor)
        } catch {
            duplicate?.close()
            throw error
        }
        poll.unref()
        let watcher = Watcher(poll: poll, duplicate: duplicate)
        watchers[fileDescriptor] = watcher
        return watcher
    }

    /// Tells the foreign loop, once per descriptor, that it cannot be watched (the foreign
    /// loop will not see it ready, but the libuv loop goes on).
    ///
    /// - Parameters:
    ///   - error: Why.
    ///   - fileDescriptor: The descriptor.
    private func report(_ error: UVError, fileDescriptor: Int32) {
        guard reportedDescriptors.insert(fileDescriptor).inserted else { return }
        foreignLoop.cannotWatch(fileDescriptor: fileDescriptor, error: error)
    }

    /// The check callback: stop the watchers of the foreign loop's own descriptors (it may
    /// close one while it dispatches, which must not stay polled), then let it check and
    /// dispatch.
    private func checkAfterPoll() {
        guard isAwaitingCheck else { return }
        isAwaitingCheck = false
        for watcher in watchers.values where watcher.duplicate == nil {
            watcher.poll.stop()
            watcher.startedEvents = nil
        }
        // A loop, not `map`: its closure, formed on the loop actor, was checked to run on the
        // actor's executor at every call (about 360 instructions); and a buffer kept for the
        // next iteration, not a new array.
        receivedBuffer.removeAll(keepingCapacity: true)
        for descriptor in prepared {
            let received = watchers[descriptor.fileDescriptor]?.received ?? []
            receivedBuffer.append(received.intersection(descriptor.events.union([.hangUp, .error])))
        }
        foreignLoop.checkAndDispatch(received: receivedBuffer)
    }
}
