import Bindings
import Synchronization
import XCTest

/// Runs `body` as a task on the loop actor while the real loop runs on the
/// calling (main) thread, then closes the loop and checks that nothing leaked.
///
/// ```swift
/// func testCounter() throws {
///     try withRunningLoop { loop in
///         let label = RecordingTarget()
///         ...
///         await BindingScheduler.current.nextFlush()
///     }
/// }
/// ```
///
/// Fails the test if `body` throws, if it does not finish within `timeout`
/// (a loop timer, not a sleep), if `uv_loop_close` does not return 0, or if
/// any binding is still live afterwards.

func withRunningLoop(
    timeout: Duration = .seconds(20),
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable @LoopActor (EventLoop) async throws -> Void
) throws {
    let loop = try EventLoop()
    let finishedBody = Atomic<Bool>(false)
    let thrown = Mutex<String?>(nil)
    Task { @LoopActor in
        do {
            try await body(loop)
        } catch {
            let description = String(describing: error)
            thrown.withLock { $0 = description }
        }
        finishedBody.store(true, ordering: .releasing)
    }
    let finished = try loop.run(until: { finishedBody.load(ordering: .acquiring) }, timeout: timeout)
    XCTAssertTrue(finished, "the test body did not finish within \(timeout)", file: file, line: line)
    try loop.close()
    XCTAssertEqual(Binding.liveCount, 0, "bindings still live after the test", file: file, line: line)
    if let error = thrown.withLock({ $0 }) {
        XCTFail("test body threw \(error)", file: file, line: line)
    }
}

/// Collects binding diagnostics for assertions.
@LoopActor
final class DiagnosticRecorder {
    private(set) var diagnostics: [BindingDiagnostic] = []

    init(_ scheduler: BindingScheduler = .current) {
        scheduler.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    }

    var descriptions: [String] { diagnostics.map(\.description) }
}
