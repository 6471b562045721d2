import Foundation

/// Plain threads for concurrency tests: no executors, no thread pools, so the
/// threads really run at once and a deadlock fails a test instead of hanging it.
///
/// ```swift
/// Threads.run(8) { index in bag.dispose() }
/// XCTAssertTrue(Threads.finish(within: 10) { disposable.dispose() })
/// ```
public enum Threads {
    /// Runs `body` on `count` new threads, released together, and waits for all of them.
    ///
    /// - Parameters:
    ///   - count: The number of threads.
    ///   - body: Called once on each thread with the thread's index, `0..<count`.
    public static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread {
                start.wait()
                body(index)
                finished.leave()
            }.start()
        }
        for _ in 0..<count {
            start.signal()
        }
        finished.wait()
    }

    /// Runs `body` on a new thread and waits for it to finish.
    ///
    /// - Parameter body: The work to run.
    public static func runOnAnotherThread(_ body: @escaping @Sendable () -> Void) {
        run(1) { _ in body() }
    }

    /// Runs `body` on a new thread and waits at most `seconds` for it to finish.
    ///
    /// - Parameters:
    ///   - seconds: How long to wait.
    ///   - body: The work to run; left blocked on its thread if it deadlocks.
    /// - Returns: Whether `body` finished in time.
    public static func finish(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        Thread {
            body()
            finished.signal()
        }.start()
        return finished.wait(timeout: .now() + seconds) == .success
    }
}
