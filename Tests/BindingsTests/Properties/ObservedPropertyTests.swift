import Bindings
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
}
