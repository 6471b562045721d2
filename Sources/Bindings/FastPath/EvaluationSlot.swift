public import Synchronization

/// The loop thread's running evaluation: one process-wide atomic word holding the binding
/// unretained, which only the open loop's thread writes and only that thread believes.
///
/// ```swift
/// EvaluationSlot.with(binding) { EvaluationSlot.current === binding }   // true
/// EvaluationSlot.current                                               // nil again
/// ```
///
/// Unsafe: the slot holds `Unmanaged.passUnretained(binding)`, so nothing is allocated
/// or retained per evaluation; ``with(_:_:)``'s caller (the flush) keeps the binding
/// alive for the whole body, and the slot is restored before it returns. The safe
/// alternatives (a `TaskLocal`, a retained box) allocate or retain per evaluation.
///
/// Why one word and not a pthread key: evaluations run only on the loop thread
/// (`@LoopActor`), and one loop is open at a time, so a per-thread slot is one slot. A
/// pthread key cost two `pthread_setspecific` and one `pthread_getspecific` per
/// evaluation; this costs three plain loads and stores, and a read from a style function
/// checks the thread only while an evaluation runs (measured: PerformanceHistory.md).
///
/// Threading: written only on the open loop's thread, by the flush; read from any thread.
/// A read on another thread (a ``SharedProperty`` read by a worker thread while the loop
/// evaluates) finds the word set but is not on the loop's thread, and so sees no
/// evaluation, as a per-thread slot would. The word is atomic (relaxed) because other
/// threads read it while the loop writes it. Re-entrancy: nested evaluations each see their
/// own binding and restore the outer one.
@usableFromInline
enum EvaluationSlot {
    /// Runs `body` with `binding` as the loop thread's current evaluation.
    ///
    /// - Parameters:
    ///   - binding: The evaluating binding; the caller keeps it alive during `body`.
    ///   - body: The evaluation.
    /// - Returns: What `body` returns.
    @LoopActor
    static func with<Result>(_ binding: Binding, _ body: () throws -> Result) rethrows -> Result {
        let previous = slot.load(ordering: .relaxed)
        slot.store(UInt(bitPattern: Unmanaged.passUnretained(binding).toOpaque()), ordering: .relaxed)
        defer { slot.store(previous, ordering: .relaxed) }
        return try body()
    }

    /// The binding whose evaluation is running on the calling thread, if any: `nil` on
    /// any thread but the open loop's.
    static var current: Binding? {
        let word = slot.load(ordering: .relaxed)
        guard word != 0, LoopExecutor.cachedShared.isOnOpenLoopThread,
              let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
        return Unmanaged<Binding>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Calls `body` with the binding whose evaluation is running on the calling thread, if
    /// any, without retaining it: the hot path of every property read in a style function.
    ///
    /// ```swift
    /// EvaluationSlot.withCurrent { binding in source.addDependent(binding) }
    /// ```
    ///
    /// Unsafe (`_withUnsafeGuaranteedRef`): the flush keeps the evaluating binding alive
    /// for the whole evaluation, which is when the slot holds it; ``current`` retains and
    /// releases it on every read.
    ///
    /// - Parameter body: Called once if an evaluation runs on this thread, not at all otherwise.
    @inline(__always)
    static func withCurrent(_ body: (Binding) -> Void) {
        // Not forwarded to `withCurrent(_:otherwise:)`: through it, `body` was no longer
        // inlined into the caller (two closure calls more per read).
        let word = slot.load(ordering: .relaxed)
        guard word != 0, LoopExecutor.cachedShared.isOnOpenLoopThread,
              let pointer = UnsafeRawPointer(bitPattern: word) else { return }
        Unmanaged<Binding>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the binding whose evaluation is running on the calling thread,
    /// unretained as ``withCurrent(_:)``, or `otherwise` when none runs here.
    ///
    /// ```swift
    /// let value = EvaluationSlot.withCurrent { binding in readRecording(binding) } otherwise: { read() }
    /// ```
    ///
    /// - Parameters:
    ///   - body: Called if an evaluation runs on this thread.
    ///   - otherwise: Called if none does.
    /// - Returns: What the closure called returns.
    @inline(__always)
    static func withCurrent<Result>(_ body: (Binding) -> Result, otherwise: () -> Result) -> Result {
        let word = slot.load(ordering: .relaxed)
        guard word != 0, LoopExecutor.cachedShared.isOnOpenLoopThread,
              let pointer = UnsafeRawPointer(bitPattern: word) else { return otherwise() }
        return Unmanaged<Binding>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// The running evaluation's binding as a word (0: none), whichever thread asks: for a
    /// comparison only, never to reach the binding (a thread other than the loop's is not
    /// in the evaluation it names).
    ///
    /// ```swift
    /// if EvaluationSlot.word != 0 { /* the loop is evaluating a binding */ }
    /// ```
    @inlinable
    static var word: UInt { slot.load(ordering: .relaxed) }

    /// The running evaluation's binding as an address, or 0.
    @usableFromInline static let slot = Atomic<UInt>(0)
}
