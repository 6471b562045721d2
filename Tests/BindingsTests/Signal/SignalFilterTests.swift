import Bindings
import XCTest

final class SignalFilterTests: XCTestCase {
    func testFilterPassesOnlyIncludedValues() {
        let source = Signal<Int>()
        let evens = source.filter { $0.isMultiple(of: 2) }
        let tracker = TrackingObserver<Int>()
        evens.observe(tracker.record)

        for value in 1...6 {
            source.send(value)
        }

        XCTAssertEqual(tracker.values, [2, 4, 6])
    }

    func testFilterThatExcludesEverythingNeverSends() {
        let source = Signal<Int>()
        let none = source.filter { _ in false }
        let tracker = TrackingObserver<Int>()
        none.observe(tracker.record)

        source.send(1)

        XCTAssertEqual(tracker.values, [])
    }

    func testFilterAsksOncePerValue() {
        let source = Signal<Int>()
        var asked: [Int] = []
        let filtered = source.filter { value in
            asked.append(value)
            return true
        }
        filtered.observe { _ in }
        filtered.observe { _ in }

        source.send(1)
        source.send(2)

        XCTAssertEqual(asked, [1, 2])
    }

    func testReleasingFilteredSignalEndsItsUpstreamObservation() {
        weak var weakSource: Signal<Int>?
        weak var weakFiltered: Signal<Int>?
        var filtered: Signal<Int>?
        do {
            let source = Signal<Int>()
            weakSource = source
            filtered = source.filter { _ in true }
            weakFiltered = filtered
            XCTAssertEqual(source.observerCount, 1)
        }
        XCTAssertNotNil(weakSource, "a derived signal keeps its upstream alive")

        let source = weakSource
        filtered = nil

        XCTAssertNil(weakFiltered)
        XCTAssertEqual(source?.observerCount, 0)
    }
}
