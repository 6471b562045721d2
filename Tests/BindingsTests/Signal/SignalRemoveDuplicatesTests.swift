import Bindings
import XCTest

final class SignalRemoveDuplicatesTests: XCTestCase {
    func testRemoveDuplicatesDropsConsecutiveEqualValues() {
        let source = Signal<Int>()
        let changes = source.removeDuplicates()
        let tracker = TrackingObserver<Int>()
        changes.observe(tracker.record)

        for value in [1, 1, 2, 2, 2, 1, 3, 3] {
            source.send(value)
        }

        XCTAssertEqual(tracker.values, [1, 2, 1, 3])
    }

    func testRemoveDuplicatesAlwaysPassesTheFirstValue() {
        let source = Signal<Int>()
        let changes = source.removeDuplicates { _, _ in true }
        let tracker = TrackingObserver<Int>()
        changes.observe(tracker.record)

        source.send(5)
        source.send(6)

        XCTAssertEqual(tracker.values, [5])
    }

    func testRemoveDuplicatesByComparesWithTheLastValuePassedOn() {
        let source = Signal<Int>()
        var comparisons: [String] = []
        let coarse = source.removeDuplicates { last, new in
            comparisons.append("\(last)-\(new)")
            return abs(last - new) < 5
        }
        let tracker = TrackingObserver<Int>()
        coarse.observe(tracker.record)

        for value in [0, 3, 6, 9] {
            source.send(value)
        }

        // Compared with the last value received, every step (3) would be a duplicate.
        XCTAssertEqual(tracker.values, [0, 6])
        XCTAssertEqual(comparisons, ["0-3", "0-6", "6-9"])
    }

    func testRemoveDuplicatesCountsValuesSentWithoutObservers() {
        let source = Signal<Int>()
        let changes = source.removeDuplicates()
        source.send(1)
        let tracker = TrackingObserver<Int>()
        changes.observe(tracker.record)

        source.send(1)
        source.send(2)

        XCTAssertEqual(tracker.values, [2], "1 was already passed on, before this observer subscribed")
    }

    func testReleasingDeduplicatedSignalEndsItsUpstreamObservation() {
        let source = Signal<Int>()
        weak var weakChanges: Signal<Int>?
        do {
            let changes = source.removeDuplicates()
            changes.observe { _ in }
            weakChanges = changes
            XCTAssertEqual(source.observerCount, 1)
        }

        XCTAssertNil(weakChanges)
        XCTAssertEqual(source.observerCount, 0)
    }
}
