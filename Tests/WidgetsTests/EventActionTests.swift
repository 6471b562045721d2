import Bindings
import ComposerModel
import Widgets
import XCTest

final class EventActionTests: XCTestCase {
    func testAnActionIsOneHandlerIdentityAndInlineClosuresAreNew() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let action = EventAction {}
            XCTAssertEqual(action.handler, action.handler)
            XCTAssertEqual(Attribute.onPress(action), .onPress(action))
            XCTAssertNotEqual(Attribute.onPress {}, .onPress {})
        }
        try loop.close()
    }

    func testAnActionRunsWithTheEventValue() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let action = EventAction<Int> { log.entries.append("\($0)") }
            action.run(3)
            XCTAssertEqual(log.entries, ["3"])
        }
        try loop.close()
    }
}
