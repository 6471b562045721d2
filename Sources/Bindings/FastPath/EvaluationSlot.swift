#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's running evaluation: a pthread key holding the binding unretained.
///
/// ```swift
/// EvaluationSlot.with(binding) { EvaluationSlot.current === binding }   // true
/// EvaluationSlot.current                                               // nil again
/// ```
///
/// Unsafe: the slot holds `Unmanaged.passUnretained(binding)`, so nothing is allocated
/// or retained per evaluation; ``with(_:_:)``'s caller (the flush) keeps the binding
/// alive for the whole body, and the slot is restored before it returns. The safe
/// alternatives (a `TaskLocal`, a retained box) allocate or retain per evaluation;
/// this way an evaluation's tracking costs about 100 instructions in the scale
/// scenario (callgrind, `--quick`): two `pthread_setspecific`, one `pthread_getspecific`.
///
/// Threading: per thread; set only on the loop thread, by the flush. Re-entrancy:
/// nested evaluations each see their own binding and restore the outer one.
enum EvaluationSlot {
    /// Runs `body` with `binding` as the calling thread's current evaluation.
    ///
    /// - Parameters:
    ///   - binding: The evaluating binding; the caller keeps it alive during `body`.
    ///   - body: The evaluation.
    /// - Returns: What `body` returns.
    @LoopActor
    static func with<Result>(_ binding: Binding, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(binding).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// The binding whose evaluation is running on the calling thread, if any.
    static var current: Binding? {
        guard let current = pthread_getspecific(key) else { return nil }
        return Unmanaged<Binding>.fromOpaque(current).takeUnretainedValue()
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()
}
