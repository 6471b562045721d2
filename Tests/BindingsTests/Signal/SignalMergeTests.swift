import Bindings
import XCTest

final class SignalMergeTests: XCTestCase {
    func testMergeSendsEveryInputsValuesAsTheyAreSent() {
        let a = Signal<Int>()
        let b = Signal<Int>()
        let merged = Signal.merge(a, b)
        let tracker = TrackingObserver<Int>()
        merged.observe(tracker.record)

        a.send(1)
        b.send(2)
        a.send(3)

        XCTAssertEqual(tracker.values, [1, 2, 3])
    }

    func testMergeOfArraySendsEveryInputsValues() {
        let inputs = [Signal<String>(), Signal<String>(), Signal<String>()]
        let merged = Signal.merge(inputs)
        let tracker = TrackingObserver<String>()
        merged.observe(tracker.record)

        inputs[2].send("c")
        inputs[0].send("a")
        inputs[1].send("b")

        XCTAssertEqual(tracker.values, ["c", "a", "b"])
    }

    func testMergeOfSignalListedTwiceDeliversItsValuesTwice() {
        let a = Signal<Int>()
        let merged = Signal.merge(a, a)
        let tracker = TrackingObserver<Int>()
        merged.observe(tracker.record)

        a.send(1)

        XCTAssertEqual(tracker.values, [1, 1])
    }

    func testMergeOfNoSignalsNeverSends() {
        let merged = Signal<Int>.merge([])
        let tracker = TrackingObserver<Int>()
        merged.observe(tracker.record)

        XCTAssertEqual(tracker.values, [])
        XCTAssertEqual(merged.observerCount, 1)
    }

    func testReentrantSendIntoAnotherInputIsDeliveredInSendOrder() {
        let a = Signal<Int>()
        let b = Signal<Int>()
        let merged = Signal.merge(a, b)
        let later = TrackingObserver<Int>()
        merged.observe { value in
            if value == 1 { b.send(2) }  // re-enters `merged` through `b`
        }
        merged.observe(later.record)

        a.send(1)

        XCTAssertEqual(later.values, [1, 2])
    }

    func testReleasingMergedSignalEndsEveryUpstreamObservation() {
        let a = Signal<Int>()
        let b = Signal<Int>()
        weak var weakMerged: Signal<Int>?
        do {
            let merged = Signal.merge(a, b)
            merged.observe { _ in }
            weakMerged = merged
            XCTAssertEqual(a.observerCount + b.observerCount, 2)
        }

        XCTAssertNil(weakMerged)
        XCTAssertEqual(a.observerCount + b.observerCount, 0)
    }

    func testMergedSignalKeepsItsInputsAlive() {
        weak var weakInput: Signal<Int>?
        var merged: Signal<Int>?
        do {
            let input = Signal<Int>()
            weakInput = input
            merged = Signal.merge([input])
        }
        XCTAssertNotNil(weakInput)
        XCTAssertNotNil(merged)

        merged = nil

        XCTAssertNil(weakInput)
    }
}
