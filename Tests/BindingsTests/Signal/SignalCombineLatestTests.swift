import Bindings
import XCTest

final class SignalCombineLatestTests: XCTestCase {
    func testCombineLatestWaitsUntilBothInputsHaveSent() {
        let a = Signal<Int>()
        let b = Signal<String>()
        let combined = Signal.combineLatest(a, b)
        let tracker = TrackingObserver<String>()
        combined.observe { number, text in tracker.record("\(number)\(text)") }

        a.send(1)
        a.send(2)
        XCTAssertEqual(tracker.values, [])

        b.send("x")
        XCTAssertEqual(tracker.values, ["2x"])
    }

    func testCombineLatestSendsOnEitherInputOnceBothHaveSent() {
        let a = Signal<Int>()
        let b = Signal<String>()
        let combined = Signal.combineLatest(a, b)
        let tracker = TrackingObserver<String>()
        combined.observe { number, text in tracker.record("\(number)\(text)") }

        b.send("x")
        a.send(1)
        a.send(2)
        b.send("y")
        a.send(3)

        XCTAssertEqual(tracker.values, ["1x", "2x", "2y", "3y"])
    }

    func testCombineLatestCountsNilAsAValue() {
        let a = Signal<Int?>()
        let b = Signal<Int>()
        let combined = Signal.combineLatest(a, b)
        let tracker = TrackingObserver<String>()
        combined.observe { first, second in tracker.record("\(first.map(String.init) ?? "nil")/\(second)") }

        a.send(nil)
        b.send(1)

        XCTAssertEqual(tracker.values, ["nil/1"])
    }

    func testCombineLatestOfThreeWaitsForAllThree() {
        let a = Signal<Int>()
        let b = Signal<Int>()
        let c = Signal<String>()
        let combined = Signal.combineLatest(a, b, c)
        let tracker = TrackingObserver<String>()
        combined.observe { x, y, z in tracker.record("\(x)\(y)\(z)") }

        a.send(1)
        c.send("z")
        XCTAssertEqual(tracker.values, [])

        b.send(2)
        XCTAssertEqual(tracker.values, ["12z"])
    }

    func testCombineLatestOfThreeSendsOnEachInputOnceAllHaveSent() {
        let a = Signal<Int>()
        let b = Signal<Int>()
        let c = Signal<String>()
        let combined = Signal.combineLatest(a, b, c)
        let tracker = TrackingObserver<String>()
        combined.observe { x, y, z in tracker.record("\(x)\(y)\(z)") }

        a.send(1)
        b.send(2)
        c.send("z")
        a.send(3)
        b.send(4)
        c.send("w")

        XCTAssertEqual(tracker.values, ["12z", "32z", "34z", "34w"])
    }

    func testReleasingCombinedSignalEndsEveryUpstreamObservation() {
        let a = Signal<Int>()
        let b = Signal<Int>()
        let c = Signal<Int>()
        weak var weakPair: Signal<(Int, Int)>?
        weak var weakTriple: Signal<(Int, Int, Int)>?
        do {
            let pair = Signal.combineLatest(a, b)
            let triple = Signal.combineLatest(a, b, c)
            pair.observe { _ in }
            triple.observe { _ in }
            weakPair = pair
            weakTriple = triple
            XCTAssertEqual([a.observerCount, b.observerCount, c.observerCount], [2, 2, 1])
        }

        XCTAssertNil(weakPair)
        XCTAssertNil(weakTriple)
        XCTAssertEqual([a.observerCount, b.observerCount, c.observerCount], [0, 0, 0])
    }

    func testCombinedSignalKeepsItsInputsAlive() {
        weak var weakA: Signal<Int>?
        weak var weakB: Signal<Int>?
        var combined: Signal<(Int, Int)>?
        do {
            let a = Signal<Int>()
            let b = Signal<Int>()
            weakA = a
            weakB = b
            combined = Signal.combineLatest(a, b)
        }
        XCTAssertNotNil(weakA)
        XCTAssertNotNil(weakB)
        XCTAssertNotNil(combined)

        combined = nil

        XCTAssertNil(weakA)
        XCTAssertNil(weakB)
    }
}
