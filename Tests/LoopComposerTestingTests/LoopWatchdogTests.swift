import LoopComposerTesting
import XCTest

final class LoopWatchdogTests: XCTestCase {
    func testAWatchdogStopsALoopThatWouldRunForever() throws {
        let loop = try EventLoop()
        loop.keepsRunningWhenIdle = true                     // only stop() ends run()
        let watchdog = LoopWatchdog(loop, timeout: .milliseconds(100))
        try loop.run()
        XCTAssertTrue(watchdog.fired)
        try loop.close()
    }

    func testAWatchdogThatDidNotFireSaysSo() throws {
        let loop = try EventLoop()
        let watchdog = LoopWatchdog(loop)
        try LoopActor.assumeIsolated { _ = try loop.schedule(after: .milliseconds(1)) {} }
        try loop.run()                                       // returns once the timer fired
        XCTAssertFalse(watchdog.fired)
        try loop.close()
    }
}
