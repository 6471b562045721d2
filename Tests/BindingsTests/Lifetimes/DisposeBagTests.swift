import LoopTestSupport
import XCTest

@testable import Bindings

final class DisposeBagTests: XCTestCase {
    func testDisposeDisposesEverythingInInsertionOrder() {
        let log = Log()
        let bag = DisposeBag()
        for name in ["a", "b", "c"] {
            bag.insert(AnyDisposable { log.append(name) })
        }
        XCTAssertEqual(log.entries, [])

        bag.dispose()

        XCTAssertEqual(log.entries, ["a", "b", "c"])
        XCTAssertTrue(bag.isDisposed)
    }

    func testDisposeTwiceDisposesEachItemOnce() {
        let log = Log()
        let bag = DisposeBag()
        bag.insert(AnyDisposable { log.append("a") })

        bag.dispose()
        bag.dispose()

        XCTAssertEqual(log.entries, ["a"])
    }

    func testInsertAfterDisposeDisposesAtOnce() {
        let log = Log()
        let bag = DisposeBag()
        bag.dispose()
        let late = AnyDisposable { log.append("late") }

        bag.insert(late)

        XCTAssertEqual(log.entries, ["late"])
        XCTAssertTrue(late.isDisposed)
    }

    func testDeallocatingTheBagDisposesEverything() {
        let log = Log()
        let items = [AnyDisposable { log.append("a") }, AnyDisposable { log.append("b") }]
        do {
            let bag = DisposeBag()
            items.forEach(bag.insert)
        }

        XCTAssertEqual(log.entries, ["a", "b"])
        XCTAssertTrue(items.allSatisfy(\.isDisposed))
    }

    func testPlusEqualsInserts() {
        let bag = DisposeBag()
        let item = AnyDisposable()

        bag += item
        bag.dispose()

        XCTAssertTrue(item.isDisposed)
    }

    func testDisposedByInserts() {
        let bag = DisposeBag()
        let item = AnyDisposable()

        item.disposed(by: bag)
        XCTAssertFalse(item.isDisposed)
        bag.dispose()

        XCTAssertTrue(item.isDisposed)
    }

    func testItemDisposedByItselfIsNotDisposedAgain() {
        let log = Log()
        let bag = DisposeBag()
        let item = AnyDisposable { log.append("a") }
        bag.insert(item)

        item.dispose()
        bag.dispose()

        XCTAssertEqual(log.entries, ["a"])
    }

    func testItemMayUseTheBagWhileTheBagDisposesIt() {
        let log = Log()
        let bag = DisposeBag()
        bag.insert(AnyDisposable {
            // Both would deadlock if items were disposed under the bag's lock.
            bag.insert(AnyDisposable { log.append("inserted while disposing") })
            bag.dispose()
        })

        XCTAssertTrue(Threads.finish(within: 10) { bag.dispose() }, "deadlocked")

        XCTAssertEqual(log.entries, ["inserted while disposing"])
    }

    func testBagEndsSignalObservations() {
        let signal = Signal<Int>()
        let tracker = TrackingObserver<Int>()
        let bag = DisposeBag()
        signal.observe(tracker.record).disposed(by: bag)
        signal.send(1)

        bag.dispose()
        signal.send(2)

        XCTAssertEqual(tracker.values, [1])
        XCTAssertEqual(signal.observerCount, 0)
    }

    func testConcurrentDisposeFromEightThreadsDisposesEachItemExactlyOnce() {
        let count = 2_000
        let runs = LockedValue([Int](repeating: 0, count: count))
        let bag = DisposeBag()
        for index in 0..<count {
            bag.insert(AnyDisposable { runs.withLock { $0[index] += 1 } })
        }

        Threads.run(8) { _ in bag.dispose() }

        XCTAssertEqual(runs.withLock { $0 }, [Int](repeating: 1, count: count))
    }

    func testConcurrentInsertsRacingADisposeDisposeEachItemExactlyOnce() {
        let perThread = 500
        let runs = LockedValue([Int](repeating: 0, count: 8 * perThread))
        let bag = DisposeBag()

        Threads.run(8) { thread in
            for offset in 0..<perThread {
                let index = thread * perThread + offset
                bag.insert(AnyDisposable { runs.withLock { $0[index] += 1 } })
                if thread == 0, offset == perThread / 2 {
                    bag.dispose()  // some items go in before, some after
                }
            }
        }

        XCTAssertTrue(bag.isDisposed)
        XCTAssertEqual(runs.withLock { $0 }, [Int](repeating: 1, count: 8 * perThread))
    }
}

/// A thread-safe record of which actions ran, in order.
private final class Log: Sendable {
    private let storage = LockedValue<[String]>([])
    var entries: [String] { storage.withLock { $0 } }
    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
}
