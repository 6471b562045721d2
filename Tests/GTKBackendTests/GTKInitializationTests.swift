import Bindings
import Dispatch
import Foundation
@testable import GTKBackend
import Synchronization
import XCTest

/// GTK's one thread per process.
final class GTKInitializationTests: XCTestCase {
    func testGTKThreadIsTheMainThreadOfTheTests() throws {
        let (loop, _) = try openGTK()
        XCTAssertTrue(GTKInitialization.isGTKThread)
        try loop.close()
    }

    func testRuntimeOnAnotherThreadIsRefused() throws {
        let (loop, app) = try openGTK()  // GTK initialised on the main thread (if not already)
        LoopActor.assumeIsolated { app.shutDown() }
        try loop.close()
        let outcome = Mutex<String?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { finished.signal() }
            do {
                let other = try EventLoop()
                defer { try? other.close() }
                XCTAssertFalse(GTKInitialization.isGTKThread)
                do {
                    _ = try LoopActor.assumeIsolated { try GTKRuntime(loop: other) }
                    outcome.withLock { $0 = "opened" }
                } catch {
                    outcome.withLock { $0 = "\(error)" }
                }
            } catch {
                outcome.withLock { $0 = "no loop: \(error)" }
            }
        }
        finished.wait()
        XCTAssertEqual(outcome.withLock { $0 }, GTKError.wrongThread.description)
    }
}
