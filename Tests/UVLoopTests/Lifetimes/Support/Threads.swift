import Foundation

/// Plain threads for concurrency tests: no executors, no thread pools, so the
/// threads really run at once and a deadlock fails a test instead of hanging it.
///
/// ```swift
/// Threads.run(8) { _ in value.withLock { $0 += 1 } }
/// XCTAssertTrue(Threads.finish(within: 10) { _ = value.withLock { $0 } })
/// ```
enum Threads {
    /// Runs `body` on `count` new threads, released together, and waits for all of them.
    ///
    /// - Parameters:
    ///   - count: The number of threads.
    ///   - body: Called once on each thread with the thread's index, `0..<count`.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
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

    /// Runs `body` on a new thread and waits at most `seconds` for it to finish.
    ///
    /// - Parameters:
    ///   - seconds: How long to wait.
    ///   - body: The work to run; left blocked on its thread if it deadlocks.
    /// - Returns: Whether `body` finished in time.
    static func finish(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        Thread {
            body()
            finished.signal()
        }.start()
        return finished.wait(timeout: .now() + seconds) == .success
    }
}
