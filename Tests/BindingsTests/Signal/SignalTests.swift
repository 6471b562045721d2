import Bindings
import Dispatch
import Foundation
import LoopTestSupport
import XCTest

final class SignalTests: XCTestCase {
    // MARK: Delivery

    func testObserverReceivesEveryValueInSendOrder() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        signal.observe(tracker.record)

        signal.send(1)
        signal.send(2)
        signal.send(3)

        XCTAssertEqual(tracker.values, [1, 2, 3])
    }

    func testObserversAreCalledInSubscriptionOrder() {
        let signal = Signal<Int>()
        var calls: [String] = []
        for name in ["a", "b", "c", "d"] {
            signal.observe { calls.append("\(name)\($0)") }
        }

        signal.send(1)
        signal.send(2)

        XCTAssertEqual(calls, ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"])
    }

    func testObserverIsCalledSynchronouslyDuringSend() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        signal.observe(tracker.record)

        signal.send(7)

        XCTAssertEqual(tracker.values, [7], "delivered before send returned")
    }

    func testObserverDoesNotReceiveValuesSentBeforeItSubscribed() {
        let signal = Signal<Int>()
        signal.send(1)
        let tracker = TrackingObserver<Int>()
        signal.observe(tracker.record)

        signal.send(2)

        XCTAssertEqual(tracker.values, [2])
    }

    // MARK: Subscribing and disposing during a send

    func testObserverAddedDuringSendIsNotCalledForThatSend() {
        let signal = Signal<Int>()
        let late = TrackingObserver<Int>()
        var added = false
        signal.observe { _ in
            if !added {
                added = true
                signal.observe(late.record)
            }
        }

        signal.send(1)
        XCTAssertEqual(late.values, [])

        signal.send(2)
        XCTAssertEqual(late.values, [2], "called for the sends after it subscribed")
    }

    func testObserverDisposedDuringSendIsNotCalledAfterDisposal() {
        let signal = Signal<Int>()
        let victim = TrackingObserver<Int>()
        var victimObservation: (any Disposable)?
        signal.observe { value in
            if value == 2 { victimObservation?.dispose() }
        }
        victimObservation = signal.observe(victim.record)

        signal.send(1)
        signal.send(2)
        signal.send(3)

        XCTAssertEqual(victim.values, [1])
        XCTAssertEqual(signal.observerCount, 1)
    }

    func testObserverDisposingItselfIsNotCalledAgain() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        var observation: (any Disposable)?
        observation = signal.observe { value in
            tracker.record(value)
            observation?.dispose()
            if value < 3 {
                signal.send(value + 1)  // queued; must not reach the disposed observer
            }
        }

        signal.send(1)
        signal.send(5)

        XCTAssertEqual(tracker.values, [1])
    }

    func testDroppingDisposedObserversDuringSendSkipsNoOne() {
        let signal = Signal<Int>()
        var calls: [String] = []
        var first: (any Disposable)?
        first = signal.observe { _ in
            calls.append("a")
            first?.dispose()
            _ = signal.observerCount  // drops `a` from the list while it is being walked
        }
        signal.observe { _ in calls.append("b") }
        signal.observe { _ in calls.append("c") }

        signal.send(1)
        signal.send(2)

        XCTAssertEqual(calls, ["a", "b", "c", "b", "c"])
    }

    // MARK: Re-entrancy

    func testReentrantSendIsDeliveredAfterCurrentDelivery() {
        let signal = Signal<Int>()
        var calls: [String] = []
        signal.observe { value in
            calls.append("a\(value)")
            if value == 1 { signal.send(2) }
            calls.append("a\(value) done")
        }
        signal.observe { calls.append("b\($0)") }

        signal.send(1)

        XCTAssertEqual(calls, ["a1", "a1 done", "b1", "a2", "a2 done", "b2"])
    }

    func testReentrantSendsReachEveryObserverInSendOrder() {
        let signal = Signal<Int>()
        let first = TrackingObserver<Int>()
        let last = TrackingObserver<Int>()
        signal.observe(first.record)
        signal.observe { value in
            // Sends two values per value below 3: a tree of re-entrant sends.
            if value < 3 {
                signal.send(value * 10)
                signal.send(value * 10 + 1)
            }
        }
        signal.observe(last.record)

        signal.send(1)

        XCTAssertEqual(first.values, [1, 10, 11])
        XCTAssertEqual(last.values, first.values)
    }

    func testReentrantSendReachesObserverThatSubscribedBeforeIt() {
        let signal = Signal<Int>()
        let late = TrackingObserver<Int>()
        signal.observe { value in
            if value == 1 {
                signal.observe(late.record)
                signal.send(2)
            }
        }

        signal.send(1)

        XCTAssertEqual(late.values, [2])
    }

    func testReentrantSendDoesNotReachObserverThatSubscribedAfterIt() {
        let signal = Signal<Int>()
        let late = TrackingObserver<Int>()
        signal.observe { value in
            if value == 1 {
                signal.send(2)
                signal.observe(late.record)
            }
        }

        signal.send(1)
        XCTAssertEqual(late.values, [], "2 was sent before it subscribed")

        signal.send(3)
        XCTAssertEqual(late.values, [3])
    }

    func testSendAfterReentrantDeliveryStartsAFreshDelivery() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        signal.observe { if $0 == 1 { signal.send(2) } }
        signal.observe(tracker.record)

        signal.send(1)
        signal.send(3)

        XCTAssertEqual(tracker.values, [1, 2, 3])
    }

    // MARK: Disposing

    func testDisposedObserverIsNotCalled() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        let observation = signal.observe(tracker.record)

        signal.send(1)
        observation.dispose()
        signal.send(2)

        XCTAssertEqual(tracker.values, [1])
        XCTAssertTrue(observation.isDisposed)
    }

    func testDisposingTwiceAffectsOnlyThatObserver() {
        let signal = Signal<Int>()
        let kept = TrackingObserver<Int>()
        let observation = signal.observe { _ in }
        signal.observe(kept.record)

        observation.dispose()
        observation.dispose()
        signal.send(1)

        XCTAssertEqual(kept.values, [1])
        XCTAssertEqual(signal.observerCount, 1)
    }

    func testObserverCountCountsObserversNotYetDisposed() {
        let signal = Signal<Int>()
        XCTAssertEqual(signal.observerCount, 0)

        let first = signal.observe { _ in }
        let second = signal.observe { _ in }
        XCTAssertEqual(signal.observerCount, 2)

        first.dispose()
        XCTAssertEqual(signal.observerCount, 1)
        second.dispose()
        XCTAssertEqual(signal.observerCount, 0)
    }

    func testDroppingTheDisposableKeepsTheObserver() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        _ = signal.observe(tracker.record)

        signal.send(1)

        XCTAssertEqual(tracker.values, [1])
    }

    // MARK: Lifetimes

    func testDisposedObserverIsReleasedAtTheSignalsNextSend() {
        let signal = Signal<Int>()
        weak var weakTracker: TrackingObserver<Int>?
        let observation: any Disposable
        do {
            let tracker = TrackingObserver<Int>()
            weakTracker = tracker
            observation = signal.observe(tracker.record)
        }
        XCTAssertNotNil(weakTracker, "the signal holds its observers")

        observation.dispose()
        signal.send(1)

        XCTAssertNil(weakTracker)
    }

    func testDisposedObserverIsReleasedWhenTheSignalSubscribesAnother() {
        let signal = Signal<Int>()
        weak var weakTracker: TrackingObserver<Int>?
        do {
            let tracker = TrackingObserver<Int>()
            weakTracker = tracker
            signal.observe(tracker.record).dispose()
        }

        signal.observe { _ in }

        XCTAssertNil(weakTracker)
    }

    func testDeallocatingTheSignalReleasesItsObservers() {
        weak var weakTracker: TrackingObserver<Int>?
        weak var weakSignal: Signal<Int>?
        var observation: (any Disposable)?
        do {
            let signal = Signal<Int>()
            let tracker = TrackingObserver<Int>()
            weakSignal = signal
            weakTracker = tracker
            observation = signal.observe(tracker.record)
        }

        XCTAssertNil(weakSignal, "an observation does not keep its signal alive")
        XCTAssertNil(weakTracker)
        observation?.dispose()  // harmless after the signal is gone
        XCTAssertEqual(observation?.isDisposed, true)
    }

    func testReleasingDerivedSignalReleasesItsUpstreamObserverAtOnce() {
        let source = Signal<Int>()
        weak var weakToken: TrackingObserver<Int>?
        do {
            let token = TrackingObserver<Int>()
            weakToken = token
            let derived = source.map { value -> Int in
                token.record(value)  // the upstream observer captures `token`
                return value
            }
            source.send(1)
            XCTAssertEqual(token.values, [1])
            XCTAssertNotNil(derived)
        }

        XCTAssertNil(weakToken, "released without waiting for the source's next use")
    }

    // MARK: Threads

    func testDisposingFromAnotherThreadStopsDelivery() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        let observation = signal.observe(tracker.record)
        signal.send(1)

        Threads.runOnAnotherThread { observation.dispose() }
        signal.send(2)

        XCTAssertEqual(tracker.values, [1])
        XCTAssertEqual(signal.observerCount, 0)
    }

    func testDisposingFromAnotherThreadWhileSendingStopsDeliveryOnceDisposeReturns() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        let observation = signal.observe(tracker.record)
        let go = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let thread = Thread {
            go.wait()
            observation.dispose()
            disposed.signal()
        }
        thread.start()

        var value = 0
        go.signal()
        // Send while the other thread disposes, until it says it has.
        while disposed.wait(timeout: .now()) == .timedOut {
            signal.send(value)
            value += 1
        }
        let receivedBeforeDisposeReturned = tracker.count
        for _ in 0..<100 {
            signal.send(value)
            value += 1
        }

        XCTAssertEqual(tracker.count, receivedBeforeDisposeReturned)
        XCTAssertEqual(tracker.values, Array(0..<tracker.count), "a prefix of the values sent, in order")
    }
}
