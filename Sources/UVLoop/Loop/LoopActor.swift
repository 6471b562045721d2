/// The global actor of the event loop: code isolated to it runs on the open
/// ``EventLoop``'s thread, inside or between that loop's turns.
///
/// Widgets, bindings and the per-turn flush are `@LoopActor`, so the compiler checks that
/// they are only touched on the loop thread. `await`ing `@LoopActor` code from elsewhere
/// enqueues a job on `LoopExecutor`, which wakes the loop; the job runs in the loop's
/// wake-up callback.
///
/// ```swift
/// @LoopActor final class Counter { var value = 0 }
///
/// let loop = try EventLoop()
/// let counter = await Counter()
/// Task { @LoopActor in counter.value += 1 }   // runs during loop.run()
/// try loop.run()
/// ```
///
/// Thread and re-entrancy rules:
/// - Jobs queued while no loop is open wait until one is created.
/// - Synchronous code that already runs on the open loop's thread (a libuv callback,
///   code between two `runOnce()` calls) *is* on the actor: use
///   ``assumeIsolated(_:file:line:)`` to enter it without a hop. It traps anywhere else.
@globalActor
public actor LoopActor {
    /// The one instance, whose executor is the loop's.
    public static let shared = LoopActor()

    private init() {}

    /// `LoopExecutor.shared`: jobs run on the open loop's thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        LoopExecutor.shared.asUnownedSerialExecutor()
    }

    /// Runs `operation` synchronously as `@LoopActor` code, after checking that the caller
    /// is on the open loop's thread (which makes it exclusive to the actor).
    ///
    /// The bridge from libuv callbacks and from loop-thread code that the compiler cannot
    /// see is isolated, e.g. a test between two loop turns:
    ///
    /// ```swift
    /// let loop = try EventLoop()
    /// let timer = try LoopActor.assumeIsolated {
    ///     try loop.schedule(after: .milliseconds(5)) { print("tick") }
    /// }
    /// ```
    /// - Parameters:
    ///   - operation: The loop-isolated code to run.
    ///   - file: The caller's file, for the trap message.
    ///   - line: The caller's line, for the trap message.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    /// - Precondition: An ``EventLoop`` is open and the caller is on its thread.
    @inlinable @discardableResult
    public static func assumeIsolated<T: Sendable>(
        _ operation: @LoopActor () throws -> T,
        file: StaticString = #fileID,
        line: UInt = #line
    ) rethrows -> T {
        guard LoopExecutor.shared.isOnOpenLoopThread else {
            preconditionFailure(
                "LoopActor.assumeIsolated called off the open EventLoop's thread", file: file,
                line: line)
        }
        typealias Nonisolated = () throws -> T
        return try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: Nonisolated.self)()
        }
    }
}
