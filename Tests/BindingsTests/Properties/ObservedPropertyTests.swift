@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

final class ObservedPropertyTests: XCTestCase {
    func testSignalDeliversEverySetInOrder() {
        let property = ObservedProperty(0)
        var received: [Int] = []
        let observation = property.signal.observe { received.append($0) }
        property.value = 1
        property.value = 2
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(property.value, 2)
        observation.dispose()
    }

    func testPropertyWrapperProjectsItsStorage() {
        final class Model {
            @Observed var name = "a"
        }
        let model = Model()
        var received: [String] = []
        let observation = model.$name.signal.observe { received.append($0) }
        model.name = "b"
        XCTAssertEqual(model.$name.value, "b")
        XCTAssertEqual(received, ["b"])
        observation.dispose()
    }

    func testADeallocatedPropertyLeavesItsBindingWhichThenEndsCleanly() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let kept = ObservedProperty(1)
            var transient: ObservedProperty<Int>? = ObservedProperty(2)
            let binding = label.bind { [.text("\(kept.value) \(transient?.value ?? 0)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("1 2")])
            transient = nil
            XCTAssertTrue(binding.isMarkedDirty, "a property going away dirties its bindings")
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("1 0")])
            binding.dispose()
            XCTAssertTrue(kept.dependents.isEmpty, "the ended binding left the property still alive")
        }
    }
}
