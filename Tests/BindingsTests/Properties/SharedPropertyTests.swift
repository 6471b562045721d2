import Bindings
import Foundation
import LoopComposerTesting
import Synchronization
import XCTest

final class SharedPropertyTests: XCTestCase {
    func testReadsAndWritesFromManyThreadsAreSafeAndTheLastWriteStays() {
        let property = SharedProperty(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<10_000 {
                property.value = thread * 100_000 + index
                _ = property.value
            }
        }
        XCTAssertEqual(property.value % 100_000, 9_999, "the final value is some thread's last write")
    }
}

final class SharedPropertySignalTests: XCTestCase {
    func testSignalDeliversTheNewestValueOnTheLoop() async throws {
        try await withTestLoop { test in
            let loop = test.eventLoop
            let model = SharedCounter()
            var received: [Int] = []
            var receivedOnLoopThread = true
            var reachedLast: CheckedContinuation<Void, Never>?
            let observation = model.count.signal.observe { value in
                received.append(value)
                receivedOnLoopThread = receivedOnLoopThread && loop.isLoopThread
                if value == 1_000 { reachedLast?.resume(); reachedLast = nil }
            }
            await withCheckedContinuation { continuation in
                reachedLast = continuation
                Thread.detachNewThread {
                    for value in 1...1_000 { model.count.value = value }
                }
            }
            XCTAssertTrue(receivedOnLoopThread)
            XCTAssertEqual(received.last, 1_000)
            XCTAssertEqual(received, received.sorted(), "values arrive in order")
            observation.dispose()
        }
    }
}
