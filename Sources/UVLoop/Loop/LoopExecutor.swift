public import Synchronization

/// The serial executor behind ``LoopActor``: it runs jobs on the open ``EventLoop``'s
/// thread, in that loop's wake-up (`uv_async`) callback.
///
/// ``enqueue(_:)`` appends the job to a locked queue and wakes the open loop; libuv
/// coalesces the wake-ups, and the callback drains the queue (everything queued, again
/// until empty, up to a budget). Jobs queued while no loop is open stay queued; the next
/// ``EventLoop/init()`` wakes itself to run them.
///
/// ```swift
/// // Normally used through the actor:
/// Task { @LoopActor in print("on the loop thread") }
/// // The executor can also be named directly:
/// let executor = LoopActor.shared.unownedExecutor
/// ```
///
/// The loop side costs no lock when nothing is queued: an atomic flag says whether jobs
/// wait, and another holds the open loop's thread, so that ``checkIsolated()`` (and so
/// `LoopActor.assumeIsolated`, which every libuv callback enters) is one atomic load and
/// a `pthread_equal`.
///
/// It is also a `TaskExecutor`. A task that prefers it (`Task(executorPreference:)`; the
/// test loop's bodies do) runs its nonisolated code on the loop thread too, and a
/// continuation resumed on the loop thread resumes the task there, in the same turn. Without
/// the preference, Swift resumes such a task on its global executor first, and the task
/// hops back here through ``enqueue(_:)`` from another thread.
///
/// Thread rules: ``enqueue(_:)`` is thread-safe. Jobs only ever run on the open loop's
/// thread, one at a time, so being on that thread is what being isolated to
/// ``LoopActor`` means: ``checkIsolated()`` and ``isIsolatingCurrentContext()`` test
/// exactly that, which lets `LoopActor.assumeIsolated` and
/// `LoopActor.shared.preconditionIsolated()` succeed in libuv callbacks.
@usableFromInline
package final class LoopExecutor: SerialExecutor, TaskExecutor {
    /// The executor of ``LoopActor/shared``.
    @usableFromInline package static let shared = LoopExecutor()

    /// What the lock protects.
    private struct State {
        /// Jobs not yet run, oldest first.
        var jobs: [UnownedJob] = []
        /// The open loop, if any: where jobs run.
        var loop: EventLoop?
    }

    /// A pthread lock (`LockedValue`), not `Synchronization.Mutex`, so that
    /// ThreadSanitizer sees the hand-over of jobs between threads.
    private let state = LockedValue(State())
    /// Whether `state.jobs` is non-empty; written under the lock, read without it.
    private let jobsQueued = Atomic(false)
    /// The open loop's ``LoopThread/identifier``, or 0; written under the lock.
    /// `@usableFromInline` for the inlined ``isOnOpenLoopThread``.
    @usableFromInline let openLoopThread = Atomic<UInt>(0)
    /// The open loop's object identity, or 0; written under the lock, so that ``isOpen(_:)``
    /// takes no lock. `@usableFromInline` for the inlined ``isOpen(_:)``.
    @usableFromInline let openLoopIdentity = Atomic<UInt>(0)

    private init() {}

    /// Queues `job` and wakes the open loop, if there is one. Any thread.
    ///
    /// - Parameter job: The job to run on the loop thread.
    @usableFromInline package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let loop = state.withLock { state in
            state.jobs.append(job)
            jobsQueued.store(true, ordering: .releasing)
            return state.loop
        }
        loop?.wakeUp()
    }

    /// Traps unless the caller is on the open loop's thread.
    @usableFromInline package func checkIsolated() {
        guard isOnOpenLoopThread else {
            preconditionFailure(
                "Incorrect actor executor assumption: expected the open EventLoop's thread (LoopActor)")
        }
    }

    /// Whether the caller is on the open loop's thread, i.e. isolated to ``LoopActor``.
    ///
    /// - Returns: `true` on the open loop's thread, `false` elsewhere or with no loop open.
    @usableFromInline package func isIsolatingCurrentContext() -> Bool? {
        isOnOpenLoopThread
    }

    // MARK: - Loop side (internal)

    /// The open loop, or `nil`. Any thread.
    @usableFromInline var currentLoop: EventLoop? {
        state.withLock { $0.loop }
    }

    /// Whether `loop` is the open loop, without the lock (or the retain) that
    /// ``currentLoop`` takes. Any thread.
    ///
    /// ```swift
    /// guard LoopExecutor.shared.isOpen(scheduler.loop) else { return }   // closed: drop
    /// ```
    /// - Parameter loop: A loop the caller holds (so that its identity cannot be reused).
    /// - Returns: Whether it is attached now.
    @inlinable @inline(__always)
    package func isOpen(_ loop: EventLoop) -> Bool {
        openLoopIdentity.load(ordering: .acquiring) == Self.identity(of: loop)
    }

    @inlinable
    static func identity(of loop: EventLoop) -> UInt {
        UInt(bitPattern: ObjectIdentifier(loop))
    }

    /// Whether an ``EventLoop`` is open and the caller is on its thread. Any thread.
    @inlinable @inline(__always)
    package var isOnOpenLoopThread: Bool {
        LoopThread.isCurrent(identifiedBy: openLoopThread.load(ordering: .acquiring))
    }

    /// The storage the job queue holds now, in jobs: for tests that a drain leaves it
    /// storage for the next wake-up. Any thread.
    var queuedJobsCapacity: Int {
        state.withLock { $0.jobs.capacity }
    }

    /// Whether jobs are waiting. Any thread.
    var hasQueuedJobs: Bool {
        jobsQueued.load(ordering: .acquiring)
    }

    /// Makes `loop` the one jobs run on.
    ///
    /// ```swift
    /// try LoopExecutor.shared.attach(self)   // in EventLoop.init
    /// ```
    /// - Parameter loop: The new loop.
    /// - Throws: ``EventLoopError/anotherLoopIsOpen`` if another loop is attached.
    func attach(_ loop: EventLoop) throws(EventLoopError) {
        let attached = state.withLock { state in
            guard state.loop == nil else { return false }
            state.loop = loop
            openLoopThread.store(loop.loopThreadIdentifier, ordering: .releasing)
            openLoopIdentity.store(Self.identity(of: loop), ordering: .releasing)
            return true
        }
        guard attached else { throw .anotherLoopIsOpen }
    }

    /// Forgets `loop`; later jobs wait for the next loop.
    ///
    /// - Parameter loop: The loop that is closing.
    func detach(_ loop: EventLoop) {
        state.withLock { state in
            precondition(state.loop === loop, "detaching a loop that is not attached")
            state.loop = nil
            openLoopThread.store(0, ordering: .releasing)
            openLoopIdentity.store(0, ordering: .releasing)
        }
    }

    /// Runs the jobs queued right now, oldest first. Loop thread only.
    ///
    /// The queue and `buffer` trade storage (the emptied buffer goes in, the jobs come out),
    /// so both keep their capacity: once warm, neither ``enqueue(_:)`` nor this allocates.
    /// Taking the jobs into a fresh array instead left the queue without storage after
    /// every drain, and the first job of the next wake-up allocated it again.
    ///
    /// ```swift
    /// var buffer: [UnownedJob] = []
    /// while LoopExecutor.shared.runQueuedJobs(using: &buffer) {}
    /// ```
    /// - Parameter buffer: The caller's array, kept between calls for its capacity; empty
    ///   on return.
    /// - Returns: Whether any job ran.
    /// - Complexity: One atomic load when nothing is queued; otherwise one lock and no
    ///   allocation once warm.
    func runQueuedJobs(using buffer: inout [UnownedJob]) -> Bool {
        // A job enqueued after this load wakes the loop again: nothing is lost.
        guard jobsQueued.load(ordering: .acquiring) else { return false }
        // Out of `buffer` first: a job that drains again (a loop closed inside one) finds it empty.
        var batch: [UnownedJob] = []
        swap(&batch, &buffer)
        state.withLock { state in
            swap(&batch, &state.jobs)
            jobsQueued.store(false, ordering: .releasing)
        }
        // As the loop actor's executor and as the task executor a task may prefer: a job of
        // a task that prefers this executor runs its nonisolated code here too.
        let serialExecutor = asUnownedSerialExecutor()
        let taskExecutor = asUnownedTaskExecutor()
        for job in batch {
            job.runSynchronously(isolatedTo: serialExecutor, taskExecutor: taskExecutor)
        }
        let ran = !batch.isEmpty
        // Jobs are trivial values: emptying keeps the storage and destroys nothing.
        batch.removeAll(keepingCapacity: true)
        swap(&batch, &buffer)
        return ran
    }
}
