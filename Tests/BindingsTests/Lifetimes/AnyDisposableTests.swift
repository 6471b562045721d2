import LoopTestSupport
import Synchronization
import XCTest

@testable import Bindings

final class AnyDisposableTests: XCTestCase {
    func testDisposeRunsTheAction() {
        let runs = Counter()
        let disposable = AnyDisposable { runs.increment() }
        XCTAssertEqual(runs.value, 0, "not before dispose")

        disposable.dispose()

        XCTAssertEqual(runs.value, 1)
    }

    func testDisposeRunsTheActionAtMostOnce() {
        let runs = Counter()
        let disposable = AnyDisposable { runs.increment() }

        disposable.dispose()
        disposable.dispose()
        disposable.dispose()

        XCTAssertEqual(runs.value, 1)
    }

    func testIsDisposedTurnsTrueOnDispose() {
        let disposable = AnyDisposable {}
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
    }

    func testIsDisposedIsAlreadyTrueWhileTheActionRuns() {
        let seen = LockedValue<Bool?>(nil)
        let box = DisposableBox()
        box.disposable = AnyDisposable { seen.withLock { $0 = box.disposable?.isDisposed } }

        box.disposable?.dispose()

        XCTAssertEqual(seen.withLock { $0 }, true)
    }

    func testEmptyDisposableOnlyRecordsDisposal() {
        let disposable = AnyDisposable()
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
    }

    func testActionMayDisposeItsOwnDisposable() {
        let runs = Counter()
        let box = DisposableBox()
        box.disposable = AnyDisposable {
            runs.increment()
            box.disposable?.dispose()  // would deadlock if the action ran under the lock
        }

        XCTAssertTrue(Threads.finish(within: 10) { box.disposable?.dispose() }, "deadlocked")

        XCTAssertEqual(runs.value, 1)
    }

    func testDisposeReleasesTheAction() {
        weak var weakToken: Token?
        let disposable: AnyDisposable
        do {
            let token = Token()
            weakToken = token
            disposable = AnyDisposable { _ = token }
        }
        XCTAssertNotNil(weakToken)

        disposable.dispose()

        XCTAssertNil(weakToken)
    }

    func testConcurrentDisposeFromEightThreadsRunsEachActionExactlyOnce() {
        let count = 2_000
        let runs = LockedValue([Int](repeating: 0, count: count))
        let disposables = (0..<count).map { index in
            AnyDisposable { runs.withLock { $0[index] += 1 } }
        }

        Threads.run(8) { thread in
            // Each thread walks the disposables from a different starting point.
            for offset in 0..<count {
                disposables[(offset + thread * count / 8) % count].dispose()
            }
        }

        XCTAssertEqual(runs.withLock { $0 }, [Int](repeating: 1, count: count))
        XCTAssertTrue(disposables.allSatisfy(\.isDisposed))
    }
}

/// A thread-safe run counter.
private final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
    func increment() { count.add(1, ordering: .sequentiallyConsistent) }
}

/// Lets an action refer to the disposable that runs it.
private final class DisposableBox: Sendable {
    private let slot = LockedValue<AnyDisposable?>(nil)
    var disposable: AnyDisposable? {
        get { slot.withLock { $0 } }
        set { slot.withLock { $0 = newValue } }
    }
}

/// Something for an action to capture.
private final class Token: Sendable {}
