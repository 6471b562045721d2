import Bindings
import XCTest

final class SignalMapTests: XCTestCase {
    func testMapSendsTransformedValues() {
        let source = Signal<Int>()
        let mapped = source.map { "#\($0)" }
        let tracker = TrackingObserver<String>()
        mapped.observe(tracker.record)

        source.send(1)
        source.send(2)

        XCTAssertEqual(tracker.values, ["#1", "#2"])
    }

    func testMapTransformsEachValueOnceForAllObservers() {
        let source = Signal<Int>()
        var transforms = 0
        let mapped = source.map { value -> Int in
            transforms += 1
            return value * 10
        }
        let first = TrackingObserver<Int>()
        let second = TrackingObserver<Int>()
        mapped.observe(first.record)
        mapped.observe(second.record)

        source.send(1)
        source.send(2)

        XCTAssertEqual(transforms, 2)
        XCTAssertEqual(first.values, [10, 20])
        XCTAssertEqual(second.values, [10, 20])
    }

    func testChainWorksWithOnlyItsLastSignalStored() {
        let source = Signal<Int>()
        let chained = source.map { $0 + 1 }.map { $0 * 2 }.map { "\($0)" }
        let tracker = TrackingObserver<String>()
        chained.observe(tracker.record)

        source.send(1)

        XCTAssertEqual(tracker.values, ["4"])
    }

    func testReentrantSendThroughMappedSignalKeepsSendOrder() {
        let source = Signal<Int>()
        let mapped = source.map { $0 * 10 }
        let later = TrackingObserver<Int>()
        mapped.observe { value in
            if value == 10 { source.send(2) }  // back upstream, during delivery
        }
        mapped.observe(later.record)

        source.send(1)

        XCTAssertEqual(later.values, [10, 20])
    }

    func testMappedSignalKeepsItsUpstreamAlive() {
        weak var weakSource: Signal<Int>?
        var mapped: Signal<Int>?
        do {
            let source = Signal<Int>()
            weakSource = source
            mapped = source.map { $0 }
        }
        XCTAssertNotNil(weakSource)
        XCTAssertNotNil(mapped)

        mapped = nil

        XCTAssertNil(weakSource)
    }

    func testReleasingMappedSignalEndsItsUpstreamObservation() {
        let source = Signal<Int>()
        var transforms = 0
        weak var weakMapped: Signal<Int>?
        weak var weakTracker: TrackingObserver<Int>?
        do {
            let mapped = source.map { value -> Int in
                transforms += 1
                return value
            }
            let tracker = TrackingObserver<Int>()
            mapped.observe(tracker.record)
            weakMapped = mapped
            weakTracker = tracker
            XCTAssertEqual(source.observerCount, 1)
        }

        XCTAssertNil(weakMapped, "observers do not keep a derived signal alive")
        XCTAssertNil(weakTracker)
        XCTAssertEqual(source.observerCount, 0)
        source.send(1)
        XCTAssertEqual(transforms, 0)
    }
}
