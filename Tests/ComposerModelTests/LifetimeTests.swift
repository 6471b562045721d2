import ComposerModel
import XCTest

final class LifetimeTests: XCTestCase {
    func testOwnerDeallocationEndsTheLifetimeOnce() {
        var calls = 0
        var target: RecordingTarget? = RecordingTarget()
        target?.lifetime.observeEnded { calls += 1 }
        XCTAssertEqual(calls, 0)
        target = nil
        XCTAssertEqual(calls, 1)
    }

    func testObserversRunInRegistrationOrderAndExplicitEndIsIdempotent() {
        let lifetime = Lifetime()
        var order: [Int] = []
        lifetime.observeEnded { order.append(1) }
        lifetime.observeEnded { order.append(2) }
        lifetime.end()
        lifetime.end()
        XCTAssertEqual(order, [1, 2])
        XCTAssertTrue(lifetime.hasEnded)
    }

    func testObservingAnEndedLifetimeRunsAtOnce() {
        let lifetime = Lifetime()
        lifetime.end()
        var ran = false
        XCTAssertNil(lifetime.observeEnded { ran = true })
        XCTAssertTrue(ran)
    }

    func testDisposedObservationDoesNotRun() {
        let lifetime = Lifetime()
        var ran = false
        let observation = lifetime.observeEnded { ran = true }
        observation?.dispose()
        lifetime.end()
        XCTAssertFalse(ran)
    }

    func testObserverMayRegisterAnotherDuringEnd() {
        let lifetime = Lifetime()
        var late = false
        lifetime.observeEnded { lifetime.observeEnded { late = true } }
        lifetime.end()
        XCTAssertTrue(late)
    }
}
