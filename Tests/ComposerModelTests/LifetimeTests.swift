import ComposerModel
import LoopComposerTestingCore
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

    func testObserverObjectsAndActionsAreToldInRegistrationOrder() {
        let lifetime = Lifetime()
        var order: [String] = []
        lifetime.addObserver(OrderObserver("first") { order.append($0) })
        lifetime.observeEnded { order.append("action") }
        lifetime.addObserver(OrderObserver("last") { order.append($0) })
        lifetime.end()
        XCTAssertEqual(order, ["first", "action", "last"])
    }

    func testRemovedObserverIsNotToldAndIsReleased() {
        let lifetime = Lifetime()
        var told: [String] = []
        var removed: OrderObserver? = OrderObserver("removed") { told.append($0) }
        weak let weakRemoved = removed
        lifetime.addObserver(removed!)
        lifetime.addObserver(OrderObserver("kept") { told.append($0) })
        lifetime.removeObserver(removed!)
        removed = nil
        XCTAssertNil(weakRemoved, "the lifetime let go of the removed observer")
        lifetime.end()
        XCTAssertEqual(told, ["kept"])
    }

    func testRemovingTheFirstObserverKeepsTheOthersInOrder() {
        let lifetime = Lifetime()
        var order: [String] = []
        let first = OrderObserver("first") { order.append($0) }
        lifetime.addObserver(first)
        lifetime.addObserver(OrderObserver("second") { order.append($0) })
        lifetime.removeObserver(first)
        lifetime.addObserver(OrderObserver("third") { order.append($0) })
        lifetime.end()
        XCTAssertEqual(order, ["second", "third"])
    }

    func testAnObserverAddedAfterTheEndIsToldAtOnceAndNotKept() {
        let lifetime = Lifetime()
        lifetime.end()
        var told: [String] = []
        var observer: OrderObserver? = OrderObserver("late") { told.append($0) }
        weak let weakObserver = observer
        lifetime.addObserver(observer!)
        observer = nil
        XCTAssertEqual(told, ["late"])
        XCTAssertNil(weakObserver)
    }

    func testFirstObserverFindsAnObserverByTypeAndCondition() {
        let lifetime = Lifetime()
        lifetime.observeEnded {}
        let wanted = OrderObserver("wanted") { _ in }
        lifetime.addObserver(OrderObserver("other") { _ in })
        lifetime.addObserver(wanted)
        XCTAssertTrue(lifetime.firstObserver(of: OrderObserver.self) { $0.name == "wanted" } === wanted)
        XCTAssertNil(lifetime.firstObserver(of: OrderObserver.self) { $0.name == "missing" })
    }

    func testDisposedObservationReleasesItsAction() {
        let lifetime = Lifetime()
        var captured: OrderObserver? = OrderObserver("captured") { _ in }
        weak let weakCaptured = captured
        let observation = lifetime.observeEnded { [captured] in _ = captured }
        captured = nil
        XCTAssertNotNil(weakCaptured, "a registered action keeps its captures")
        observation?.dispose()
        XCTAssertNil(weakCaptured, "a disposed action is released, though the observation is still held")
        withExtendedLifetime(observation) {}
    }
}

/// Appends its name to a log when its lifetime ends.
private final class OrderObserver: LifetimeObserver {
    let name: String
    private let log: (String) -> Void

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
    }

    func lifetimeDidEnd() {
        log(name)
    }
}
