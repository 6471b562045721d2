import Bindings
import ComposerModel
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

    /// A binding that reads the property again (in the same evaluation, and in later ones)
    /// answers from the property's dependents; another binding of the same property, and
    /// the end of the first, still see every change.
    func testBindingsReadingThePropertyAgainKeepFollowingItUntilOneEnds() throws {
        let loop = try EventLoop()
        let count = SharedProperty(0)
        let labels = LoopActor.assumeIsolated { TwoReaders(count) }
        loop.runOnce()
        for value in 1...3 {
            count.value = value
            loop.runOnce()
            LoopActor.assumeIsolated {
                XCTAssertEqual(labels.twice.shown[.text], .text("\(value)+\(value)"))
                XCTAssertEqual(labels.once.shown[.text], .text("\(value)"))
            }
        }
        LoopActor.assumeIsolated { labels.twice.lifetime.end() }
        count.value = 4
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(labels.twice.shown[.text], .text("3+3"), "an ended binding installs nothing more")
            XCTAssertEqual(labels.once.shown[.text], .text("4"))
            labels.once.lifetime.end()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}

/// Two labels bound to one shared property: one reads it twice per evaluation.
@LoopActor
private final class TwoReaders {
    let twice = RecordingTarget(name: "twice")
    let once = RecordingTarget(name: "once")

    init(_ count: SharedProperty<Int>) {
        twice.bind(to: count) { count in [.text("\(count.value)+\(count.value)")] }
        once.bind(to: count) { count in [.text("\(count.value)")] }
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
